# hostile: sqlite3's dot commands and options given negative, huge and odd numbers
# writes: 1
# want: not a column width
# want: not a whole number from 0
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
printf 'a,b\n1,2\n' > c.csv
printf 'select 1;\n.read s.sql\n' > s.sql
for n in -1 0 -9223372036854775808 9223372036854775807 99999999999999999999 1e9 0x7fffffff x '' 1000000000; do
  sqlite3 :memory: "create table t(a, b)" ".mode column" ".width $n -$n" "select 1, 2" \
    ".limit length $n" ".limit sql_length $n" ".limit column $n" ".limit attached $n" ".limit vdbe $n" ".limit $n" \
    ".timeout $n" ".headers $n" ".bail $n" ".echo $n" ".mode column --wrap $n" ".mode list --wordwrap $n" \
    ".import --skip $n c.csv t" ".mode csv" ".import --csv --skip $n c.csv t" ".separator $n $n" ".nullvalue $n" \
    ".print $n" ".dump $n" ".tables $n" ".schema $n" ".indexes $n" ".output $n" ".once $n" ".shell echo $n" \
    ".system echo $n" ".open $n" ".load $n" "select length(randomblob(1000))" ".exit $n" > /dev/null
  echo "$n: $?"
done
sqlite3 :memory: ".read s.sql" | head -c 100
echo "read: $?"
sqlite3 :memory: ".limit length 100" "select length(printf('%.200c', 'x'))"
echo "lowered: $?"
sqlite3 :memory: ".limit length 9999999999" ".limit length"
echo "raised: $?"
