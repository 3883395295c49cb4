# hostile: arrays from huge word lists and sparse huge indices
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
a[9223372036854775807]=1
a[100000000]=2
echo "${#a[@]} ${!a[@]}"
b=($(seq 1 3000000))
echo "${#b[@]}"
c=("${b[@]}" "${b[@]}" "${b[@]}" "${b[@]}")
echo "${#c[@]}"
