# hostile: changing calls in background jobs, done by the server, when a later call stops the script before their answers are read
# writes: 5
# flags: --max-calls 10000
# want: needs_approval
# forbid: not reached
for i in 1 2 3 4 5; do tools github create-issue repo=acme/api title=corpus-write-$i >/dev/null & done
until [ "$(tools github list-issues repo=acme/api limit=100 | jq '[.[] | select(.title | startswith("corpus-write"))] | length')" = 5 ]; do :; done
b=chi; tools github delete-branch repo=acme/api branch=$b-router
echo not reached
