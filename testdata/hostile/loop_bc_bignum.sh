# hostile: bc computations that take long inside one step: a huge power, a huge scale, squaring without end, the math library at a huge scale
# writes: 1
# want: exponent too large in raise
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo '2^2000000000' | bc | wc -c
echo 'scale=2000000000; 1/3' | bc | wc -c
echo 'a=7; while (1) a=a*a' | bc
echo 'scale=99000; sqrt(2)' | bc | wc -c
echo 'scale=20000; e(1)' | bc -l | wc -c
echo '3^4000000' | bc | wc -c
echo '9^99999' | bc | wc -c
echo 'scale=20000; a(1)' | bc -l | wc -c
