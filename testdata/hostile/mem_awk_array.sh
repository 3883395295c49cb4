# hostile: awk fills an array without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
awk 'BEGIN { while (1) a[i++] = i "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }'
