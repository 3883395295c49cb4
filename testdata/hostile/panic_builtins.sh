# hostile: builtins given arguments out of range, in every kind of goroutine
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for code in 'shift 9999999999' 'shift -1' 'read -n -1 x' 'read -N -5 x' 'read -t -1 x' 'read -t 99999999999999999999 x' 'mapfile -n -1 m' 'mapfile -s -1 m' 'mapfile -O -1 m' 'getopts "" x' 'getopts ":::" x -a' 'return 99999999999' 'break 0' 'continue -1' 'break 9999999999' 'wait -n' 'wait %1' 'wait 99999' 'kill %1' 'kill -99999 1' 'jobs %99' 'fg' 'bg' 'disown' 'trap x 99999' 'trap -- "" SIGFOO' 'ulimit -v 1' 'umask 9999' 'umask -S 0' 'cd ""' 'cd -' 'pushd /' 'popd' 'dirs' 'hash' 'hash -t ls' 'enable -n type' 'shopt -s nonsense' 'set -o nonsense' 'exit 999999999999' 'alias a=b' 'compgen -c' 'caller 99' 'let ""' 'declare -i q=q' 'printf "%q" ""' 'times' 'suspend' 'logout' 'exec' 'exec -a' 'command' 'builtin' 'source' '.' 'eval' 'type' 'set -- $(seq 1 100000); shift 100001' 'declare -A A; A[]=1' 'declare -a I; I[x]=1' 'history' 'fc -l' 'bind' 'help' 'complete'; do
  eval "$code" </dev/null >/dev/null 2>&1
  eval "$code" </dev/null 2>&1 | cat >/dev/null
  ( eval "$code" </dev/null >/dev/null 2>&1 ) &
  wait
  v=$(eval "$code" </dev/null 2>&1)
done
echo done
