# hostile: ${x@Q} on a value with a NUL byte from tool data, in every kind of goroutine
# writes: 1
echo '{"repo":"acme/api","title":"corpus-write-1 a\u0000b"}' | tools github create-issue > issue.json
n=$(jq -r .number issue.json)
x=$(tools github get-issue repo=acme/api number="$n" | jq -r .title)
echo "main: ${x@Q}"
echo "${x@Q}" | cat
{ echo "group: ${x@Q}"; } | cat
y=$(echo "${x@Q}")
echo "subst: $y"
( echo "sub: ${x@Q}" ) &
wait
echo "${x@Q} ${x@E} ${x@P} ${x@A} ${x@a}" | cat
printf '%q\n' "$x" | cat
echo done
