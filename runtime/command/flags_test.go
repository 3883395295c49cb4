package command

import (
	"slices"
	"strings"
	"testing"
)

// testFlags declares a flag set like grep's and returns its parsed state.
type testFlags struct {
	fs      *FlagSet
	n, v    *bool
	count   *int
	e       *[]string
	max     *int
	context *string
}

func newTestFlags() *testFlags {
	f := &testFlags{fs: NewFlagSet("t")}
	f.n = f.fs.Bool('n', "line-number")
	f.v = f.fs.Bool('v', "invert-match")
	f.count = f.fs.Count('q', "quiet")
	f.e = f.fs.Strings('e', "regexp")
	f.max = f.fs.Int('m', "max-count", -1)
	f.context = f.fs.String('C', "context", "")
	return f
}

func TestFlagSetParse(t *testing.T) {
	tests := []struct {
		args    []string
		ops     []string
		n, v    bool
		count   int
		e       []string
		max     int
		context string
		err     string
	}{
		{args: []string{"-nv", "pat", "file"}, ops: []string{"pat", "file"}, n: true, v: true, max: -1},
		{args: []string{"pat", "file", "-n"}, ops: []string{"pat", "file"}, n: true, max: -1},
		{args: []string{"-e", "a", "-eb", "--regexp=c", "--regexp", "d"}, e: []string{"a", "b", "c", "d"}, max: -1},
		{args: []string{"-m5", "-m", "7"}, max: 7},
		{args: []string{"--max=3"}, max: 3},
		{args: []string{"--line", "--inv"}, n: true, v: true, max: -1},
		{args: []string{"-qqq"}, count: 3, max: -1},
		{args: []string{"--", "-n", "-"}, ops: []string{"-n", "-"}, max: -1},
		{args: []string{"-", "-n"}, ops: []string{"-"}, n: true, max: -1},
		{args: []string{"-nC2"}, n: true, context: "2", max: -1},
		{args: []string{"-x"}, err: "unsupported option -- 'x'"},
		{args: []string{"--nope"}, err: "unsupported option '--nope'"},
		{args: []string{"-e"}, err: "option requires an argument -- 'e'"},
		{args: []string{"--regexp"}, err: "option '--regexp' requires an argument"},
		{args: []string{"--line-number=3"}, err: "doesn't allow an argument"},
		{args: []string{"-m", "many"}, err: "invalid number"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			f := newTestFlags()
			ops, err := f.fs.Parse(tt.args)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(ops, tt.ops) || *f.n != tt.n || *f.v != tt.v || *f.count != tt.count ||
				!slices.Equal(*f.e, tt.e) || *f.max != tt.max || *f.context != tt.context {
				t.Errorf("ops %q n %v v %v count %d e %q max %d context %q", ops, *f.n, *f.v, *f.count, *f.e, *f.max, *f.context)
			}
		})
	}
}

func TestFlagSetNoPermute(t *testing.T) {
	f := newTestFlags()
	f.fs.Permute = false
	ops, err := f.fs.Parse([]string{"-n", "cmd", "-v", "x"})
	if err != nil || !slices.Equal(ops, []string{"cmd", "-v", "x"}) || *f.v {
		t.Errorf("ops %q err %v v %v", ops, err, *f.v)
	}
}

func TestFlagSetNegativeNumbers(t *testing.T) {
	f := NewFlagSet("seq")
	f.NegativeNumbers = true
	w := f.Bool('w', "")
	ops, err := f.Parse([]string{"-5", "-w", "-1.5", "3"})
	if err != nil || !slices.Equal(ops, []string{"-5", "-1.5", "3"}) || !*w {
		t.Errorf("ops %q err %v", ops, err)
	}
}

func TestFlagSetAmbiguous(t *testing.T) {
	f := NewFlagSet("t")
	f.Bool(0, "color")
	f.Bool(0, "colour")
	if _, err := f.Parse([]string{"--col"}); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("err %v", err)
	}
}

// FuzzFlagSet parses arbitrary argument lists: no panic, and every
// operand returned is one of the arguments.
func FuzzFlagSet(f *testing.F) {
	for _, s := range []string{"-nv pat file", "--regexp=a -e", "-- -n", "-m5 -C", "--line=1", "-\x00", "--="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args := strings.Fields(s)
		fl := newTestFlags()
		ops, err := fl.fs.Parse(args)
		if err != nil {
			return
		}
		for _, o := range ops {
			if !slices.Contains(args, o) {
				t.Fatalf("operand %q not among the arguments %q", o, args)
			}
		}
	})
}
