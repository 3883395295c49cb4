# hostile: sqlite3's .import with negative and huge --skip counts (it panicked once)
# writes: 1
# want: not a number of lines: "-1"
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
printf 'a,b\n1,2\n' > c.csv
for n in -1 -9223372036854775808 99999999999999999999 x 5; do
  sqlite3 :memory: ".mode csv" ".import --skip $n c.csv t" "select count(*) from t"
  echo "skip $n: $?"
done
