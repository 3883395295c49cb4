# hostile: an arithmetic for loop and [[ ]] loops with no simple command
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for ((;;)); do [[ 1 ]]; done
