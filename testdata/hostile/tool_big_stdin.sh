# hostile: a 20 MB JSON input on stdin, and an endless stdin
# writes: 1
# want: stdin holds more than
# want: invalid_input
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
head -c 20000000 /dev/zero | tr '\0' a | jq -Rs '{repo: "acme/api", title: "big", body: .}' | tools github create-issue
echo "status $?"
yes | tools github create-issue -
echo "status $?"
cat /dev/zero | tools github get-issue
echo "status $?"
yes '{"repo":"acme/api","number":1}' | tools github get-issue
echo "status $?"
