# hostile: xargs running a command for every line of an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | xargs -n 1 true
