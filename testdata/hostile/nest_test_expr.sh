# hostile: test, [ and expr with a hundred thousand parentheses
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
set -- $(yes '(' | head -n 100000) 1 $(yes ')' | head -n 100000)
test "$@"
echo "test: $?"
[ "$@" ]
echo "[: $?"
expr "$@" | wc -c
echo "expr: $?"
set -- $(yes '!' | head -n 200000) x
test "$@"
echo "!: $?"
