# hostile: pwd defined as a function, unset, then asked for the host's directories
# writes: 1
# forbid: ${CWD}
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
pwd() { echo mine; }
pwd
unset -f pwd
PWD=/proc/self/cwd pwd -P
PWD=/proc/self/cwd pwd
cd /proc/self/cwd 2>/dev/null; pwd -P
cd -P /proc/self/cwd 2>/dev/null; pwd
OLDPWD=/proc/self/cwd cd - 2>/dev/null; pwd -P
echo "$PWD $OLDPWD"
echo done
