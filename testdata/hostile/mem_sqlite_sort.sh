# hostile: sqlite3 sorting, grouping and keeping distinct an endless stream of 1 KB blobs
# writes: 1
# want: out of memory
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c) select x from c order by randomblob(1000) limit 1 offset 100000000;"
echo "order by: $?"
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c) select count(*) from (select distinct randomblob(1000) from c);"
echo "distinct: $?"
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c) select count(*) from (select randomblob(1000) b from c group by b);"
echo "group by: $?"
