# hostile: /proc/self: file descriptors, cwd, exe, environment, command line
# writes: 1
# forbid: ${HOSTDIR}|${CWD}|store\.db|${SECRET}|tsrun|\.test\b
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
ls -l /proc/self/fd/
for i in $(seq 0 30); do readlink /proc/self/fd/$i; cat /proc/self/fd/$i </dev/null | head -c 100; done 2>&1 | head -n 100
readlink /proc/self/exe /proc/self/cwd /proc/self/root
cat /proc/self/cmdline /proc/self/environ /proc/self/status /proc/self/maps /proc/self/mountinfo 2>&1 | head -c 2000
ls /proc /proc/1 2>&1 | head
cat /proc/$$/environ /proc/$PPID/cmdline 2>&1
cd /proc/self/cwd 2>&1 && ls
exec 3</proc/self/environ; cat <&3
echo done
