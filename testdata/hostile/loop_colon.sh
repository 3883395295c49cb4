# hostile: while :; do :; done with no commands limit
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while :; do :; done
