package coreutils

import "testing"

func TestChmodAdjust(t *testing.T) {
	tests := []struct {
		mode     string
		old      uint32
		dir      bool
		want     uint32
		wantFail bool
	}{
		{mode: "755", old: 0o644, want: 0o755},
		{mode: "0", old: 0o644, want: 0},
		{mode: "4755", old: 0o644, want: 0o4755},
		{mode: "755", old: 0o2755, dir: true, want: 0o2755}, // a directory keeps set-ID bits
		{mode: "00755", old: 0o2755, dir: true, want: 0o755},
		{mode: "u+x", old: 0o644, want: 0o744},
		{mode: "go-r", old: 0o644, want: 0o600},
		{mode: "a=r", old: 0o777, want: 0o444},
		{mode: "u=rwx,g=rx,o=", old: 0o666, want: 0o750},
		{mode: "+w", old: 0o444, want: 0o644}, // the umask (022) limits a mode without who
		{mode: "=r", old: 0o777, want: 0o444},
		{mode: "g=u", old: 0o640, want: 0o660},
		{mode: "o=g-w", old: 0o670, want: 0o675},
		{mode: "+X", old: 0o644, want: 0o644},
		{mode: "+X", old: 0o744, want: 0o755},
		{mode: "+X", old: 0o600, dir: true, want: 0o711},
		{mode: "u+s,g+s,+t", old: 0o644, want: 0o7644},
		{mode: "-755", old: 0o777, want: 0o022},
		{mode: "+t", old: 0o755, want: 0o1755},
		{mode: "u+", old: 0o644, want: 0o644},
		{mode: "10000", wantFail: true},
		{mode: "8", wantFail: true},
		{mode: "xyz", wantFail: true},
		{mode: "u+z", wantFail: true},
		{mode: ",u+x", wantFail: true},
		{mode: "u", wantFail: true},
		{mode: "u+755", wantFail: true},
		{mode: "", wantFail: true},
	}
	for _, tt := range tests {
		ch, ok := chmodCompile(tt.mode)
		if ok == tt.wantFail {
			t.Errorf("chmodCompile(%q) ok = %v", tt.mode, ok)
			continue
		}
		if !ok {
			continue
		}
		if got := chmodAdjust(tt.old, tt.dir, 0o022, ch); got != tt.want {
			t.Errorf("chmod %s on %04o (dir %v) = %04o, want %04o", tt.mode, tt.old, tt.dir, got, tt.want)
		}
	}
}

func FuzzChmodMode(f *testing.F) {
	for _, s := range []string{"755", "u+x", "go-w,a=r", "+X", "u=rwx,g=rx,o=", "g=u", "-755", "a+st", ",", "u+"} {
		f.Add(s, uint32(0o644), false)
	}
	f.Fuzz(func(t *testing.T, mode string, old uint32, dir bool) {
		ch, ok := chmodCompile(mode)
		if !ok {
			return
		}
		if got := chmodAdjust(old, dir, 0o022, ch); got&^0o7777 != 0 {
			t.Fatalf("chmod %q gave bits outside 07777: %o", mode, got)
		}
	})
}
