# hostile: a here-document and a here-string of a huge expansion
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 50000000 /dev/zero | tr '\0' a)
cat <<END | wc -c
$x$x$x$x
END
wc -c <<< "$x$x$x$x$x"
