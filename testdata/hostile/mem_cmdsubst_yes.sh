# hostile: a command substitution of an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(yes)
echo "${#x}"
