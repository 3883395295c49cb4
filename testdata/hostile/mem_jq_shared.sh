# hostile: jq values that hold many references to one big value, flattened, added, joined, printed
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '("x" * 50000000) as $s | [range(1000) | $s] | add | length'
jq -n '("x" * 50000000) as $s | [range(1000) | $s] | join(",") | length'
jq -n '[range(200000)] as $a | [range(1000) | $a] | flatten | length'
jq -n '[range(200000)] as $a | [range(1000) | $a] | add | length'
jq -n 'reduce range(64) as $i ([1]; [., .]) | tojson | length'
jq -n 'reduce range(64) as $i ([1]; [., .]) | flatten | length'
jq -n '[range(3000)] as $a | [range(3000) | $a] | transpose | length'
