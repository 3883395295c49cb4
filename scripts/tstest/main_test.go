package main

import (
	"strings"
	"testing"
)

// TestSummary: the package lines pass through, a failed test's output is
// shown, and the skips are counted and grouped by their reason.
func TestSummary(t *testing.T) {
	events := `{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"pass","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestB","Output":"    b_test.go:9: got 1, want 2\n"}
{"Action":"fail","Package":"p","Test":"TestB"}
{"Action":"output","Package":"p","Test":"TestC","Output":"    c_test.go:3: needs the real MCP servers: not installed\n"}
{"Action":"skip","Package":"p","Test":"TestC"}
{"Action":"output","Package":"p","Test":"TestD","Output":"    d_test.go:7: needs the real MCP servers: not installed\n"}
{"Action":"skip","Package":"p","Test":"TestD"}
{"Action":"skip","Package":"p","Test":"TestE"}
{"Action":"output","Package":"p","Output":"nodetest: skipped 2 tests\n"}
{"Action":"output","Package":"p","Output":"FAIL\n"}
{"Action":"output","Package":"p","Output":"FAIL\tp\t0.1s\n"}
{"Action":"fail","Package":"p"}
{"ImportPath":"q","Action":"build-output","Output":"q/x.go:1:1: syntax error\n"}
{"ImportPath":"q","Action":"build-fail"}
not json
`
	var out strings.Builder
	s := newSummary(&out)
	if err := s.read(strings.NewReader(events)); err != nil {
		t.Fatal(err)
	}
	s.finish()
	want := `--- FAIL: TestB (p)
    b_test.go:9: got 1, want 2
FAIL	p	0.1s
q/x.go:1:1: syntax error
not json
tstest: 1 test passed, 1 failed, 3 skipped, in 1 package; 1 build failed
tstest: 2 skipped (TestC, TestD): needs the real MCP servers: not installed
tstest: 1 skipped (TestE): no reason given
`
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestHasPackages(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"-run", "X", "-count=1"}, false},
		{[]string{"-run", "X", "./..."}, true},
		{[]string{"./cmd/tsrun"}, true},
		{[]string{"-v", "-args", "x"}, false},
	} {
		if got := hasPackages(tc.args); got != tc.want {
			t.Errorf("%q: %v", tc.args, got)
		}
	}
}

func TestHasFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"-timeout", "5m", "./..."}, true},
		{[]string{"-timeout=5m"}, true},
		{[]string{"--timeout=5m"}, true},
		{[]string{"-run", "TestTimeout"}, false},
		{[]string{"-timeouts"}, false},
		{[]string{"-args", "-timeout", "5m"}, false},
	} {
		if got := hasFlag(tc.args, "timeout"); got != tc.want {
			t.Errorf("%q: %v", tc.args, got)
		}
	}
}
