package archive

import (
	"archive/tar"
	"bytes"
	"strings"
	"testing"
)

func tarOf(t testing.TB, files ...*tar.Header) []byte {
	var b bytes.Buffer
	w := tar.NewWriter(&b)
	for _, h := range files {
		data := ""
		if h.Typeflag == tar.TypeReg {
			data = strings.Repeat("x", int(h.Size))
		}
		if err := w.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(data))
	}
	w.Close()
	return b.Bytes()
}

func TestTarRoundTrip(t *testing.T) {
	fsys := newFS(map[string]string{"d/a": "aaa", "d/sub/b": "b"})
	if err := fsys.Symlink("a", "/w/d/l"); err != nil {
		t.Fatal(err)
	}
	if err := fsys.Link("/w/d/a", "/w/d/h"); err != nil {
		t.Fatal(err)
	}
	if _, errs, st := runCmd(t, TarCommand, fsys, 0, nil, "tar", "-czf", "x.tgz", "d"); st != 0 {
		t.Fatal(errs)
	}
	if _, errs, st := runCmd(t, TarCommand, fsys, 0, nil, "tar", "-xzf", "x.tgz", "-C", "/", "--strip-components=1"); st != 0 {
		t.Fatal(errs)
	}
	if got, _ := fsys.ReadFile("/a"); string(got) != "aaa" {
		t.Errorf("a = %q", got)
	}
	if got, _ := fsys.Readlink("/l"); got != "a" {
		t.Errorf("l -> %q", got)
	}
	a, _ := fsys.Stat("/a")
	h, _ := fsys.Stat("/h")
	if a == nil || h == nil || !sameIno(a, h) {
		t.Errorf("hard link not kept")
	}
}

func TestTarErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  []byte
		stderr string
		status int
	}{
		{"no mode", []string{"-f", "x"}, nil, "tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options\nTry 'tar --help' or 'tar --usage' for more information.\n", 2},
		{"two modes", []string{"-ct"}, nil, "tar: You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option\nTry 'tar --help' or 'tar --usage' for more information.\n", 2},
		{"bad option", []string{"-tj"}, nil, "tar: unsupported option -- 'j'\n", 2},
		{"empty stdin", []string{"-t"}, nil, "tar: This does not look like a tar archive\ntar: Exiting with failure status due to previous errors\n", 2},
		{"truncated", []string{"-x"}, tarOf(t, &tar.Header{Name: "f", Typeflag: tar.TypeReg, Size: 5000, Mode: 0o644})[:1024], "tar: Unexpected EOF in archive\ntar: Error is not recoverable: exiting now\n", 2},
		{"dot-dot", []string{"-x"}, tarOf(t, &tar.Header{Name: "../x", Typeflag: tar.TypeReg, Size: 1, Mode: 0o644}),
			"tar: Removing leading `../' from member names\ntar: ../x: Member name contains '..'\ntar: Exiting with failure status due to previous errors\n", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := newFS(nil)
			_, errs, st := runCmd(t, TarCommand, fsys, 0, tt.stdin, "tar", tt.args...)
			if errs != tt.stderr || st != tt.status {
				t.Errorf("got %q %d; want %q %d", errs, st, tt.stderr, tt.status)
			}
			if _, err := fsys.Stat("/x"); err == nil {
				t.Errorf("wrote outside the directory")
			}
		})
	}
}

// TestTarBomb: a .tar.gz whose member decompresses past the buffer limit
// is refused.
func TestTarBomb(t *testing.T) {
	raw := tarOf(t, &tar.Header{Name: "big", Typeflag: tar.TypeReg, Size: 4 << 20, Mode: 0o644})
	bomb := gz(t, raw)
	fsys := newFS(nil)
	_, errs, st := runCmd(t, TarCommand, fsys, 1<<20, bomb, "tar", "-xz")
	if st != 2 || !strings.Contains(errs, "decompressed data too large") {
		t.Errorf("status %d, stderr %q", st, errs)
	}
	if _, err := fsys.Stat("/w/big"); err == nil {
		t.Errorf("partial member left")
	}
}

// FuzzTarList lists and extracts arbitrary bytes: never a panic, always
// a status.
func FuzzTarList(f *testing.F) {
	f.Add(tarOf(f, &tar.Header{Name: "d/", Typeflag: tar.TypeDir, Mode: 0o755},
		&tar.Header{Name: "d/f", Typeflag: tar.TypeReg, Size: 3, Mode: 0o644},
		&tar.Header{Name: "d/l", Typeflag: tar.TypeSymlink, Linkname: "/etc"},
		&tar.Header{Name: "d/h", Typeflag: tar.TypeLink, Linkname: "d/f"}))
	f.Add(gz(f, tarOf(f, &tar.Header{Name: "../x", Typeflag: tar.TypeReg, Size: 1})))
	f.Add([]byte("junk"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := newFS(nil)
		for _, args := range [][]string{{"-tv"}, {"-x"}, {"-xO"}} {
			if _, _, st := runCmd(t, TarCommand, fsys, 1<<20, data, "tar", args...); st < 0 {
				t.Fatalf("tar %v: status %d", args, st)
			}
		}
	})
}

// TestTarLoop: tar -h through a link back to a directory being added
// says so and leaves it out, rather than archiving without end.
func TestTarLoop(t *testing.T) {
	fsys := newFS(map[string]string{"d/f": "x"})
	if err := fsys.Symlink("..", "/w/d/up"); err != nil {
		t.Fatal(err)
	}
	out, errs, st := runCmd(t, TarCommand, fsys, 0, nil, "tar", "-chf", "-", "d")
	if st != 2 || errs != "tar: d/up/d: File system loop detected; not dumped\ntar: Exiting with failure status due to previous errors\n" {
		t.Errorf("status %d, stderr %q", st, errs)
	}
	names, _, _ := runCmd(t, TarCommand, newFS(nil), 0, []byte(out), "tar", "-t")
	if names != "d/\nd/f\nd/up/\n" {
		t.Errorf("archive holds %q", names)
	}
}
