# hostile: stat -c and find -printf with huge widths
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
touch f
stat -c '%999999999n' f f f f f f | wc -c
find . -printf '%999999999p\n' | wc -c
