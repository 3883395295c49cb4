# hostile: declare -n r="" and other bad namerefs in every kind of goroutine
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
declare -n r=""
declare -n r="" | cat
x=$(declare -n r=""; echo after)
echo "subst: $x"
( declare -n r="" ) &
wait
f() { local -n l=""; echo "$l"; }
f | cat
typeset -n t="" &
wait
declare -n a='a[' | cat
declare -n b='1x' | cat
declare -n c=' ' | cat
e=
declare -n d="$e"; echo "$d" | cat
echo done
