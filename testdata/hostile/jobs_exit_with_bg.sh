# hostile: the script exits while its background jobs run and write
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes > /dev/null &
while :; do echo x >> f; done &
sleep 100 &
( while :; do :; done ) &
exit 0
