# hostile: the script exits with changing calls in background jobs that the server did, their answers not read yet
# writes: 4
# flags: --max-calls 10000
for i in 1 2 3 4; do tools github create-issue repo=acme/api title=corpus-write-$i >/dev/null & done
until [ "$(tools github list-issues repo=acme/api limit=100 | jq '[.[] | select(.title | startswith("corpus-write"))] | length')" = 4 ]; do :; done
exit 3
