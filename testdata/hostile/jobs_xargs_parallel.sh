# hostile: xargs -P 0 and find -exec starting many commands
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
seq 1 100000 | xargs -P 0 -n 1 sleep
seq 1 100000 | xargs -P 100000 -I{} sh -c 'sleep 5'
