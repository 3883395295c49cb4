# hostile: fork bombs inside bash -c, a command substitution and eval
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
bash -c 'f() { f & f; }; f'
echo "bash -c: $?"
x=$(g() { g & g; }; g)
eval 'h() { h & h; }; h'
