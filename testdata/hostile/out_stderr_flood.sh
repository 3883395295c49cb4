# hostile: yes to stderr without end, and a long line to stdout
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 100000000 /dev/zero | tr '\0' a
yes >&2
