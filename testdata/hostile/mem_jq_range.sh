# hostile: jq builds an array of a billion numbers
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '[range(1e9)]|length'
