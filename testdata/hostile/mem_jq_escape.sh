# hostile: jq escapes and formats of a big string: @json, @sh, @html, @uri, @csv, @base64, tojson of control characters
# writes: 1
# want: too large: more than 67108864 bytes
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n '"\u0001" * 50000000 | tojson | length'
jq -n "\"'\" * 50000000 | @sh | length"
jq -n '"<" * 50000000 | @html | length'
jq -n '"/" * 50000000 | @uri | length'
jq -n '["\"" * 50000000] | @csv | length'
jq -n '"x" * 60000000 | @base64 | length'
jq -n '"\u0001" * 50000000 | "\(.)\(.)" | length'
jq -n '"\u0001" * 50000000' | wc -c
