# hostile: regular expressions and patterns nested a hundred thousand deep
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
o=$(head -c 100000 /dev/zero | tr '\0' '(')
c=$(head -c 100000 /dev/zero | tr '\0' ')')
echo a | grep -E "${o}a${c}"
echo "grep -E: $?"
echo a | grep "$(echo "$o" | sed 's/(/\\(/g')a"
echo "grep: $?"
echo a | sed -E "s/${o}a${c}/b/"
echo "sed: $?"
[[ a =~ ${o}a${c} ]]
echo "=~: $?"
shopt -s extglob
p=$(head -c 50000 /dev/zero | sed 's/\x00/+(/g')a$c
[[ a == $p ]]
echo "extglob: $?"
echo a | rg "${o}a${c}"
echo "rg: $?"
