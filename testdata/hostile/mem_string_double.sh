# hostile: a string doubled in a loop
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
s=x
while :; do s=$s$s; done
