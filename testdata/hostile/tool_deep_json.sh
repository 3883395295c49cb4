# hostile: deeply nested JSON given to a tool call, as an argument and on stdin
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
d=$(head -c 100000 /dev/zero | tr '\0' '[')
tools github create-issue repo=acme/api title=deep labels="$d" 2>&1 | head -c 300; echo " [$?]"
e=$(head -c 100000 /dev/zero | tr '\0' '[')$(head -c 100000 /dev/zero | tr '\0' ']')
tools github create-issue repo=acme/api title=deep labels="$e" 2>&1 | head -c 300; echo " [$?]"
echo "{\"repo\":\"acme/api\",\"title\":\"deep\",\"labels\":$e}" | tools github create-issue 2>&1 | head -c 300; echo " [$?]"
o=$(yes '{"a":' | head -n 50000 | tr -d '\n')1$(yes '}' | head -n 50000 | tr -d '\n')
echo "{\"repo\":\"acme/api\",\"title\":\"deep\",\"x\":$o}" | tools github create-issue 2>&1 | head -c 300; echo " [$?]"
echo done
