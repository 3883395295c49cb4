# hostile: a tree at the depth limit filled to the file limit, for the work after the script
# writes: 1
# want: made 9000
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
cd /
p=$(printf 'd/%.0s' $(seq 1 250))
mkdir -p "$p"
cd "/$p"
for i in $(seq 1 9000); do : > "f$i"; done
echo "made $(ls | wc -l)"
