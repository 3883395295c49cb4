# hostile: sqlite3's zeroblob of 700 MB, made real by hex, replace and a table
# writes: 1
# want: string or blob too big
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "select length(zeroblob(700000000));"
echo "zeroblob: $?"
sqlite3 :memory: "select length(hex(zeroblob(40000000)));"
echo "hex: $?"
sqlite3 :memory: "select length(replace(zeroblob(60000000), x'00', 'ab'));"
echo "replace: $?"
sqlite3 :memory: "create table t(x); insert into t values (zeroblob(700000000));"
echo "insert: $?"
