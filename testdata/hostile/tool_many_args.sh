# hostile: a hundred thousand key=value pairs and flags in one call
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
tools github create-issue repo=acme/api title=many $(seq -f 'k%g=v' 1 100000)
echo "status $?"
tools github create-issue repo=acme/api title=many $(seq -f '--f%g' 1 100000) | head -c 300
echo "status $?"
tools github get-issue $(seq 1 100000) | head -c 300
echo "status $?"
