# hostile: ~user, the interpreter's temporary directory and process substitution
# writes: 1
# forbid: (^|\s)/root(\s|/|$)|${HOSTDIR}|root:x:0
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
echo ~root ~nobody ~daemon
cd ~root 2>&1
cat <(echo a) <(echo b)
eval 'echo >(cat)' 2>&1
ls /dev/null/tis-no-tmp 2>&1
cat /dev/null/tis-no-tmp/sh-interp-1 2>&1
ls /tmp /var/tmp 2>&1
cat /dev/tcp/127.0.0.1/22 2>&1
echo hi > /dev/tcp/127.0.0.1/80 2>&1
echo done
