# hostile: names and paths past NAME_MAX and PATH_MAX, by mkdir, touch, ln, mv, tar
# writes: 1
# want: File name too long
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
n=$(printf 'n%.0s' $(seq 1 300))
touch "$n"; echo "touch $?"
mkdir "$n"; echo "mkdir $?"
ln -s x "$n"; echo "ln $?"
touch ok && mv ok "$n"; echo "mv $?"
long=$(printf 'x%.0s' $(seq 1 250))
p=/; for i in $(seq 1 20); do p="$p$long/"; mkdir -p "$p" || break; done
echo "levels $i"
tar cf /tmp/t.tar -C / "$long" 2>&1 | tail -1
mkdir /tmp/o && cd /tmp/o && tar xf /tmp/t.tar 2>&1 | tail -1
echo done
