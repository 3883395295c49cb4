# hostile: one endless line into sort
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | sort | wc -c
