# hostile: deep nesting given to bash -c, sh -c and bash on stdin
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
s=$(head -c 150000 /dev/zero | tr '\0' '{')
bash -c "$s"
echo "bash -c: $?"
sh -c "$s"
echo "sh -c: $?"
echo "$s" | bash
echo "bash <<<: $?"
bash -c 'bash -c "$1"' _ "$s"
echo "nested: $?"
