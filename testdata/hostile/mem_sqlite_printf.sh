# hostile: sqlite3's printf asked for a 999,999,999-character precision and width
# writes: 1
# want: string or blob too big
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "select length(printf('%.*c', 999999999, 'x'));"
echo "precision: $?"
sqlite3 :memory: "select length(printf('%999999999d', 1));"
echo "width: $?"
sqlite3 :memory: "select length(format('%.*c%.*c', 40000000, 'x', 40000000, 'y'));"
echo "format: $?"
