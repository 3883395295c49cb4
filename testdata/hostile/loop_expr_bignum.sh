# hostile: expr on numbers of millions of digits: multiplication, division, and a loop that squares
# writes: 1
# want: number too large: more than 100000 digits
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
n=$(head -c 8000000 /dev/zero | tr '\0' 9)
expr "$n" \* "$n" | wc -c
expr "$n" / 7 | wc -c
expr "$n" % 7
expr "$n" + 1 | wc -c
x=99999999999; for i in $(seq 30); do x=$(expr $x \* $x) || break; done; echo "${#x}"
