# hostile: shuf, join, comm and split of endless input
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes | shuf | head -n 1
shuf -i 1-9223372036854775806 -n 3 | wc -l
yes | join - /dev/null | wc -l
yes | tr -d "\n" | comm - /dev/null | wc -l
yes | split -n 4
ls | wc -l
