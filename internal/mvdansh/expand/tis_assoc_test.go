package expand

import (
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

func assocOf(keys ...string) Variable {
	v := Variable{Set: true, Kind: Associative}
	for _, k := range keys {
		v = v.AssocSet(k, "v"+k)
	}
	return v
}

// TestAssocKeys: the order GNU bash 5.2 lists these keys in (recorded from
// it), collisions in a bucket (newest first) and a key removed and added
// again included.
func TestAssocKeys(t *testing.T) {
	for _, tc := range []struct{ added, want []string }{
		{[]string{"x", "y", "z"}, []string{"z", "y", "x"}},
		{[]string{"red", "green", "blue", "white"}, []string{"blue", "red", "white", "green"}},
		{[]string{"K", "j", "z"}, []string{"K", "z", "j"}},
		{[]string{"k1", "k2", "k3", "k4"}, []string{"k4", "k1", "k2", "k3"}},
		{[]string{"é", "x", "y", "\xff"}, []string{"y", "x", "\xff", "é"}},
	} {
		if got := assocOf(tc.added...).AssocKeys(); !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.added, got, tc.want)
		}
	}
	v := assocOf("x", "y", "z").AssocDelete("y").AssocSet("y", "again")
	if got := v.AssocKeys(); !slices.Equal(got, []string{"z", "y", "x"}) || v.Map["y"] != "again" {
		t.Errorf("after delete and set: %q %v", got, v.Map)
	}
	// Keys of the map missing from Keys (a value built elsewhere) are
	// listed too.
	w := Variable{Set: true, Kind: Associative, Map: map[string]string{"b": "1", "a": "2"}}
	if got := w.AssocKeys(); len(got) != 2 || !slices.Equal(w.AssocValues(), []string{w.Map[got[0]], w.Map[got[1]]}) {
		t.Errorf("without Keys: %q %q", got, w.AssocValues())
	}
}

// TestAssocKeysBash compares a table that grows twice (9,000 keys) with
// what GNU bash lists, when bash is there.
func TestAssocKeysBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	keys := make([]string, 9000)
	for i := range keys {
		keys[i] = fmt.Sprintf("key%d-%d", i*7919%10007, i)
	}
	script := "declare -A a\nwhile read -r k; do a[$k]=1; done\nprintf '%s\\n' \"${!a[@]}\"\n"
	cmd := exec.Command(bash, "-c", script)
	cmd.Stdin = strings.NewReader(strings.Join(keys, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Fields(string(out))
	v := Variable{Set: true, Kind: Associative, Map: map[string]string{}, Keys: keys}
	for _, k := range keys {
		v.Map[k] = "1"
	}
	if got := v.AssocKeys(); !slices.Equal(got, want) {
		t.Errorf("order differs from bash's (%d keys, bash %d)", len(got), len(want))
	}
}

func TestAssocKeyAndParseRef(t *testing.T) {
	cfg := &Config{Env: testEnv{"k": {Set: true, Kind: String, Str: "K"}}}
	for _, tc := range []struct{ ref, name, key string }{
		{"a[x+1]", "a", "x+1"},
		{"a[x + 1]", "a", "x + 1"},
		{"a[my-key]", "a", "my-key"},
		{`a["q u"]`, "a", "q u"},
		{"a[$k]", "a", "K"},
		{"m[(1)]", "m", "(1)"},
		{"m[i++]", "m", "i++"},
	} {
		name, index, ok := ParseRef(tc.ref)
		if !ok || name != tc.name {
			t.Errorf("ParseRef(%q) = %q, %v", tc.ref, name, ok)
			continue
		}
		if key, err := AssocKey(cfg, index); err != nil || key != tc.key {
			t.Errorf("AssocKey of %q = %q, %v; want %q", tc.ref, key, err, tc.key)
		}
	}
	for _, ref := range []string{"", "a[", "a[]", "1a[2]", "a[1]; echo x", "a[1]=b", "a b", "a[1]x"} {
		if _, _, ok := ParseRef(ref); ok {
			t.Errorf("ParseRef(%q) ok", ref)
		}
	}
	for _, ref := range []string{"x", "@", "#", "12"} {
		if name, index, ok := ParseRef(ref); !ok || name != ref || index != nil {
			t.Errorf("ParseRef(%q) = %q %v %v", ref, name, index, ok)
		}
	}
	if _, index, _ := ParseRef("a[@]"); nodeLit(index) != "@" {
		t.Errorf("a[@]: %#v", index)
	}
}

type testEnv map[string]Variable

func (e testEnv) Get(name string) Variable { return e[name] }
func (e testEnv) Each(f func(string, Variable) bool) {
	for k, v := range e {
		if !f(k, v) {
			return
		}
	}
}
