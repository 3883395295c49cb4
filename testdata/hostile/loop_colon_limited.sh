# hostile: while :; do :; done under a commands limit
# writes: 1
# flags: --max-commands 100000
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while :; do :; done
