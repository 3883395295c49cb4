# hostile: nested bash -c, sh -c and bash on stdin asking about the host
# writes: 1
# forbid: /(usr/)?s?bin/(passwd|sudo)\b|root:x:0|${CWD}
# want: nested pid=1 ppid=0
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
bash -c 'type -P passwd; command -v passwd; PWD=/proc/self/cwd pwd -P; echo "nested pid=$$ ppid=$PPID"'
sh -c 'type -P sudo; . /etc/passwd'
bash -c 'bash -c "type -P passwd; builtin pwd -P"'
echo 'type -P passwd; command -V passwd' | bash
bash <<< 'builtin type -P passwd'
bash -s <<< 'source /etc/passwd'
echo 'type -P passwd' > s.sh
bash s.sh
echo done
