# hostile: help and search with huge and odd words
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
tools search $(seq 1 100000) | wc -c
tools search "$(head -c 5000000 /dev/zero | tr '\0' a)" | wc -c
tools "$(head -c 1000000 /dev/zero | tr '\0' a)" --help 2>&1 | wc -c
tools github "$(head -c 1000000 /dev/zero | tr '\0' a)" 2>&1 | wc -c
tools '' '' 2>&1 | wc -c
tools ../../etc/passwd --help 2>&1 | head -c 300
echo done
