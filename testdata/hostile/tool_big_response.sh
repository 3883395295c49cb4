# hostile: issues with large bodies listed in one response
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 4000000 /dev/zero | tr '\0' a)
for i in 1 2 3 4 5 6; do tools github create-issue repo=acme/docs title="big-$i" body="$x" | jq -r .number; done
tools github list-issues repo=acme/docs limit=100 | wc -c
tools github search-issues query=big 2>&1 | wc -c
echo done
