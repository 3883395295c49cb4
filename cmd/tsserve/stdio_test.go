package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestStdioMalformedLines: over stdio, a line that is not a JSON-RPC
// message gets a JSON-RPC error and the session goes on: the real
// tsserve over real pipes.
func TestStdioMalformedLines(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = testEnv(t)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		_ = cmd.Wait()
	})
	out := bufio.NewReader(stdout)
	send := func(line string) {
		t.Helper()
		if _, err := io.WriteString(stdin, line+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	type answer struct {
		ID     any             `json:"id"`
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	next := func() answer {
		t.Helper()
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("reading an answer: %v", err)
		}
		var a answer
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatalf("an answer that is not JSON: %q", line)
		}
		return a
	}
	for _, tc := range []struct {
		line string
		code int
		id   any
	}{
		{`{"foo":1}`, -32600, nil},
		{`{`, -32700, nil},
		{`not json at all`, -32700, nil},
		{`[]`, -32600, nil},
		{`[1, 2]`, -32600, nil},
		{`"a string"`, -32600, nil},
		{`{"jsonrpc":"1.0","id":5,"method":"ping"}`, -32600, 5.0},
		{`{"id":"x","method":"ping"}`, -32600, "x"},
		{strings.Repeat("x", 17<<20), -32700, nil},
	} {
		send("")
		send(tc.line)
		a := next()
		if a.Error == nil || a.Error.Code != tc.code || a.ID != tc.id {
			t.Fatalf("%.40q: answer %+v (error %+v), want code %d and id %v", tc.line, a, a.Error, tc.code, tc.id)
		}
	}
	// The session goes on: initialize, and a script runs.
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`)
	if a := next(); a.Error != nil || a.ID != 1.0 {
		t.Fatalf("initialize after the bad lines: %+v", a)
	}
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"bash","arguments":{"command":"echo still-serving"}}}`)
	a := next()
	if a.Error != nil || a.ID != 2.0 || !strings.Contains(string(a.Result), "still-serving") {
		t.Fatalf("a script after the bad lines: %+v %s", a, a.Result)
	}
}
