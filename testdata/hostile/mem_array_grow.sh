# hostile: an array grown without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
a=()
while :; do a+=("$RANDOM$RANDOM$RANDOM$RANDOM$RANDOM$RANDOM"); done
