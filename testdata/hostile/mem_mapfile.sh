# hostile: mapfile of one endless line, and of endless lines
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | { mapfile -t a; echo "${#a[@]}"; }
yes | { mapfile -t b; echo "${#b[@]}"; }
