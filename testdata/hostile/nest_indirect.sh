# hostile: namerefs and indirect expansions in cycles
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
declare -n n1=n2
declare -n n2=n1
echo "$n1"
n1=x
echo "nameref cycle: $?"
declare -n self=self
self=1
echo "self: $?"
p=q; q=p
echo "${!p} ${!q}"
r='!r'
echo "${!r}"
echo done
