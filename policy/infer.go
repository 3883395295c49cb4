package policy

import (
	"strings"
	"unicode"
)

// readVerbs are the verbs a read-only tool's name starts with.
var readVerbs = map[string]bool{
	"get": true, "list": true, "search": true, "read": true, "query": true, "fetch": true,
	"describe": true, "show": true, "find": true, "count": true, "view": true,
}

// actionVerbs are verbs that change something: a name that starts with
// one is never read past it for a read verb (delete_get_cache is not a
// read).
var actionVerbs = map[string]bool{
	"add": true, "append": true, "apply": true, "approve": true, "archive": true, "assign": true,
	"cancel": true, "change": true, "clear": true, "close": true, "commit": true, "create": true,
	"delete": true, "deploy": true, "disable": true, "drop": true, "edit": true, "enable": true,
	"execute": true, "exec": true, "grant": true, "import": true, "insert": true, "install": true,
	"invite": true, "kill": true, "lock": true, "make": true, "mark": true, "merge": true, "modify": true,
	"move": true, "patch": true, "pay": true, "post": true, "publish": true, "purge": true, "push": true,
	"put": true, "remove": true, "rename": true, "replace": true, "request": true, "reset": true,
	"restore": true, "revoke": true, "run": true, "save": true, "schedule": true, "send": true,
	"set": true, "start": true, "stop": true, "submit": true, "sync": true, "trigger": true,
	"unlock": true, "update": true, "upload": true, "upsert": true, "write": true,
}

// ReadVerb reports whether a tool's name starts with a read verb (get,
// list, search, read, query, fetch, describe, show, find, count, view),
// after at most one leading word that is a prefix such as the server's
// own name (slack_get_users); it returns the verb. Words are split at
// underscores, hyphens, dots and case changes (getUsers).
func ReadVerb(name string) (string, bool) {
	words := nameWords(name)
	for i, w := range words {
		if i > 1 || actionVerbs[w] {
			break
		}
		if readVerbs[w] {
			return w, true
		}
	}
	return "", false
}

// nameWords splits a tool name into lower-case words.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prev := rune(0)
	for _, r := range name {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ' || r == '/':
			flush()
		case unicode.IsUpper(r) && prev != 0 && unicode.IsLower(prev):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
		prev = r
	}
	flush()
	return words
}
