# hostile: jq indices, index and rindex over a 60 MB string
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '"x" * 60000000 | indices("x") | length'
jq -n '"ab" * 30000000 | index("b"), rindex("a")'
jq -n '"é" * 30000000 | indices("é"), index("é"), rindex("é")'
