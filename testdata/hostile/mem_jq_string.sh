# hostile: jq string repetition and doubling
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '"x" * 1e9 | length'
jq -n 'reduce range(40) as $i ("x"; . + .) | length'
