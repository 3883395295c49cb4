# hostile: loops with no simple command in them
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
while ((1)); do ((1)); done
