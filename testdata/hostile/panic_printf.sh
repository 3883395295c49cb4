# hostile: printf with malformed and extreme formats, in every kind of goroutine
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for f in '%' '%*.*' '%ls' '%.-1f' '%2147483648d' '%-2147483648d' '%*d' '%.*d' '%b' '%c' '%(%s)T' '%(%s)T' '%q' '%n' '%hhd' '%llx' '%5$s' '%0$s' '%I64d' '%.9999999999f' '%e' '%a' '%g' '%x' '%o' '%u' '%i' '%G'; do
  for a in '' '\c' '99999999999999999999999' '-9223372036854775809' 'nan' 'inf' '-1' "'x" '0x' '1e999999' '9223372036854775807' '-2147483648'; do
    printf "$f\n" "$a" "$a" "$a" >/dev/null 2>&1
    printf "$f\n" "$a" 2>/dev/null | cat >/dev/null
    v=$(printf "$f" "$a" 2>/dev/null)
  done
done
printf '%(%s)T\n' 9223372036854775807
printf '%(%Y)T\n' -9223372036854775808
echo -e '\x00\0\c' | cat
echo -e '\u0000\U0010ffff\U7fffffff' | od -c | head -n 2
echo done
