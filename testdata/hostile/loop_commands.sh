# hostile: endless loops inside awk, sed, jq, bc and sqlite3
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
awk 'BEGIN { while (1) ; }' &
echo x | sed ':a;ba' &
jq -n 'last(range(1e18))' &
echo 'while (1) { }' | bc &
sqlite3 :memory: "with recursive c(x) as (select 1 union all select x+1 from c) select count(*) from c;" &
wait
