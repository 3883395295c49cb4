# hostile: an endless loop in the EXIT trap
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
trap 'while :; do :; done' EXIT
exit 0
