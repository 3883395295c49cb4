# hostile: awk doubles a string without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
awk 'BEGIN { s = "x"; while (1) s = s s }'
