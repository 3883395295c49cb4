package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/toolsinshell/tis"
)

// TestStdioResultBudget: the real tsserve over real pipes holds a bash
// result to the budget (30,000 bytes by default): the text content and
// the report's structured content with its JSON text copy, the same cut
// report; a script printing 2 MB after ten calls that changed something
// gets the head and tail of its output and every call in the report,
// each cut with a note. The next call of the session reads the whole.
func TestStdioResultBudget(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "--max-output", "4MiB")
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
	type content struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	type answer struct {
		ID     any `json:"id"`
		Result struct {
			Content           []content       `json:"content"`
			StructuredContent json.RawMessage `json:"structuredContent"`
			IsError           bool            `json:"isError"`
		} `json:"result"`
		Error any `json:"error"`
	}
	next := func() answer {
		t.Helper()
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("reading an answer: %v", err)
		}
		var a answer
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatalf("an answer that is not JSON: %.200q", line)
		}
		if a.Error != nil {
			t.Fatalf("error: %v", a.Error)
		}
		return a
	}
	call := func(id int, script string) answer {
		t.Helper()
		args, _ := json.Marshal(map[string]any{"command": script})
		send(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"bash","arguments":%s}}`, id, args))
		return next()
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`)
	next()
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)

	a := call(2, `body=$(printf 'b%.0s' $(seq 1 3000))
for i in $(seq 1 10); do tools github create-issue repo=acme/api title="budget $i" body=$body > /dev/null; done
awk 'BEGIN { for (i = 0; i < 40000; i++) printf "line %08d %s\n", i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }'
exit 1`)
	if !a.Result.IsError || len(a.Result.Content) != 2 {
		t.Fatalf("result: %+v", a.Result)
	}
	text := 0
	for _, c := range a.Result.Content {
		text += len(c.Text)
	}
	if text > tis.DefaultMaxResultBytes || text < tis.DefaultMaxResultBytes*8/10 {
		t.Fatalf("the text content is %d bytes, budget %d", text, tis.DefaultMaxResultBytes)
	}
	output, report := a.Result.Content[0].Text, a.Result.Content[1].Text
	if !strings.HasPrefix(output, "line 00000000 ") || !strings.HasSuffix(output, "line 00039999 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n") ||
		!strings.Contains(output, "bytes cut: result budget of 30000 bytes; all of it is in /results/") {
		t.Fatalf("output: %.200q ... %.200q", output, output[len(output)-200:])
	}
	if report != string(a.Result.StructuredContent) {
		t.Fatalf("the structured content and its text copy differ:\n%s\n%s", a.Result.StructuredContent, report)
	}
	var rep tis.Report
	if err := json.Unmarshal(a.Result.StructuredContent, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.ExitCode != 1 || len(rep.Tools.Done) != 10 {
		t.Fatalf("report: %s", report)
	}
	var whole string
	for i, d := range rep.Tools.Done {
		if d.Tool != "tools github create-issue" || !d.OK || d.Input["title"] != fmt.Sprintf("budget %d", i+1) ||
			!strings.Contains(d.Cut, "/report.json") {
			t.Fatalf("call %d: %+v", i, d)
		}
		whole = d.Cut[strings.Index(d.Cut, "/results/"):]
	}
	// The next script reads the whole output and report in the session.
	a = call(3, "d=$(dirname "+whole+"); wc -c < $d/stdout; jq '.tools.done | length' $d/report.json; jq -r '.tools.done[9].input.body | length' $d/report.json")
	if got := a.Result.Content[0].Text; got != "2000000\n10\n3000\n" {
		t.Fatalf("the next script: %q", got)
	}
}
