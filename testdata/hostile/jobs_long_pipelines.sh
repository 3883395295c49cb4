# hostile: many long pipelines at once
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
p=yes
for i in $(seq 1 900); do p="$p | cat"; done
for i in $(seq 1 20); do eval "$p | head -c 1 > /dev/null" & done
wait
echo done
