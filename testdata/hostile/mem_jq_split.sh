# hostile: jq split of a big string into one-character pieces, by string and by regex, and explode
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '"x" * 60000000 | split("") | length'
jq -n '"x," * 30000000 | split(",") | length'
jq -n '"x" * 20000000 | [splits("")] | length'
jq -n '"x" * 60000000 | explode | length'
