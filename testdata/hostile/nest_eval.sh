# hostile: deep nesting built at run time and given to eval
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
s=$(head -c 150000 /dev/zero | tr '\0' '(')
eval "$s"
echo "eval: $?"
a=$(head -c 200000 /dev/zero | sed 's/\x00/$((/g')
eval "echo $a"
echo "eval: $?"
