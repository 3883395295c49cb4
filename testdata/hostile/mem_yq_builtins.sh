# hostile: yq (jq's language) builtins that build far past their input: split, indices, join of a shared value, a huge index, printing a shared value
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yq -n '"x" * 60000000 | split("") | length'
yq -n '"x" * 60000000 | indices("x") | length'
yq -n '("x" * 50000000) as $s | [range(1000) | $s] | join(",") | length'
yq -n '.[500000000] = 1 | length'
yq -n 'reduce range(64) as $i ([1]; [., .])'
