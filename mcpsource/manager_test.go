package mcpsource

import (
	"maps"
	"testing"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

func names(sources []catalog.Source) []string {
	var out []string
	for _, s := range sources {
		out = append(out, s.Info().Name)
	}
	return out
}

func byName(sources []catalog.Source) map[string]*Source {
	out := map[string]*Source{}
	for _, s := range sources {
		out[s.Info().Name] = s.(*Source)
	}
	return out
}

// connected reports whether s has a live session (no process otherwise).
func (s *Source) connected() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.conn != nil && !s.conn.isDead()
}

func TestManagerApply(t *testing.T) {
	m := NewManager(testOptions(t))
	defer m.Close()
	ctx := ctxT(t)
	srv := func(name string, extra map[string]string) *config.Server { return testServer(t, name, "ok", extra) }
	lazy := srv("c", nil)
	lazy.Load = config.LoadOnDemand
	disabled := srv("e", nil)
	disabled.Disabled = true
	cfg1 := &config.Config{Servers: map[string]*config.Server{"b": srv("b", nil), "a": srv("a", nil), "c": lazy, "e": disabled}}

	got1 := m.Apply(ctx, cfg1)
	if n := names(got1); len(n) != 3 || n[0] != "a" || n[1] != "b" || n[2] != "c" {
		t.Fatalf("sources %v, want [a b c]", n)
	}
	s1 := byName(got1)
	if s1["a"].connected() || s1["b"].connected() {
		t.Error("Apply started a or b: a server starts when its tools are first needed")
	}
	if s1["c"].connected() || s1["c"].Loaded() {
		t.Error("on-demand c was started by Apply")
	}
	pidA, pidB := callPid(t, s1["a"]), callPid(t, s1["b"])
	if !s1["a"].connected() || !s1["b"].connected() {
		t.Error("a and b are not connected after a call")
	}

	// Apply the same configuration, read anew (equal values, new maps):
	// nothing happens.
	cfg1b := &config.Config{Servers: map[string]*config.Server{}}
	for k, v := range cfg1.Servers {
		c := *v
		c.Env = maps.Clone(v.Env)
		c.Args = []string{}
		cfg1b.Servers[k] = &c
	}
	again := byName(m.Apply(ctx, cfg1b))
	for _, n := range []string{"a", "b", "c"} {
		if again[n] != s1[n] {
			t.Errorf("%s replaced by an unchanged configuration", n)
		}
	}
	if s1["c"].connected() {
		t.Error("on-demand c was started by the second Apply")
	}

	// c loads when its tools are asked for.
	if _, err := s1["c"].Tools(ctx); err != nil {
		t.Fatal(err)
	}
	if !s1["c"].Loaded() || !s1["c"].connected() {
		t.Error("c is not loaded after Tools")
	}
	pidC := callPid(t, s1["c"])

	// a unchanged, b changed, c removed, d new.
	cfg2 := &config.Config{Servers: map[string]*config.Server{
		"a": srv("a", nil),
		"b": srv("b", map[string]string{"EXTRA": "1"}),
		"d": srv("d", nil),
	}}
	s2 := byName(m.Apply(ctx, cfg2))
	if len(s2) != 3 || s2["a"] != s1["a"] || s2["b"] == s1["b"] || s2["d"] == nil {
		t.Fatalf("after change: %v", s2)
	}
	if got := callPid(t, s2["a"]); got != pidA {
		t.Errorf("a restarted: pid %d, was %d", got, pidA)
	}
	if !processGone(pidB) || !processGone(pidC) {
		t.Errorf("old b (%d gone %v) or removed c (%d gone %v) still running", pidB, processGone(pidB), pidC, processGone(pidC))
	}
	if got := callPid(t, s2["b"]); got == pidB {
		t.Error("changed b kept its process")
	}
	if _, err := s1["c"].Tools(ctx); err == nil {
		t.Error("removed c still answers")
	}
	if s2["d"].connected() {
		t.Error("Apply started the new d")
	}
	pids := []int{callPid(t, s2["a"]), callPid(t, s2["b"]), callPid(t, s2["d"])}

	if got := m.Apply(ctx, nil); len(got) != 0 {
		t.Errorf("Apply(nil) = %v", names(got))
	}
	for _, pid := range pids {
		if !processGone(pid) {
			t.Errorf("process %d still there after Apply(nil)", pid)
		}
	}
}

// Ten servers that each wait, before they answer initialize, until all
// ten have started: a catalog listing them (as tools --help does)
// succeeds only when it starts them in parallel.
func TestManagerStartsInParallel(t *testing.T) {
	const n = 10
	a := newAnnouncer(t, n)
	cfg := &config.Config{Servers: map[string]*config.Server{}}
	for i := range n {
		name := string(rune('a' + i))
		cfg.Servers[name] = withTimeout(testServer(t, name, "ok", a.env()), 20*time.Second)
	}
	m := NewManager(testOptions(t))
	sources := m.Apply(ctxT(t), cfg)
	if len(sources) != n {
		t.Fatalf("%d sources", len(sources))
	}
	cat := catalog.New(sources, nil)
	cat.ListAll(ctxT(t))
	for _, s := range cat.Servers() {
		if s.Err != nil || len(s.Entries) == 0 {
			t.Errorf("%s: %v, %d tools", s.Name, s.Err, len(s.Entries))
		}
	}
	var pids []int
	for range n {
		pids = append(pids, <-a.pids)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	for _, pid := range pids {
		if !processGone(pid) {
			t.Errorf("process %d still there after Close", pid)
		}
	}
	if got := m.Apply(ctxT(t), cfg); got != nil {
		t.Errorf("Apply after Close = %v", names(got))
	}
}
