# hostile: invalid UTF-8, control characters and huge keys in a call's input
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
tools github create-issue repo=acme/api title=$'\xff\xfe\x01\x7f' | jq -c .title
tools github create-issue repo=acme/api title="$(printf 'a\x1bb\rc')" | jq -c .title
k=$(head -c 1000000 /dev/zero | tr '\0' k)
tools github create-issue repo=acme/api title=x "$k=v" 2>&1 | head -c 200; echo
printf '{"repo":"acme/api","title":"dup","title":"dup2"}' | tools github create-issue | jq -c .title
printf '{"repo":"acme/api","title":"\\ud800"}' | tools github create-issue | jq -c .title
printf '\xff{"repo":' | tools github create-issue 2>&1 | head -c 200; echo
echo done
