# hostile: tac, column, nl, fold and paste of endless input
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tac | head -n 1
yes | column -t | head -n 1
yes | tr -d "\n" | fold -w 1000000000 | wc -c
yes | tr -d "\n" | nl | wc -c
yes | tr -d "\n" | paste - - | wc -c
