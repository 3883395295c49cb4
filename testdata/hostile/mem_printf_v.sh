# hostile: printf -v with a huge width into a variable
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
printf -v v '%900000000s' x
echo "${#v}"
for i in 1 2 3 4; do printf -v "v$i" '%60000000s' x; done
echo done
