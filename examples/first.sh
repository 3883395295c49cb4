# A first script for the sandboxed shell: it writes files, filters them
# with the usual tools and jq, and never touches the host.
cat > people.json <<'JSON'
[
  {"name": "Ada", "team": "core", "commits": 120},
  {"name": "Grace", "team": "infra", "commits": 87},
  {"name": "Linus", "team": "core", "commits": 230},
  {"name": "Barbara", "team": "docs", "commits": 15}
]
JSON
echo "Top committers:"
jq -r '.[] | "\(.commits) \(.name) \(.team)"' people.json | sort -rn | head -n 3
echo
echo "Commits per team:"
jq -r '.[] | [.team, .commits] | @tsv' people.json |
  awk -F'\t' '{sum[$1] += $2} END {for (t in sum) printf "%-6s %d\n", t, sum[t]}' | sort
echo
mkdir -p reports
jq -c 'group_by(.team) | map({team: .[0].team, people: length})' people.json > reports/teams.json
ls -l reports | wc -l | xargs echo "report files:"
cat reports/teams.json
echo "The host stays out of reach: $(cat /etc/hostname 2>&1)"
