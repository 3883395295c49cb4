# hostile: deep glob patterns and globstar over deep directories
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
mkdir -p $(yes d | head -n 500 | tr '\n' /)
shopt -s globstar
echo **/* | wc -c
g=$(yes '*' | head -n 3000 | tr '\n' /)
echo $g | wc -c
echo $(yes '[' | head -n 100000 | tr -d '\n') | wc -c
