# hostile: diff of two large inputs
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
yes a | head -n 3000000 > a
yes b | head -n 3000000 > b
diff a b | wc -l
diff <(yes | head -c 40000000) <(yes n | head -c 40000000) | wc -l
