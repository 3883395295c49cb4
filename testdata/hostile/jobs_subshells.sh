# hostile: a hundred thousand background subshells, then wait
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in $(seq 1 100000); do (sleep 5) & done
wait
