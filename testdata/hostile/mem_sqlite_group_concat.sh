# hostile: sqlite3's group_concat, string_agg and json_group_array of 200,000 rows of 1 KB
# writes: 1
# want: string or blob too big
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) select length(group_concat(printf('%.1000c', 'x'))) from c;"
echo "group_concat: $?"
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) select length(string_agg(hex(randomblob(500)), ',')) from c;"
echo "string_agg: $?"
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c where x < 200000) select length(json_group_array(printf('%.1000c', 'y'))) from c;"
echo "json_group_array: $?"
