# hostile: malformed patterns and regular expressions in tests, case, globs and expansions
# writes: 1
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
x=abc
shopt -s extglob nullglob globstar dotglob nocaseglob
for p in '[' '[]' '[!' '[[:foo:]]' '[z-a]' '\' '@(a|b' '+(' '*(**' '!(' '?(a' '[[.a.]]' '[[=a=]]' '***' '**/[' ; do
  [[ $x == $p ]]; [[ $x == "$p" ]]
  case $x in $p) echo m ;; esac
  echo ${x//$p/y} ${x#$p} ${x%%$p} ${x/#$p} ${x/%$p}
  ls $p >/dev/null 2>&1
  echo $p* | cat
  v=$(echo ${x//$p/z})
done
for r in '(' ')' '[' '*' '+' '?' 'a{99999}' 'a{1001}' '(a)\2' '\' '[[:foo:]]' '(?<n>a)' 'a**' 'x{2,1}'; do
  [[ $x =~ $r ]]; echo "=~ $r: $?"
  echo abc | grep -E "$r" >/dev/null 2>&1
  echo abc | grep "$r" >/dev/null 2>&1
  echo abc | sed -E "s/$r/y/" >/dev/null 2>&1
  echo abc | awk "/$r/" >/dev/null 2>&1
  echo abc | jq -R "test(\"$r\")" >/dev/null 2>&1
done
echo done
