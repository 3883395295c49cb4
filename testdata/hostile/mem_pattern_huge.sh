# hostile: patterns built from large values in [[ ]], case, ${x#...}, ${x/...} and =~
# writes: 1
# want: pattern too large
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
q=$(head -c 4000000 /dev/zero | tr '\0' '?')
x=b
( [[ $x == $q ]]; echo "[[ == ]]: $?" ); echo "status $?"
( case $x in $q) echo match ;; *) echo "case: no match" ;; esac ); echo "status $?"
( echo "#: ${x#$q} %: ${x%%$q}" ); echo "status $?"
( echo "/: ${x//$q/y}" ); echo "status $?"
d=$(head -c 4000000 /dev/zero | tr '\0' '.')
( [[ $x =~ $d ]]; echo "=~: $?" ); echo "status $?"
( echo "^^: ${x^^$q}" ); echo "status $?"
( echo $q ); echo "status $?"
shopt -s extglob
p=$(head -c 5000 /dev/zero | sed 's/\x00/@(/g')x$(head -c 5000 /dev/zero | tr '\0' ')')
( [[ $x == $p ]]; echo "extglob: $?" ); echo "status $?"
echo done
