# hostile: set -x on values with a NUL byte from tool data, in pipelines, jobs and substitutions
# writes: 1
echo '{"repo":"acme/api","title":"corpus-write-1 \u0000 nul"}' | tools github create-issue > issue.json
x=$(jq -r .title issue.json)
set -x
: "$x"
: "$x" | cat
y=$(: "$x"; echo sub)
( : "$x" ) &
wait
f() { : "$1"; }
f "$x" | cat
export x
bash -c ': "$x"'
set +x
echo done
