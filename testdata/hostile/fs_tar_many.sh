# hostile: a tar of twelve thousand entries extracted again and again
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
mkdir src
for i in $(seq 1 5000); do : > "src/$i"; done
tar cf t.tar src
for i in 1 2 3 4 5; do mkdir "x$i" && tar xf t.tar -C "x$i"; done
ls | wc -l
