// Package tracker is the built-in example source: a small GitHub-like
// issue tracker held in memory, seeded with three repositories (acme/api,
// acme/web, acme/docs) of issues, pull requests, comments and branches.
// Its tools are named and shaped like the GitHub MCP server's (list_pulls,
// get_pull, create_issue, delete_branch, ...), so a newcomer can try
// scripts such as
//
//	tools github list-pulls '{"repo":"acme/api","state":"open"}' |
//	  jq -r '.[] | select(.draft | not) | .number' |
//	  while read n; do
//	    tools github get-pull "repo=acme/api" "number=$n" | jq -c '{number, title, mergeable}'
//	  done
//
// without any account or network. Every timestamp is fixed (writes are
// stamped by a clock that starts after the seed and ticks a minute per
// write), so outputs are reproducible. Each [New] starts from the seed.
package tracker
