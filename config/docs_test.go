package config

import (
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestEveryKeyDocumented: every key the decoder reads (the json names of
// the configuration's structs, and their accepted spellings) is written
// in docs/config.md as `key`, so a key added to a struct without a line
// in the documentation fails here.
func TestEveryKeyDocumented(t *testing.T) {
	data, err := os.ReadFile("../docs/config.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	keys := map[string][]string{} // key -> where it is read
	seen := map[reflect.Type]bool{}
	var walk func(rt reflect.Type, path string)
	walk = func(rt reflect.Type, path string) {
		for rt.Kind() == reflect.Pointer || rt.Kind() == reflect.Slice || rt.Kind() == reflect.Map {
			rt = rt.Elem()
		}
		if rt.Kind() != reflect.Struct || rt == reflect.TypeFor[Duration]() || seen[rt] {
			return
		}
		seen[rt] = true
		for _, f := range fieldsOf(rt) {
			p := path + "." + f.name
			keys[f.name] = append(keys[f.name], strings.TrimPrefix(p, "."))
			walk(rt.Field(f.index).Type, p)
		}
		for alias := range rulesFor(rt).alias {
			keys[alias] = append(keys[alias], strings.TrimPrefix(path+"."+alias, "."))
		}
	}
	walk(reflect.TypeFor[Config](), "")
	if len(keys) < 40 {
		t.Fatalf("only %d keys found; the walk is broken", len(keys))
	}
	var missing []string
	for k, where := range keys {
		if !strings.Contains(doc, "`"+k+"`") {
			missing = append(missing, k+" ("+strings.Join(where, ", ")+")")
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("docs/config.md does not document the key %s", m)
	}
}
