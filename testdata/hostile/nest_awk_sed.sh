# hostile: awk, sed and bc programs nested a hundred thousand deep
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
o=$(head -c 100000 /dev/zero | tr '\0' '(')
c=$(head -c 100000 /dev/zero | tr '\0' ')')
awk "BEGIN { print ${o}1${c} }"
echo "awk: $?"
b=$(head -c 100000 /dev/zero | tr '\0' '{')
echo x | sed -e "$b"
echo "sed: $?"
echo "${o}1${c}" | bc
echo "bc: $?"
awk 'function f(n) { return f(n + 1) } BEGIN { f(0) }'
echo "awk recursion: $?"
