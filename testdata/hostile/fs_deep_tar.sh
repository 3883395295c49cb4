# hostile: an archive of a tree at the depth limit, extracted further down
# writes: 1
# want: depth limit reached \(256 directory levels\)
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
cd /
p=$(printf 'd/%.0s' $(seq 1 250))
mkdir -p "$p" && echo x > "$p/f"
tar cf /t.tar d
mkdir -p "/x/$(printf 'e/%.0s' $(seq 1 10))"
cd "/x/$(printf 'e/%.0s' $(seq 1 10))"
tar xf /t.tar
echo "tar $?"
