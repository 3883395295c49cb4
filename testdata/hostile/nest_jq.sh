# hostile: jq with a deeply nested query and deeply nested input
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
q=$(head -c 100000 /dev/zero | tr '\0' '[')1$(head -c 100000 /dev/zero | tr '\0' ']')
jq -n "$q" | wc -c
head -c 1000000 /dev/zero | tr '\0' '[' | jq . | wc -c
jq -n '[limit(200000; repeat(0))] | reduce .[] as $x (0; [.]) | tojson | length'
jq -n 'reduce range(200000) as $i (0; [.]) | . == .'
