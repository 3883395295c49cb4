# hostile: brace expansion of a hundred million words, and 2^28 words
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo {1..100000000} | wc -c
echo {a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b} | wc -c
echo {1..9223372036854775807..1000000000000} | wc -c
