# hostile: depth through symbolic links: a link to its own directory, chains of links to deep trees
# writes: 1
# want: (Too many levels of symbolic links|limit of 256 directory levels reached)
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
cd /
ln -s . self
mkdir -p "$(printf 'self/%.0s' $(seq 1 1000))x"
echo "self $?"
p=$(printf 'd/%.0s' $(seq 1 250))
mkdir -p "$p"
ln -s "/$p" deep
for i in $(seq 1 20); do mkdir -p "deep/$(printf 'e/%.0s' $(seq 1 $i))" || break; done
echo "deep $i"
ls -R / | wc -l
