# hostile: grep with a huge before-context and -o on an endless line
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | grep -B 2000000000 nomatch
yes | tr -d "\n" | grep -o y | head -n 1
grep -E "$(printf 'a%.0s' $(seq 1 100000))" /dev/null
