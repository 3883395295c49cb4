# hostile: substring and array offsets at the edges of int64
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=abcdef
a=(1 2 3)
set -- p q r
for e in 'x:0:-9999999999' 'x:9223372036854775807' 'x: -9223372036854775808' 'x:-9223372036854775808:9223372036854775807' 'x:1:-9223372036854775808' '@:9223372036854775807' '@: -9223372036854775808' '@:0:-1' 'a[@]:1:-1' 'a[@]: -9223372036854775808:1' 'a[-9223372036854775808]' 'a[9223372036854775807]' 'a[-4]' '#a[-9]' 'x:0:99999999999999999999' 'x:(1/0)' '!a[@]' 'x/#/}' 'x:$((2**62)):$((2**62))'; do
  eval "echo \"\${$e}\"" 2>/dev/null
  eval "echo \"\${$e}\"" 2>/dev/null | cat
  eval "echo \"\${$e}\"" 2>/dev/null &
  wait
  v=$(eval "echo \"\${$e}\"" 2>/dev/null)
done
b=()
b[-1]=x 2>/dev/null
echo "neg: $?"
shift 9223372036854775807 2>/dev/null
shift -1 2>/dev/null | cat
echo done
