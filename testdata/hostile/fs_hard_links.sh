# hostile: ten thousand hard links to a file at the size limit
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 15000000 /dev/zero > f
for i in $(seq 1 12000); do ln f "l$i"; done
ls | wc -l
