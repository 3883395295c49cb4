# hostile: directories nested twenty thousand deep, walked by every walker
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
p=$(yes a | head -n 20000 | tr '\n' /)
mkdir -p "$p"
echo "mkdir: $?"
find . | wc -l
ls -R | wc -l
du -s . | wc -l
tree | tail -n 1
grep -r x . | wc -l
tar cf t.tar a
cp -r a b
rm -rf a b
ls
