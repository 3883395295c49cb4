# hostile: read -d '' and read -N of an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | { read -r -d '' x; echo "${#x}"; }
yes | { read -r -N 2000000000 y; echo "${#y}"; }
