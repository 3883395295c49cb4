# hostile: busy loops in background jobs, the main script waiting
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while :; do :; done &
while :; do x=$((x+1)); done &
yes > /dev/null &
wait
