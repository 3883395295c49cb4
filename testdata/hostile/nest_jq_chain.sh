# hostile: jq and yq queries nested by long chains of operators and blocks, not brackets (gojq compiles them by recursion: 100,000 additions overflowed the stack)
# writes: 1
# want: query too deeply nested
# forbid: stack overflow
tools github create-issue repo=acme/api title=corpus-write-1 >/dev/null
q=$(yes 1 | head -n 100000 | paste -sd+); jq -n "$q"; echo "jq +: $?"
q=$(yes . | head -n 100000 | paste -sd'|'); jq -n "$q"; echo "jq |: $?"
q=$(yes 1 | head -n 100000 | paste -sd,); jq -n "[$q] | length"; echo "jq ,: $?"
q=$(yes 'if true then' | head -n 50000 | tr '\n' ' ')1$(yes ' end' | head -n 50000 | tr -d '\n'); jq -n "$q"; echo "jq if: $?"
q=$(yes 'try' | head -n 100000 | tr '\n' ' ')1; jq -n "$q"; echo "jq try: $?"
q=$(yes 1 | head -n 100000 | paste -sd+); echo 'a: 1' | yq "$q"; echo "yq +: $?"
