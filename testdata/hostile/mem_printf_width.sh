# hostile: printf with huge widths, repeated
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in 1 2 3 4 5 6 7 8; do printf "%999999999d" 1; done | wc -c
printf '%*s' 2000000000 x | wc -c
printf '%.*f' 2000000000 1 | wc -c
x=$(printf '%0999999999d' 0)
echo "${#x}"
