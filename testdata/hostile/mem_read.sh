# hostile: read of one endless line
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | { read -r line; echo "${#line}"; }
yes | tr -d "\n" | { read -r -a arr; echo "${#arr[@]}"; }
