# hostile: jq assignments and setpath to a huge array index, strftime of a huge format, regex match lists
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '.[500000000] = 1 | length'
jq -n '500000000 as $n | .[$n] = 1 | length'
jq -n 'setpath([500000000]; 1) | length'
jq -n '.[500000000] |= 1 | length'
jq -n 'pick(.[500000000]) | length'
jq -n 'fromstream([[500000000], 1], [[500000000]]) | length'
jq -n '"x" * 20000000 | [match(""; "g")] | length'
jq -n '"x" * 20000000 | [scan(".")] | length'
jq -n '0 | strftime("%c" * 30000000) | length'
