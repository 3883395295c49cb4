# hostile: ways to run a host program: exec, paths, env, xargs, find -exec, awk, sed, sqlite3 (HOSTRAN is printed only where the host's /etc/passwd is seen)
# writes: 1
# forbid: root:x:0|HOSTRAN
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
/bin/sh -c '[ -e /etc/passwd ] && echo HOSTRAN; cat /etc/passwd'
/usr/bin/env sh -c '[ -e /etc/passwd ] && echo HOSTRAN'
env -i /bin/sh -c '[ -e /etc/passwd ] && echo HOSTRAN'
command -p sh -c 'cat /etc/passwd'
PATH=/usr/sbin:/sbin:/usr/bin:/bin passwd 2>&1
echo x | xargs /bin/cat /etc/passwd
find . -maxdepth 0 -exec /bin/cat /etc/passwd \;
awk 'BEGIN { system("cat /etc/passwd"); "cat /etc/passwd" | getline l; print l }'
echo x | sed 'e cat /etc/passwd'
echo x | sed 'w /etc/tis-hostile-written'
sqlite3 :memory: ".shell cat /etc/passwd" ".system cat /etc/passwd" 2>&1
timeout 1 /bin/cat /etc/passwd
exec -a x /bin/sh -c '[ -e /etc/passwd ] && echo HOSTRAN'
