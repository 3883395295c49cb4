# hostile: tool calls in background jobs while the script is stopped by memory
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in 1 2 3 4 5; do tools github create-issue repo=acme/api title="bg-$i" >/dev/null & done
x=$(yes)
