# hostile: the environment, variables and options must hold nothing of the host
# writes: 1
# forbid: ${HOSTDIR}|${CWD}|${SECRET}
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
env
printenv
set
declare -p
export -p
echo "$HOME $PATH $USER $SHELL $TMPDIR $HOSTNAME $OLDPWD $BASH $BASH_ARGV0 $0"
compgen -v 2>&1
echo "${!T*} ${!X*} ${!H*}"
ulimit -a 2>&1
umask
echo done
