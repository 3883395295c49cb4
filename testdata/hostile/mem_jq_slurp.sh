# hostile: jq -s over an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes '{"a":[1,2,3]}' | jq -s length
