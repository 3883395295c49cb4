# hostile: split and csplit into more files than the session holds
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | head -n 100000 | split -l 1 -a 5
ls | wc -l
