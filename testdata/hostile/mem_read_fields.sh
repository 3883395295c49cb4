# hostile: read of a line of many huge fields into many variables and into an array, repeated
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
line=$(head -c 30000000 /dev/zero | tr '\0' 'x')
for i in 1 2 3 4 5 6 7 8; do read -r a b c <<< "$line $line"; done
echo "${#a} ${#b}"
yes "$(head -c 1000000 /dev/zero | tr '\0' y)" | head -n 60 | tr '\n' ' ' | { read -r -a arr; echo "${#arr[@]}"; }
for i in $(seq 300); do read -r "r$i" <<< "${line:0:1000000}" || break; done
echo "$i"
