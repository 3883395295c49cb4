# hostile: sort -u of a hundred million lines
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
seq 1 100000000 | sort -u | tail -n 1
