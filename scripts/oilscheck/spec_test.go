package main

import (
	"strings"
	"testing"
)

// A spec file in the suite's format, written here: a header, a case with a
// multi-line stdout and a bash block, comments inside code and block, a
// one-line code case, a json stdout.
const sampleSpec = `## compare_shells: bash dash
## oils_failures_allowed: 0

#### two lines
echo one
# a comment, dropped as the suite's harness drops it

echo two
## STDOUT:
one
# also dropped
two
## END
## BUG bash/mksh status: 3
## BUG bash STDOUT:
three
## END

#### code on one line
## code: echo "$x"
## stdout-json: "\n"

#### status only
false
## status: 1
`

func TestParseSpec(t *testing.T) {
	f, err := parseSpec(strings.NewReader(sampleSpec))
	if err != nil {
		t.Fatal(err)
	}
	if f.Meta["compare_shells"] != "bash dash" || len(f.Cases) != 3 {
		t.Fatalf("meta %v, %d cases", f.Meta, len(f.Cases))
	}
	c := f.Cases[0]
	if c.Name != "two lines" || c.Code != "echo one\n\necho two\n" {
		t.Errorf("case 0: %q %q", c.Name, c.Code)
	}
	if c.def["stdout"] != "one\ntwo\n" {
		t.Errorf("case 0 stdout %q", c.def["stdout"])
	}
	if c.shells["mksh"].values["status"] != "3" || c.shells["bash"].values["stdout"] != "three\n" {
		t.Errorf("case 0 blocks: %+v %+v", c.shells["mksh"], c.shells["bash"])
	}
	e, err := c.bashExpect()
	if err != nil || *e.stdout != "three\n" || e.status != 3 || e.stderr != nil {
		t.Errorf("case 0 bash expectation: %+v %v", e, err)
	}
	e, err = f.Cases[1].bashExpect()
	if f.Cases[1].Code != "echo \"$x\"\n" || err != nil || *e.stdout != "\n" || e.status != 0 {
		t.Errorf("case 1: %q %+v %v", f.Cases[1].Code, e, err)
	}
	e, err = f.Cases[2].bashExpect()
	if err != nil || e.stdout != nil || e.status != 1 {
		t.Errorf("case 2: %+v %v", e, err)
	}
}

func TestParseSpecErrors(t *testing.T) {
	for _, bad := range []string{
		"#### a\n## bogus line\necho\n",
		"#### a\n",
		"echo outside a case\n",
		"#### a\necho\n## OK bash status: 1\n## BUG bash stdout: x\n",
	} {
		if _, err := parseSpec(strings.NewReader(bad)); err == nil {
			t.Errorf("no error for %q", bad)
		}
	}
}

func TestWithHelpers(t *testing.T) {
	got := withHelpers("echo $LINENO\nargv.py a\n")
	first, rest, _ := strings.Cut(got, "\n")
	if !strings.HasPrefix(first, "argv.py() {") || !strings.HasSuffix(first, "echo $LINENO") || rest != "argv.py a\n" {
		t.Errorf("helpers not on the first line: %q", got)
	}
	if withHelpers("echo hi\n") != "echo hi\n" {
		t.Error("a helper added to code that does not use it")
	}
}
