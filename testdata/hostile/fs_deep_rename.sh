# hostile: two trees each within the depth limit, one moved into the deepest level of the other
# writes: 1
# want: limit of 256 directory levels reached
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
cd /
a=$(printf 'a/%.0s' $(seq 1 200)); b=$(printf 'b/%.0s' $(seq 1 200))
mkdir -p "$a" "$b"
mv b "$a"
echo "mv $?"
cp -r b "$a" 2>&1 | tail -1
echo "cp ${PIPESTATUS[0]}"
