# hostile: more calls than the script may make, from the main script and from jobs
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in $(seq 1 30); do tools github create-issue repo=acme/api title="flood-$i" >/dev/null & done
for i in $(seq 1 100); do tools github get-issue repo=acme/api number=1 >/dev/null; done
wait
