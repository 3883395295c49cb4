# hostile: recursion through subshells and pipelines
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
f() { (f); }
f
g() { g | cat; }
g
