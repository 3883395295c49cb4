# hostile: read of lines of huge fields into many variables and into arrays, from a file, repeated
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 4000000 /dev/zero | tr '\0' x)
printf '%s %s %s\n' "$x" "$x" "$x" > f
unset x
read -r -a arr < f; echo "${#arr[@]}"
for i in $(seq 40); do read -r "a$i" "b$i" "c$i" < f || break; done
echo "$i"
for i in $(seq 40); do read -r -a "arr$i" < f || break; done
echo "$i"
