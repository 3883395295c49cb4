# hostile: arithmetic that takes a long time in one expansion
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo $(( 3 ** 9223372036854775807 ))
echo $(( 2 ** 4611686018427387904 ))
echo done
