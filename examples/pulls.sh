# The first example of Tools in Shell: list the open pull requests of a
# repository, keep the ones that are not drafts, and print three fields of
# each, with one tools call per pull request inside one script.
tools github list-pulls '{"repo":"acme/api","state":"open"}' \
  | jq -r '.[] | select(.draft | not) | .number' \
  | while read n; do
      tools github get-pull "repo=acme/api" "number=$n" | jq -c '{number, title, mergeable}'
    done
