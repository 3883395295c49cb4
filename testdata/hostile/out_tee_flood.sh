# hostile: output duplicated to both streams by tee, from background jobs
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tee /dev/stderr &
yes no &
wait
