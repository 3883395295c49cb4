package commandtest

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestRepeat(t *testing.T) {
	b, err := io.ReadAll(Repeat("ab\n", 7))
	if err != nil || string(b) != "ab\nab\na" {
		t.Errorf("Repeat = %q, %v", b, err)
	}
	p := make([]byte, 5)
	if n, err := Repeat("x", -1).Read(p); n != 5 || err != nil || string(p) != "xxxxx" {
		t.Errorf("an endless Repeat read %d, %v", n, err)
	}
}

var kept [][]byte

// TestHeapMeter checks that the meter tells a reader that keeps what it
// reads from one that does not.
func TestHeapMeter(t *testing.T) {
	m := NewHeapMeter()
	if _, err := io.Copy(io.Discard, m.Reader(Repeat("y\n", 32<<20))); err != nil {
		t.Fatal(err)
	}
	if g := m.Growth(); g > 4<<20 {
		t.Errorf("discarding 32 MiB grew the live heap by %d bytes", g)
	}
	m = NewHeapMeter()
	r := m.Reader(Repeat("y\n", 32<<20))
	for {
		p := make([]byte, 64<<10)
		n, err := r.Read(p)
		kept = append(kept, p[:n])
		if err != nil {
			break
		}
	}
	if g := m.Growth(); g < 8<<20 {
		t.Errorf("keeping 32 MiB grew the live heap by only %d bytes", g)
	}
	kept = nil
}

func ExampleRepeat() {
	b, _ := io.ReadAll(io.LimitReader(Repeat("y\n", -1), 6))
	fmt.Printf("%q\n", b)
	fmt.Println(strings.Count(string(mustRead(Repeat("y\n", 1<<20))), "\n"))
	// Output:
	// "y\ny\ny\n"
	// 524288
}

func mustRead(r io.Reader) []byte {
	b, err := io.ReadAll(r)
	if err != nil {
		panic(err)
	}
	return b
}
