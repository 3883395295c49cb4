# hostile: twenty thousand files and directories
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for i in $(seq 1 20000); do : > "f$i"; done
for i in $(seq 1 20000); do mkdir "d$i"; done
ls | wc -l
