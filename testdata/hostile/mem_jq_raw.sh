# hostile: jq -R and -Rs over an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | jq -R length
yes | jq -Rs length
