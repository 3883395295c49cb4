# hostile: deep nesting in trap bodies
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
s=$(head -c 150000 /dev/zero | tr '\0' '(')
trap "$s" ERR
false
echo "after ERR: $?"
trap "$s" EXIT
exit 3
