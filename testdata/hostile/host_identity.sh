# hostile: identity commands must answer with the sandbox's identity
# writes: 1
# want: agent
# want: sandbox
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
uname -a
hostname
whoami
id
nproc
echo "$HOSTNAME $UID $EUID"
hostname evil 2>&1
echo done
