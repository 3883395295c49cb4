# hostile: yq and sqlite3 asked to build huge values
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yq -n '"x" * 1000000000 | length'
sqlite3 :memory: "select length(zeroblob(2000000000));"
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c) select count(*) from c;"
sqlite3 :memory: "select length(printf('%.*c', 2000000000, 'x'));"
