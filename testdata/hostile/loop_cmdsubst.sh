# hostile: an endless loop inside a command substitution
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(while :; do :; done)
