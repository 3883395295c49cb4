# hostile: yq and sqlite3 with deeply nested input and queries
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 200000 /dev/zero | tr '\0' '[' | yq -p json . | wc -c
echo "yq: $?"
q="select $(head -c 100000 /dev/zero | tr '\0' '(')1$(head -c 100000 /dev/zero | tr '\0' ')');"
sqlite3 :memory: "$q" | wc -c
echo "sqlite3: $?"
