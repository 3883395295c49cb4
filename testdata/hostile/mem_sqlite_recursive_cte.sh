# hostile: sqlite3's recursive CTEs doubling a string and keeping endless distinct rows
# writes: 1
# want: string or blob too big|out of memory
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "with recursive c(n, s) as (select 1, 'x' union all select n+1, s||s from c where n < 40) select n, length(s) from c order by n desc limit 1;"
echo "doubling: $?"
sqlite3 :memory: "with recursive c(x, b) as (select 1, randomblob(1000) union select x+1, randomblob(1000) from c) select count(*) from c;"
echo "distinct: $?"
