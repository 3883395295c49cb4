# hostile: bc and expr with huge numbers
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo '2^2000000000' | bc | wc -c
echo 'scale=2000000000; 1/3' | bc | wc -c
echo 'a=2; while (1) a=a*a' | bc
expr 99999999999999999999999999999 \* 99999999999999999999999999999 | wc -c
