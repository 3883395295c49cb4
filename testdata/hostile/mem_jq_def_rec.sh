# hostile: jq recursion that builds ever deeper arrays
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
jq -n 'def f: [f]; f'
