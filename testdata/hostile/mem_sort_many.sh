# hostile: sort -n, -r and -k of endless short lines
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes 1 | sort -n | head -n 1
yes 'a b' | sort -k2 -r | head -n 1
