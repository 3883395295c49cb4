# hostile: xargs with endless items, a huge -s and -I line
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | tr -d "\n" | xargs echo | wc -c
yes | tr -d "\n" | xargs -0 echo | wc -c
yes | xargs -s 2000000000 echo | head -c 100 | wc -c
yes | tr -d "\n" | xargs -I{} echo {}{}{}{} | wc -c
