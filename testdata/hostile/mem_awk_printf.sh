# hostile: awk printf and sprintf with huge widths
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
awk 'BEGIN { for (i = 0; i < 10; i++) printf "%999999999d", 1 }' | wc -c
awk 'BEGIN { s = sprintf("%*d", 2000000000, 1); print length(s) }'
