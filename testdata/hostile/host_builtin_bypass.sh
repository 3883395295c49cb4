# hostile: builtin, command, quoting, indirection and eval around guarded builtins
# writes: 1
# forbid: /(usr/)?s?bin/(passwd|sudo)\b|root:x:0|${CWD}
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
builtin type -P passwd
builtin command -v passwd
builtin pwd -P
builtin source /etc/passwd
command type -P passwd
command builtin type -P passwd
command command -v passwd
\type -P passwd
"ty"pe -P passwd
t=type; $t -P passwd
c=command; "$c" -v passwd
eval 'type -P passwd'
eval "builtin type -P passwd"
exec type -P passwd
