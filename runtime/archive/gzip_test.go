package archive

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
)

func gz(t testing.TB, data []byte) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

func TestGzipCommands(t *testing.T) {
	hello := string(gz(t, []byte("hello\n")))
	tests := []struct {
		name           string
		fn             string
		args           []string
		files          map[string]string
		stdin          string
		stdout, stderr string
		status         int
		check          map[string]string // files that must then hold this ("" = absent)
	}{
		{name: "compress and back", fn: "gzip", args: []string{"f"}, files: map[string]string{"f": "data"},
			check: map[string]string{"f": ""}},
		{name: "keep", fn: "gzip", args: []string{"-k", "f"}, files: map[string]string{"f": "data"},
			check: map[string]string{"f": "data"}},
		{name: "zcat", fn: "zcat", args: []string{"f.gz"}, files: map[string]string{"f.gz": hello}, stdout: "hello\n"},
		{name: "gunzip finds .gz", fn: "gunzip", args: []string{"f"}, files: map[string]string{"f.gz": hello},
			check: map[string]string{"f": "hello\n", "f.gz": ""}},
		{name: "stdin", fn: "gunzip", stdin: hello, stdout: "hello\n"},
		{name: "not gzip", fn: "zcat", stdin: "junk", stderr: "\ngzip: stdin: not in gzip format\n", status: 1},
		{name: "empty stdin", fn: "zcat", stdin: "", stderr: "\ngzip: stdin: not in gzip format\n", status: 1},
		{name: "unknown suffix", fn: "gunzip", args: []string{"f"}, files: map[string]string{"f": "x"},
			stderr: "gzip: f: unknown suffix -- ignored\n", status: 2},
		{name: "exists", fn: "gzip", args: []string{"f"}, files: map[string]string{"f": "x", "f.gz": "y"},
			stderr: "gzip: f.gz already exists;\tnot overwritten\n", status: 2},
		{name: "missing", fn: "gzip", args: []string{"nope"}, stderr: "gzip: nope: No such file or directory\n", status: 1},
		{name: "bad option", fn: "gzip", args: []string{"-Q"}, stderr: "gzip: unsupported option -- 'Q'\n", status: 2},
		{name: "tgz", fn: "gunzip", args: []string{"a.tgz"}, files: map[string]string{"a.tgz": hello},
			check: map[string]string{"a.tar": "hello\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := newFS(tt.files)
			cmd := GzipCommand
			switch tt.fn {
			case "gunzip":
				cmd = GunzipCommand
			case "zcat":
				cmd = ZcatCommand
			}
			out, errs, st := runCmd(t, cmd, fsys, 0, []byte(tt.stdin), tt.fn, tt.args...)
			if out != tt.stdout || errs != tt.stderr || st != tt.status {
				t.Fatalf("got %q %q %d; want %q %q %d", out, errs, st, tt.stdout, tt.stderr, tt.status)
			}
			for p, want := range tt.check {
				got, err := fsys.ReadFile("/w/" + p)
				if want == "" {
					if err == nil {
						t.Errorf("%s still there", p)
					}
					continue
				}
				if string(got) != want {
					t.Errorf("%s = %q, %v; want %q", p, got, err, want)
				}
			}
		})
	}
}

func TestGzipRoundTrip(t *testing.T) {
	data := bytes.Repeat([]byte("abc\x00\xff\n"), 10000)
	fsys := newFS(map[string]string{"f": string(data)})
	if _, errs, st := runCmd(t, GzipCommand, fsys, 0, nil, "gzip", "-9", "f"); st != 0 {
		t.Fatal(errs)
	}
	out, errs, st := runCmd(t, ZcatCommand, fsys, 0, nil, "zcat", "f.gz")
	if st != 0 || out != string(data) {
		t.Fatalf("round trip: %d %s", st, errs)
	}
}

// TestGzipBomb: what one input decompresses to is bounded by the buffer
// limit, whether it goes to stdout or to a file.
func TestGzipBomb(t *testing.T) {
	bomb := gz(t, make([]byte, 8<<20)) // 8 MiB of zeros in ~8 KiB
	for _, args := range [][]string{{"-dc"}, {"-d", "b.gz"}, {"-t", "b.gz"}} {
		fsys := newFS(map[string]string{"b.gz": string(bomb)})
		stdin := bomb
		if len(args) > 1 {
			stdin = nil
		}
		_, errs, st := runCmd(t, GzipCommand, fsys, 1<<20, stdin, "gzip", args...)
		if st != 1 || !strings.Contains(errs, "decompressed data too large: more than 1048576 bytes") {
			t.Errorf("gzip %v: status %d, stderr %q", args, st, errs)
		}
		if _, err := fsys.Stat("/w/b"); err == nil {
			t.Errorf("gzip %v left a partial output", args)
		}
	}
}

// FuzzGunzip feeds arbitrary bytes to zcat: it must never panic, and
// must either succeed or fail with a status.
func FuzzGunzip(f *testing.F) {
	f.Add(gz(f, []byte("hello\n")))
	f.Add(append(gz(f, []byte("a")), gz(f, []byte("b"))...))
	f.Add(append(gz(f, []byte("a")), "trailing"...))
	f.Add([]byte("\x1f\x8b\x08\x00junk"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := newFS(nil)
		_, _, st := runCmd(t, ZcatCommand, fsys, 1<<20, data, "zcat")
		if st < 0 {
			t.Fatalf("status %d", st)
		}
		_, _, st = runCmd(t, GzipCommand, fsys, 1<<20, data, "gzip", "-l")
		if st < 0 {
			t.Fatalf("-l status %d", st)
		}
	})
}
