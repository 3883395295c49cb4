# hostile: unset '' (and other empty names) in every kind of goroutine
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
unset ''
unset '' | cat
x=$(unset ''; echo after)
echo "subst: $x"
( unset '' ) &
wait
unset -v '' | cat
unset -f '' &
wait
unset -n '' | cat
e=
unset "$e" "$e" | cat
unset 'a[' 'a]' '1x' '=' | cat
echo done
