# hostile: a file grown without end
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes > f
ls -l f
