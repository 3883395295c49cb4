# hostile: $$, $PPID, $BASHPID and $! must be the sandbox's
# writes: 1
# want: pid=1 ppid=0
# forbid: pid=${PID}\b|ppid=${PPID}\b
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo "pid=$$ ppid=$PPID"
( echo "sub pid=$$ ppid=$PPID" )
x=$(echo "subst pid=$$ ppid=$PPID"); echo "$x"
bash -c 'echo "bash pid=$$ ppid=$PPID"'
echo "$(( $$ + PPID ))" "$(( PPID ))"
sleep 0 & echo "bg=$!"
kill -0 $$ && echo "kill -0 works"
kill -9 $PPID
echo "after kill $?"
kill -STOP $$
echo "after stop"
echo done
