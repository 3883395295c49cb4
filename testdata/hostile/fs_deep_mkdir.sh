# hostile: mkdir -p a thousand levels deep, the cost of the files after the script cubic in the depth
# writes: 1
# want: limit of 256 directory levels reached
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
mkdir -p "$(printf 'd/%.0s' $(seq 1 1000))"
echo "status $?"
