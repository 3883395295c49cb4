# hostile: files that together pass the session's bound
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in $(seq 1 10); do head -c 15000000 /dev/zero > "f$i"; done
ls | wc -l
