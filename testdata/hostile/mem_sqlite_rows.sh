# hostile: sqlite3 filling tables (main, temp, a session file) with many rows of moderate blobs
# writes: 1
# want: database or disk is full
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "create table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) insert into t select randomblob(10000) from c;"
echo "main: $?"
sqlite3 :memory: "create temp table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) insert into t select randomblob(10000) from c;"
echo "temp: $?"
sqlite3 big.db "create table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) insert into t select zeroblob(10000) from c;"
echo "file: $?"
sqlite3 :memory: "pragma cache_size=-4000000; create table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) insert into t select randomblob(10000) from c; create index i on t(x);"
echo "cache: $?"
