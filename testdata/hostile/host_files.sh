# hostile: host files reached through paths, tests, globs, redirections and commands
# writes: 1
# forbid: root:x:0|HOSTFILE|${HOSTDIR}
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
cat /etc/passwd /etc/hostname /etc/os-release /etc/shadow 2>&1
ls / /usr/bin /etc 2>&1 | head -n 20
[ -e /usr/bin/passwd ] && echo HOSTFILE
[ -x /bin/sh ] && echo HOSTFILE
[[ -f /etc/passwd ]] && echo HOSTFILE
test -d /usr/lib && echo HOSTFILE
echo /usr/bin/pass* /etc/pass* /bin/s?
stat /etc/shadow 2>&1
find / -maxdepth 2 2>&1 | head -n 20
exec 3</etc/passwd; read -r l <&3; echo "read: $l"
read -r l < /etc/passwd; echo "read: $l"
mapfile -t m < /etc/passwd; echo "mapfile: ${m[0]}"
grep root /etc/passwd
awk '{ print }' /etc/passwd
sed -n p /etc/passwd
jq -R . /etc/passwd
jq -n --rawfile x /etc/passwd '$x'
sqlite3 :memory: ".read /etc/passwd" 2>&1 | head -n 2
sqlite3 :memory: "select readfile('/etc/passwd');" 2>&1 | head -n 2
tar cf t.tar /etc/passwd 2>&1
cp /etc/passwd . 2>&1; ln -s /etc/passwd p; cat p 2>&1
cd /; cd ..; ls
echo done
