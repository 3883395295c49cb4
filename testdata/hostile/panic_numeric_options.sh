# hostile: negative, huge and malformed numbers to the numeric options and operands of commands and builtins, in every kind of goroutine
# writes: 1
# want: done
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
printf 'a\tb c\nd e f\n' > f
cp f g
for n in -1 0 -9223372036854775808 9223372036854775807 99999999999999999999999 1e9 '' abc +5 ' 5'; do
  for code in "fold -w '$n' f" "split -a '$n' f s1" "split -n '1/$n' f" "split -n 'r/$n' f s3" \
    "seq -w 1 '$n' | head -n 2" "printf '%*d' '$n' 1" "column -c '$n' f" "fmt -w '$n' f" "expand -t '$n' f" \
    "shuf -n '$n' f" "head -n '-$n' f" "tail -n '+$n' f" "cut -b '1-$n' f" "od -N '$n' -j '$n' -w '$n' f" \
    "xxd -c '$n' -l '$n' -s '$n' f" "date -d '@$n'" "truncate -s '$n' t" "nl -w '$n' f" "uniq -f '$n' -s '$n' -w '$n' f" \
    "sort -k '$n' f" "join -1 '$n' -2 '$n' f g" "tree -L '$n' ." "du -d '$n' ." "find . -maxdepth '$n'" \
    "grep -m '$n' -A '$n' -B '$n' a f" "rg -m '$n' -C '$n' a f" "sed -n '${n}p' f" "sed -n '0~${n}p' f" \
    "awk 'BEGIN{print substr(\"abc\",\"$n\",\"$n\"); printf \"%*d\\n\", \"$n\", 1}'" "jq --indent '$n' . <<<1" \
    "base64 -w '$n' f" "tr a '[b*$n]' <f" "xargs -n '$n' -s '$n' -P '$n' echo <f" "cksum -a '$n' f" \
    "gzip -c '-$n' f >/dev/null" "tar --strip-components='$n' -cf t.tar f" \
    "read -n '$n' x <f" "read -N '$n' x <f" "mapfile -n '$n' -s '$n' m <f" \
    "ulimit -v '$n'" "shift '$n'" "(exit '$n')" "f() { return '$n'; }; f" "(for i in 1; do break '$n'; done)" \
    "(for i in 1 2; do continue '$n'; done)" "bash -c 'exit \"\$1\"' _ '$n'" "echo \${x:'$n':'$n'}" "tools search --limit '$n' issue" \
    "timeout 0.01 sleep '$n'" "timeout '$n' true" "read -t '$n' x <f" "timeout -k '$n' 0.01 sleep 1"; do
    eval "$code" </dev/null >/dev/null 2>&1
    eval "$code" </dev/null 2>&1 | cat >/dev/null
    ( eval "$code" </dev/null >/dev/null 2>&1 ) &
    wait
    v=$(eval "$code" </dev/null 2>&1)
  done
done
echo done
