# hostile: tar of files at the size limit, and a header claiming an 8 GiB file
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 15000000 /dev/zero > z
tar cf t.tar z z z
tar xf t.tar -O | wc -c
rm t.tar
echo hi > small
tar cf s.tar small
# The header with its size field (offset 124, 12 bytes) set to 8 GiB and
# its checksum made again; no data follows.
{ head -c 124 s.tar; printf '77777777777\0'; tail -c +137 s.tar | head -c 12; printf '        '; tail -c +157 s.tar | head -c 356; } > h
sum=$(od -An -tu1 -v h | tr -s ' ' '\n' | awk '{ s += $1 } END { print s }')
{ head -c 148 h; printf '%06o\0 ' "$sum"; tail -c +157 h; } > bomb.tar
tar tvf bomb.tar
tar xf bomb.tar
tar xOf bomb.tar | wc -c
ls -l small
