# hostile: awk reads one endless record, and getline into a variable
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | awk '{ print length($0) }'
yes | awk 'BEGIN { RS = "^$" } { print length() }'
yes | awk 'BEGIN { while ((getline l) > 0) s = s l; print length(s) }'
