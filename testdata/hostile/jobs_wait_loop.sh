# hostile: starting and waiting on jobs without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while :; do true & wait; done
