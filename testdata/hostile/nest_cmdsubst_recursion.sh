# hostile: recursion through command substitution
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
f() { echo "$(f)"; }
f
