# hostile: select, coproc-like and other rarely used constructs with no input
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
select x in a b c; do echo "$x"; break; done </dev/null
select y in; do break; done </dev/null | cat
PS3=$(head -c 1000000 /dev/zero | tr '\0' p)
select z in a; do break; done </dev/null 2>/dev/null &
wait
read -r -p "prompt" q </dev/null
read -r -s -t 0 q
read -r -e q </dev/null
time (sleep 0)
time
echo $(( $(printf '%d' "'x") ))
echo "$BASH_VERSION $SHLVL $RANDOM $SECONDS $LINENO $BASHPID $EPOCHREALTIME" | wc -w
echo "${FUNCNAME[@]} ${BASH_SOURCE[@]} ${BASH_LINENO[@]} ${PIPESTATUS[@]} ${DIRSTACK[@]}" | wc -w
echo done
