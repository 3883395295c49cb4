# hostile: empty and malformed names given to builtins that take names
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
for ctx in main pipe bg subst; do
  for code in "read ''" "read -a ''" "mapfile ''" "readarray -t ''" "printf -v '' x" "export ''=x" "declare ''=1" "local ''" "getopts a ''" "[[ -v '' ]]" "[[ -R '' ]]" "test -v ''" "declare -A ''" "let '=1'" "echo \${!e}" "echo \${!e[@]}" "declare -p ''" "readonly ''" "export -n ''" "unset -v 'x[-99999999999]'" "declare -n z=''; z=1"; do
    case $ctx in
      main) eval "$code" < /dev/null ;;
      pipe) eval "$code" < /dev/null | cat ;;
      bg) eval "$code" < /dev/null & wait ;;
      subst) v=$(eval "$code" < /dev/null) ;;
    esac
  done
done 2>/dev/null
echo done
