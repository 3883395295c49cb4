# hostile: sed holds every line of an endless stream
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | sed -n 'H;${x;p}'
yes | tr -d "\n" | sed 's/y/yy/g' | wc -c
