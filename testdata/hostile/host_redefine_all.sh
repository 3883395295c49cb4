# hostile: every guarded name defined, called, unset and called again
# writes: 1
# forbid: /(usr/)?s?bin/(passwd|sudo)\b|root:x:0|${CWD}
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for n in type command builtin source . pwd read mapfile readarray printf eval trap unset times hash enable; do
  eval "$n() { echo \"fn $n\"; }"
  eval "$n" </dev/null
done
unset -f type command builtin source . pwd read mapfile readarray printf eval trap unset times hash enable
PWD=/proc/self/cwd pwd -P
type -P passwd
command -v sudo
builtin type -P passwd
hash passwd 2>&1
hash -t passwd 2>&1
source /etc/passwd
echo done
