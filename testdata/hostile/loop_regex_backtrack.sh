# hostile: back-references that backtrack exponentially
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
s=$(printf 'a%.0s' $(seq 1 40))
echo "${s}b" | grep '\(a*\)*\1c'
echo "${s}b" | sed -n 's/\(a*\)*\(a*\)*\1\2c/x/p'
echo "${s}b" | grep -E '(a|aa)+\1c'
echo "${s}b" | awk '/(a|aa)*c/'
[[ ${s}b =~ (a*)*c ]]
echo done
