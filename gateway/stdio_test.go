package gateway

import (
	"encoding/json"
	"testing"
)

// FuzzStdioLine: any line is either passed on as a JSON-RPC message or
// answered with one JSON-RPC error line; never a panic.
func FuzzStdioLine(f *testing.F) {
	for _, s := range []string{`{"foo":1}`, `{`, `[]`, `[{"jsonrpc":"2.0","method":"x"}]`, `{"jsonrpc":"2.0","id":1,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":[1],"method":"ping"}`, `null`, `1`, `"s"`, " \t "} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		if len(line) == 0 || len(json.RawMessage(line)) == 0 {
			return
		}
		if !json.Valid(line) && checkLine(line) == nil {
			t.Fatalf("%q: not JSON, passed on", line)
		}
		if a := checkLine(line); a != nil {
			var v struct {
				JSONRPC string `json:"jsonrpc"`
				Error   struct {
					Code int `json:"code"`
				} `json:"error"`
			}
			if err := json.Unmarshal(a, &v); err != nil || v.JSONRPC != "2.0" || (v.Error.Code != -32700 && v.Error.Code != -32600) {
				t.Fatalf("%q: answer %q", line, a)
			}
		}
	})
}
