# hostile: a function that pipes into itself
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
f() { f | f; }
f
