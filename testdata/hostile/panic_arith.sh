# hostile: arithmetic at the edges of int64, and errors, in every kind of goroutine
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for e in '1/0' '1%0' '-9223372036854775808/-1' '-9223372036854775808%-1' '2**-1' '2**63' '1<<64' '1<<-1' '08' '0x' '9223372036854775808' '99999999999999999999999' '2**9223372036854775807' 'x=1/0' '(((' '1?' '0?1' '~9223372036854775807' 'a[9223372036854775807]=1' 'a[-1]' '--1' '1+++1' '10#' '64#@' '65#1' '1#1' '0b101'; do
  echo "$e: $(( $e ))" 2>/dev/null
  ( echo $(( $e )) ) 2>/dev/null | cat
  ( echo $(( $e )) ) 2>/dev/null &
  wait
  v=$( { (( $e )); } 2>/dev/null; echo $?)
  { let "$e"; } 2>/dev/null
done
echo done
