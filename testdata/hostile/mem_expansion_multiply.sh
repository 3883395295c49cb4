# hostile: expansions that multiply a value inside one step: replacement by itself, concatenation, splitting
# writes: 1
# want: too large
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 1000000 /dev/zero | tr '\0' a)
( y=${x//a/$x}; echo "replace: ${#y}" )
echo "status $?"
big=$(head -c 60000000 /dev/zero | tr '\0' a)
( y="$big$big$big$big$big$big$big$big$big$big$big$big"; echo "concat: ${#y}" )
echo "status $?"
( set -- $big $big $big $big $big $big; echo "args: $#" )
echo "status $?"
sp=$(yes a | head -c 40000000 | tr '\n' ' ')
( a=($sp); echo "split: ${#a[@]}" )
echo "status $?"
( printf '%s\n' {1..16000}"$x" | wc -c )
echo "status $?"
( y=${big^^}; z=${big@Q}; echo "case: ${#y} ${#z}" )
echo "status $?"
( s=${big:1:5}; echo "slice: $s" )
echo "done"
