# hostile: redirections to huge, closed and dynamic file descriptors
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo a >&999999999
echo b >&9223372036854775807 | cat
exec 3>&-
echo c >&3
echo d 2>&- | cat
exec {fd}>f
echo "fd: $fd"
echo e >&"$fd"
exec {fd}>&-
cat <&9 &
wait
exec 1000000>/dev/null
exec 10>f 11<f 12<>f
echo f >&10 | cat
read -r l <&11
read -u 99 l
mapfile -u 99 m
cat <&- | cat
exec 0<&-
read -r l
exec 2>&-
echo g >&2
echo done
