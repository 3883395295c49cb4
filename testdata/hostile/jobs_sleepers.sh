# hostile: background sleepers started without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while :; do sleep 100 & done
