# hostile: one endless line into uniq -c
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | uniq -c
