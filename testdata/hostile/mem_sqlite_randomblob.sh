# hostile: sqlite3's randomblob of 700 MB, stored, concatenated and in several columns of one row
# writes: 1
# want: string or blob too big
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "select length(randomblob(700000000));"
echo "randomblob: $?"
sqlite3 :memory: "create table t(x); insert into t values (randomblob(700000000));"
echo "insert: $?"
sqlite3 :memory: "select length(randomblob(35000000) || randomblob(35000000));"
echo "concat: $?"
sqlite3 :memory: "select length(randomblob(20000000)), length(randomblob(20000000)), length(randomblob(20000000));"
echo "columns: $?"
