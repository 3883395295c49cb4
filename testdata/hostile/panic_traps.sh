# hostile: traps that fail, recurse, loop over signals and run in jobs
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
trap 'echo $(( 1/0 ))' ERR
false
trap 'false' ERR
false
trap - ERR
trap 'trap "echo inner" EXIT; exit 4' EXIT
( trap 'echo sub-exit; exit 5' EXIT; exit 1 ) &
wait
( trap 'unset ""; declare -n q=""' EXIT; true ) | cat
trap 'kill $$' USR1
kill -USR1 $$
trap 'echo debug' DEBUG
trap 'echo return' RETURN
f() { :; }
f
trap - DEBUG RETURN
x=$(trap 'echo in-subst' EXIT; echo out)
echo "$x"
trap 'echo end' EXIT
set -e
false
