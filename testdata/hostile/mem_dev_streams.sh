# hostile: endless device streams into variables and files
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(cat /dev/zero)
echo "${#x}"
y=$(head -c 3000000000 /dev/urandom | od -An | tr -d ' \n')
echo "${#y}"
cat /dev/zero > f
ls -l f | awk '{print $5}'
