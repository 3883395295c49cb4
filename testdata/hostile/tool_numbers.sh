# hostile: integers the schema's type cannot hold
# writes: 1
# want: invalid_input
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for n in 1e400 9223372036854775808 -9223372036854775809 18446744073709551616 1.5 1e18 -0 0x10 99999999999999999999999999999999999999 1e-400 NaN Infinity; do
  tools github get-issue repo=acme/api number="$n" 2>&1 | head -c 200; echo " [$n: $?]"
  echo "{\"repo\":\"acme/api\",\"number\":$n}" | tools github get-issue 2>&1 | head -c 200; echo " [stdin $n: $?]"
done
tools github list-issues repo=acme/api limit=1e400 2>&1 | head -c 200
echo done
