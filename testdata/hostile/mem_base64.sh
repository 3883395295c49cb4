# hostile: base64 of a large stream into a variable, and -d of garbage
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 60000000 /dev/zero | base64 -w0)
echo "${#x}"
yes | tr -d "\n" | base64 -d | wc -c
