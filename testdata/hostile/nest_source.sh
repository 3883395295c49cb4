# hostile: deep nesting in a file run by source, . and bash FILE
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 150000 /dev/zero | tr '\0' '(' > deep.sh
source deep.sh
echo "source: $?"
. ./deep.sh
echo ".: $?"
bash deep.sh
echo "bash: $?"
chmod +x deep.sh
./deep.sh
echo "./: $?"
