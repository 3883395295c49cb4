# hostile: a 20 MB argument to a tool call
# writes: 1
# want: invalid_input
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=$(head -c 20000000 /dev/zero | tr '\0' a)
tools github create-issue repo=acme/api title=big body="$x"
echo "status $?"
tools github create-issue repo=acme/api title=big --body "$x$x"
echo "status $?"
tools github get-issue repo=acme/api number=1 | jq -r .title
