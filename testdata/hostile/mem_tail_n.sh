# hostile: one endless line into tail -n 1
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | tail -n 1 | wc -c
