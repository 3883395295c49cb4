# hostile: parameter expansions that multiply a large value, each in a subshell
# writes: 1
# want: expansion too large
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 40000000 /dev/zero | tr '\0' a)
( y=${x//a/aaaaaaaa}; echo "${#y}" ); echo "status $?"
( z="${x^^}${x,,}${x@Q}${x}"; echo "${#z}" ); echo "status $?"
( set -- "$x" "$x" "$x" "$x" "$x"; w="$*$*$*"; echo "${#w}" ); echo "status $?"
( a=("$x" "$x" "$x"); v="${a[*]}${a[@]}"; echo "${#v}" ); echo "status $?"
( u=${x//?/ab}; echo "${#u}" ); echo "status $?"
echo done
