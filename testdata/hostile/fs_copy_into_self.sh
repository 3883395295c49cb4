# hostile: copying and moving a directory into itself
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
mkdir -p d/e
echo x > d/e/f
cp -r d d/e
cp -r . d
mv d d/e
cp -r d/. d/e/
rsync -a d d 2>/dev/null
ls -R | wc -l
echo done
