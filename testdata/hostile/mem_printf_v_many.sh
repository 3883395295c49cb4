# hostile: printf -v into thousands of variables, each of a huge width, and into array elements
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in $(seq 3000); do printf -v "v$i" '%999999d' 1 || break; done
echo "$i"
for i in $(seq 3000); do printf -v "a[$i]" '%999999s' x || break; done
echo "${#a[@]}"
