package command

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestStatus(t *testing.T) {
	for _, tt := range []struct {
		in   int
		want int
		nil_ bool
	}{{0, 0, true}, {1, 1, false}, {256, 0, true}, {257, 1, false}, {127, 127, false}} {
		err := Status(tt.in)
		if (err == nil) != tt.nil_ {
			t.Errorf("Status(%d) = %v", tt.in, err)
		}
		n, ok := StatusOf(err)
		if !ok || n != tt.want {
			t.Errorf("StatusOf(Status(%d)) = %d, %v", tt.in, n, ok)
		}
	}
	if _, ok := StatusOf(errors.New("stop")); ok {
		t.Error("a plain error is not an exit status")
	}
}

func TestLines(t *testing.T) {
	type line struct {
		s  string
		nl bool
	}
	for in, want := range map[string][]line{
		"":         nil,
		"a":        {{"a", false}},
		"a\n":      {{"a", true}},
		"a\n\nb":   {{"a", true}, {"", true}, {"b", false}},
		"x\r\ny\n": {{"x\r", true}, {"y", true}},
	} {
		var got []line
		err := Lines(context.Background(), strings.NewReader(in), func(s string, nl bool) error {
			got = append(got, line{s, nl})
			return nil
		})
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Lines(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Lines(ctx, strings.NewReader("a\n"), func(string, bool) error { return nil }); err == nil {
		t.Error("Lines ignored a done context")
	}
}

func TestRegistry(t *testing.T) {
	var r Registry
	r.Register("b", func(context.Context, *Call) error { return nil })
	r.Register("a", func(context.Context, *Call) error { return Status(3) })
	c := r.Clone()
	c.Register("c", func(context.Context, *Call) error { return nil })
	if !slices.Equal(r.Names(), []string{"a", "b"}) || !slices.Equal(c.Names(), []string{"a", "b", "c"}) {
		t.Errorf("names %v / %v", r.Names(), c.Names())
	}
	fn, ok := c.Lookup("a")
	if !ok {
		t.Fatal("a missing from the clone")
	}
	if n, _ := StatusOf(fn(context.Background(), &Call{})); n != 3 {
		t.Errorf("status %d", n)
	}
}
