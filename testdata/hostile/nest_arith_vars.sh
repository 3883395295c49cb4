# hostile: arithmetic that nests through variables: deep text and cycles
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 200000 /dev/zero | tr '\0' '(')
echo $(( x ))
echo "deep: $?"
a=b; b=a
echo $(( a ))
echo "cycle: $?"
let a
echo "let: $?"
[[ a -eq 1 ]]
echo "test: $?"
declare -i i=i
echo "declare -i: $?"
echo "${x:a:b}"
echo "offset: $?"
