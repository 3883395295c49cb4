package catalog

import (
	"slices"
	"strings"
)

// Visible is what the names of keep_visible matched among a catalog's
// tools.
type Visible struct {
	// Kept holds the tools that stay direct tools of the model.
	Kept map[*Entry]bool
	// Unknown lists the names that match no tool.
	Unknown []string
	// Ambiguous maps each name that matches more than one tool to the
	// canonical names of the tools it matches (sorted); none of them is
	// kept.
	Ambiguous map[string][]string
}

// MatchVisible resolves keep_visible names against entries. A name
// matches a tool by its canonical name (mcp_<server>__<tool>), by
// <server>__<tool>, and by the tool's own name or <server>_<tool> (the
// names people copy from a server's own list, such as
// slack_post_message), in any spelling Normalize folds. The first two are
// exact; a name that matches no tool exactly but two or more by the
// looser forms is ambiguous and keeps nothing, so a model is never
// offered a tool nobody chose.
func MatchVisible(entries []*Entry, names []string) Visible {
	v := Visible{Kept: map[*Entry]bool{}}
	for _, name := range names {
		exact, loose := visibleMatches(entries, name)
		match := exact
		if len(match) == 0 {
			match = loose
		}
		switch len(match) {
		case 0:
			v.Unknown = append(v.Unknown, name)
		case 1:
			v.Kept[match[0]] = true
		default:
			var canon []string
			for _, e := range match {
				canon = append(canon, e.Canonical)
			}
			slices.Sort(canon)
			if v.Ambiguous == nil {
				v.Ambiguous = map[string][]string{}
			}
			v.Ambiguous[name] = slices.Compact(canon)
		}
	}
	return v
}

// visibleMatches returns the entries name matches exactly (by the
// canonical name or server__tool) and loosely (by the tool's own name or
// server_tool).
func visibleMatches(entries []*Entry, name string) (exact, loose []*Entry) {
	k := Normalize(name)
	for _, e := range entries {
		own := Normalize(e.Tool.Name)
		switch {
		case k == Normalize(e.Canonical), e.Server != "" && k == Normalize(e.Server)+"__"+own:
			exact = append(exact, e)
		case k == own, e.Server != "" && k == Normalize(e.Server)+"_"+own:
			loose = append(loose, e)
		}
	}
	return exact, loose
}

// VisibleUndecided returns the names whose match may still change when
// the servers unloaded (on-demand servers whose tools are not known yet)
// are listed: a name that matches no tool of entries exactly and at most
// one loosely (another server's tool of that name would make it
// ambiguous, or be the one it names), or that names one of those
// servers as server__tool or mcp_server__tool. The match of the other
// names, as MatchVisible gives it over entries, is final.
func VisibleUndecided(entries []*Entry, names, unloaded []string) []string {
	if len(unloaded) == 0 {
		return nil
	}
	var out []string
	for _, name := range names {
		exact, loose := visibleMatches(entries, name)
		k := Normalize(name)
		waits := len(exact) == 0 && len(loose) <= 1
		for _, srv := range unloaded {
			p := Normalize(srv) + "__"
			waits = waits || strings.HasPrefix(k, p) || strings.HasPrefix(k, "mcp_"+p)
		}
		if waits {
			out = append(out, name)
		}
	}
	return out
}
