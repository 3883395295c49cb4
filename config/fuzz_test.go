package config

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzParse feeds Parse arbitrary documents: it must never panic, and a
// configuration it accepts must pass Validate and survive a round trip
// through json.Marshal.
func FuzzParse(f *testing.F) {
	seeds := []string{
		`{}`,
		`{"mcpServers": {"a": {"command": "x", "args": ["${TOKEN}"], "env": {"K": "${UNSET:-d}"}, "cwd": "w"}}}`,
		`{"servers": {"gh": {"type": "http", "url": "https://${HOST}/mcp", "headers": {"A": "Bearer ${env:TOKEN}"}}}}`,
		`{"mcpServers": {"a": {"url": "http://h", "type": "sse", "timeout": 1.5, "load": "on_demand"}}}`,
		`{"mcpServers": {"a": {"command": "x", "disabled": true, "disabledTools": ["t"]}}, "import": ["cursor"]}`,
		`{"capabilities": [{"ref": "tools_in_shell", "config": {"keep_visible": ["web_fetch"]}}, {"ref": "tool_search", "config": {}}]}`,
		`{"webFetch": {"allowHosts": ["a.com"], "maxBytes": 10, "timeout": "1s"}, "limits": {"timeout": 3, "maxCalls": 5}}`,
		"{\n // c\n \"mcpServers\": {/* x */},\n}",
		`{"mcpServers": {"a": {"comand": "x"}}}`,
		`[`, `{"a":`, `"\u00`, "\xef\xbb\xbf{}",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := parse(data, "/f/c.json", testLookup)
		if err != nil {
			if cfg != nil {
				t.Fatalf("config with error %v", err)
			}
			if !strings.HasPrefix(err.Error(), "/f/c.json") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if err := cfg.Validate(); err != nil {
			t.Fatalf("parsed config does not validate: %v\n%s", err, data)
		}
		b, err := json.Marshal(cfg)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		if strings.Contains(string(b), "${") {
			return // expanded values may hold references again
		}
		back, err := parse(b, "/f/c.json", testLookup)
		if err != nil {
			t.Fatalf("round trip: %v\n%s", err, b)
		}
		if cfg.Fingerprint() != back.Fingerprint() {
			t.Fatalf("round trip changed the config:\n%s", b)
		}
		_ = Diff(cfg, back)
	})
}
