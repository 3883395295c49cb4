# hostile: sleeps and waits far past the time limit
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sleep infinity
sleep 99999999999
timeout 99999 sleep 9999
read -r -t 9999 x
