package mcpsource

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/toolerr"
)

func TestFrameReader(t *testing.T) {
	big := strings.Repeat("x", 300)
	tests := []struct {
		name, in, want string
	}{
		{"small frames pass", "{\"id\":1,\"result\":{}}\n{\"method\":\"n\"}\n", "{\"id\":1,\"result\":{}}\n{\"method\":\"n\"}\n"},
		{"a big answer becomes an error for its id",
			`{"jsonrpc":"2.0","id":7,"result":{"text":"` + big + `"}}` + "\n" + `{"id":8,"result":{}}` + "\n",
			`{"error":{"code":-32099,"message":"the server's answer was more than 100 bytes (346 read), over the limit; it was dropped, but the call itself may have been made"},"id":7,"jsonrpc":"2.0"}` + "\n" + `{"id":8,"result":{}}` + "\n"},
		{"the id after the result", `{"result":{"text":"` + big + `","id":"no"},"jsonrpc":"2.0","id":"abc"}` + "\n",
			`{"error":{"code":-32099,"message":"the server's answer was more than 100 bytes (360 read), over the limit; it was dropped, but the call itself may have been made"},"id":"abc","jsonrpc":"2.0"}` + "\n"},
		{"a big notification is dropped", `{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"` + big + `"}}` + "\n" + `{"id":2,"result":{}}` + "\n",
			`{"id":2,"result":{}}` + "\n"},
		{"an id in a string is not the id", `{"result":"\"id\":5 ` + big + `"}` + "\n", ""},
		{"no final newline", `{"id":3,"result":{}}`, `{"id":3,"result":{}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := io.ReadAll(newFrameReader(strings.NewReader(tt.in), 100))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

// TestAnswerOverTheBound: server-everything echoes a message bigger than
// the bound: the call fails as tool_error, not retryable, saying the call
// may have been made, and the same connection answers the next call.
func TestAnswerOverTheBound(t *testing.T) {
	for _, tc := range everythingServers(t)[:2] { // stdio, streamable HTTP
		t.Run(tc.name, func(t *testing.T) {
			opts := testOptions(t)
			opts.MaxResponseBytes = 1 << 20
			s := New(tc.srv(t), opts)
			defer s.Close()
			ctx := ctxT(t)
			if _, err := s.Call(ctx, "echo", map[string]any{"message": "warm"}); err != nil {
				t.Fatal(err)
			}
			c := s.conn
			_, err := s.Call(ctx, "echo", map[string]any{"message": strings.Repeat("y", 2<<20)})
			var te *toolerr.ToolError
			if !errors.As(err, &te) || te.Retryable() || !strings.Contains(err.Error(), "may have been made") {
				t.Fatalf("got %v, want a tool_error that is not retryable", err)
			}
			res, err := s.Call(ctx, "echo", map[string]any{"message": "after"})
			if err != nil || len(res.Content) == 0 || !strings.Contains(res.Content[0].Text, "after") {
				t.Fatalf("after the big answer: %v %v", res, err)
			}
			if s.conn != c {
				t.Errorf("the connection was replaced")
			}
		})
	}
}

// FuzzFrameReader: whatever a server writes, the reader never holds more
// than its bound of one frame, never fails, passes frames within the
// bound unchanged, and puts a JSON-RPC error in place of an oversized
// answer that has an id.
func FuzzFrameReader(f *testing.F) {
	f.Add(`{"jsonrpc":"2.0","id":1,"result":{}}`+"\n", 64)
	f.Add(`{"id":"a\"b","result":"`+strings.Repeat("z", 200)+`"}`+"\n"+`{"id":2}`+"\n", 50)
	f.Add(`{"result":{"id":3},"id":4}`, 10)
	f.Add("\n\n{\n", 1)
	f.Fuzz(func(t *testing.T, in string, max int) {
		if max < 1 || max > 1<<16 {
			return
		}
		out, err := io.ReadAll(newFrameReader(strings.NewReader(in), int64(max)))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(in, "\n")
		var want strings.Builder
		small := true
		for _, l := range lines {
			if len(l) > max {
				small = false
			}
			want.WriteString(l)
		}
		if small && string(out) != in {
			t.Fatalf("frames within the bound changed: %q -> %q", in, out)
		}
		for _, l := range strings.SplitAfter(string(out), "\n") {
			if len(l) > max && !strings.Contains(l, `"code":-32099`) {
				t.Fatalf("an oversized frame got through: %q", l)
			}
		}
	})
}
