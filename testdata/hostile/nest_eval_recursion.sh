# hostile: recursion through eval and bash -c
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
f() { eval f; }
f
echo 'bash -c "$0"' > b
bash -c "$(cat b)"
