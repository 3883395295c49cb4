package config

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"sort"
)

// Key is a stable hash of the server's effective settings: everything
// but Name and Source, with the transport and timeout as they take effect
// (an unset Type or Timeout hashes as its default). Two loads of a server
// with the same Key need not restart it.
func (s *Server) Key() string {
	c := *s
	c.Name, c.Source = "", ""
	c.Timeout = Duration{c.EffectiveTimeout()}
	if c.Type == "" {
		if c.URL != "" && c.Command == "" {
			c.Type = TransportHTTP
		} else {
			c.Type = TransportStdio
		}
	} else if t, ok := normalizeType(c.Type); ok {
		c.Type = t
	}
	if len(c.DisabledTools) > 0 {
		c.DisabledTools = slices.Clone(c.DisabledTools)
		sort.Strings(c.DisabledTools)
	}
	// Marshal sorts map keys, so Env and Headers hash in a stable order.
	// A Server holds only strings, maps and slices of strings, a bool and
	// a Duration: Marshal cannot fail.
	b, _ := json.Marshal(&c)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// Fingerprint is a stable hash of the whole configuration as it takes
// effect (servers by Key, and every other section). Two loads with the same
// Fingerprint configure the same thing.
func (c *Config) Fingerprint() string {
	v := struct {
		Servers      map[string]string `json:"servers"`
		Import       []string          `json:"import"`
		Capabilities []Capability      `json:"capabilities"`
		WebFetch     *WebFetch         `json:"webFetch"`
		Limits       *Limits           `json:"limits"`
	}{Servers: map[string]string{}, WebFetch: c.WebFetch, Limits: c.Limits}
	// An empty list configures the same as none.
	if len(c.Import) > 0 {
		v.Import = c.Import
	}
	for _, cp := range c.Capabilities {
		if len(cp.Config.KeepVisible) == 0 {
			cp.Config.KeepVisible = nil
		}
		v.Capabilities = append(v.Capabilities, cp)
	}
	for name, s := range c.Servers {
		if s != nil {
			v.Servers[name] = s.Key()
		}
	}
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// ServerChanges lists, by name and sorted, how the servers of two
// configurations differ.
type ServerChanges struct {
	// Added are in the new configuration only.
	Added []string
	// Removed are in the old configuration only.
	Removed []string
	// Changed are in both with a different Key: restart them.
	Changed []string
}

// Empty reports whether nothing changed.
func (ch ServerChanges) Empty() bool {
	return len(ch.Added) == 0 && len(ch.Removed) == 0 && len(ch.Changed) == 0
}

// Diff compares the servers of two configurations; either may be nil (no
// servers).
func Diff(prev, next *Config) ServerChanges {
	var ch ServerChanges
	old, cur := servers(prev), servers(next)
	for _, name := range sortedNames(cur) {
		p, ok := old[name]
		switch {
		case !ok:
			ch.Added = append(ch.Added, name)
		case p.Key() != cur[name].Key():
			ch.Changed = append(ch.Changed, name)
		}
	}
	for _, name := range sortedNames(old) {
		if _, ok := cur[name]; !ok {
			ch.Removed = append(ch.Removed, name)
		}
	}
	return ch
}

func servers(c *Config) map[string]*Server {
	if c == nil {
		return nil
	}
	m := map[string]*Server{}
	for name, s := range c.Servers {
		if s != nil {
			m[name] = s
		}
	}
	return m
}

// sortedNames returns the keys of a server map in order.
func sortedNames(m map[string]*Server) []string {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
