# hostile: symbolic link loops followed by every command that follows links
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
ln -s a b; ln -s b a
ln -s . self; ln -s .. up
mkdir d; ln -s ../d d/back
cat a
ls -L a
ls -RL . | wc -l
find -L . | wc -l
du -L -s . | wc -l
cp -rL . ../copy
tar -chf t.tar .
realpath a
readlink -f a
cd a
[ -e a ]; echo "test: $?"
grep -r x . | wc -l
tree -l | tail -n 1
echo self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/x
cat self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/self/x
echo done
