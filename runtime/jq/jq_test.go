package jq

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func runJQ(j *JQ, stdin string, args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	c := &command.Call{Name: "jq", Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, Dir: "/", FS: vfs.New(nil)}
	n, ok := command.StatusOf(j.Command(context.Background(), c))
	if !ok {
		n = -1
	}
	return out.String(), errb.String(), n
}

func TestCommand(t *testing.T) {
	tests := []struct {
		stdin  string
		args   []string
		out    string
		status int
	}{
		{`{"a":[1,2]}`, []string{"-c", ".a"}, "[1,2]\n", 0},
		{`"x"`, []string{"-r", "."}, "x\n", 0},
		{`1 2 3`, []string{"-s", "-c", "."}, "[1,2,3]\n", 0},
		{``, []string{"-n", "--arg", "v", "1", "$v"}, "\"1\"\n", 0},
		{``, []string{"-n", "--argjson", "v", "{\"k\":true}", "$v.k"}, "true\n", 0},
		{``, []string{"-n", "--argjson", "v", "{bad", "$v"}, "", 2},
		{``, []string{"-n", "--arg", "v"}, "", 2},
		{`null`, []string{"-e", "."}, "null\n", 1},
		{`{}`, []string{"-e", ".[]"}, "", 4},
		{`{}`, []string{"."}, "{}\n", 0},
		{`[]`, []string{".["}, "", 3},
		{`{`, []string{"."}, "", 2},
		{`"é"`, []string{"-a", "."}, "\"\\u00e9\"\n", 0},
		{`1`, []string{"-n", "[inputs]", "-c"}, "[1]\n", 0},
		{``, []string{"-n", "halt_error"}, "", 5},
		{``, []string{"-n", `"bye\n" | halt_error(1)`}, "bye\n", 1},
		{``, []string{"-n", "-Z", "."}, "", 2},
	}
	j := New()
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.args), func(t *testing.T) {
			out, errs, status := runJQ(j, tt.stdin, tt.args...)
			if out != tt.out || status != tt.status {
				t.Errorf("out %q status %d (stderr %q), want %q %d", out, status, errs, tt.out, tt.status)
			}
		})
	}
}

func TestCache(t *testing.T) {
	j := New()
	a, err := j.compile(".a", nil, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := j.compile(".a", nil, nil, 0)
	if a != b {
		t.Error("the same query was compiled twice")
	}
	c, _ := j.compile(".a", []string{"$x"}, nil, 0)
	if c == a {
		t.Error("queries with other variables share a compiled code")
	}
	for i := 0; i < cacheSize+10; i++ {
		j.compile(fmt.Sprintf(".k%d", i), nil, nil, 0)
	}
	if len(j.cache) > cacheSize || len(j.order) != len(j.cache) {
		t.Errorf("cache holds %d (order %d), bound %d", len(j.cache), len(j.order), cacheSize)
	}
}
