package runtime

// Expected output recorded from GNU bash 5.2 running the same scripts.

import (
	"testing"
	"time"
)

func TestBashGaps(t *testing.T) {
	tests := []struct {
		name, script, stdout string
		status               int
	}{
		{"mapfile empty set -u", "set -u\nmapfile -t a < /dev/null\necho \"n=${#a[@]}\"\n", "n=0\n", 0},
		{"mapfile empty line", "set -u\nmapfile -t a <<< \"\"\necho \"n=${#a[@]} [${a[0]}]\"\n", "n=1 []\n", 0},
		{"mapfile keeps newline", "set -u\nmapfile b <<< \"x\"\necho \"b=${b[0]}|\"\n", "b=x\n|\n", 0},
		{"mapfile default name", "set -u\nmapfile -t < <(echo q)\necho \"M=${MAPFILE[0]}\"\n", "M=q\n", 0},
		{"readarray", "set -u\nreadarray -t c <<< \"1\"\necho \"${c[@]}\"\n", "1\n", 0},
		{"delimiter", "mapfile -t -d , d <<< \"a,b\"\necho \"${#d[@]} ${d[0]} ${d[1]}\"\n", "2 a b\n\n", 0},
		{"replaces the array", "a=(1 2)\nmapfile -t a </dev/null\necho \"${#a[@]}\"\n", "0\n", 0},
		{"empty loop", "set -u\nmapfile -t a </dev/null\nfor x in \"${a[@]}\"; do echo $x; done\necho ok\n", "ok\n", 0},
		{"count and skip", "printf '1\\n2\\n3\\n4\\n5\\n' > f\nmapfile -t -n 2 e < f; echo \"${e[@]}\"\nmapfile -t -s 1 -n 2 e < f; echo \"${e[@]}\"\n", "1 2\n2 3\n", 0},
		{"origin", "e=(x y z)\nmapfile -t -O 1 e <<< $'p\\nq'\necho \"${e[@]}\"\n", "x p q\n", 0},
		{"reads only what it needs", "printf '1\\n2\\n3\\n' > f\n{ mapfile -t -n 1 first; cat; } < f\necho \"first=$first\"\n", "2\n3\nfirst=1\n", 0},
		{"quotes survive", "mapfile -t w <<< $'it'\"'\"'s\\n$HOME `x`'\nprintf '<%s>\\n' \"${w[@]}\"\n", "<it's\\n$HOME `x`>\n", 0},
		{"nul delimiter", "mapfile -td '' z < <(printf 'a\\0b\\0')\necho \"${#z[@]} ${z[1]}\"\n", "2 b\n", 0},
		{"getopts stops at --", "f() { local OPTIND o; while getopts \"ab:\" o; do echo \"opt $o ${OPTARG:-}\"; done; shift $((OPTIND-1)); echo \"rest $* OPTIND=$OPTIND\"; }\nf -a -- -b x y\nf -a -b v -- z\nf -- -a\nf -ab v -- -a\nf x -- y\n", "opt a \nrest -b x y OPTIND=3\nopt a \nopt b v\nrest z OPTIND=5\nrest -a OPTIND=2\nopt a \nopt b v\nrest -a OPTIND=4\nrest x -- y OPTIND=1\n", 0},
		{"getopts with arguments", "g() { local OPTIND o; while getopts \":a\" o \"$@\"; do echo \"g $o\"; done; echo \"g OPTIND=$OPTIND\"; }\ng -a -- -a\n", "g a\ng OPTIND=3\n", 0},
		{"getopts status", "getopts \"a\" opt -a -- -x; echo \"$opt $OPTIND\"; getopts \"a\" opt -a -- -x; echo \"$? $opt $OPTIND\"\n", "a 2\n1 ? 3\n", 0},
		{"getopts positional", "set -- -a -- b; OPTIND=1; while getopts a o; do echo \"top $o\"; done; echo \"top $OPTIND\"\n", "top a\ntop 3\n", 0},
		{"getopts no params", "while getopts a o; do echo \"x $o\"; done; echo \"done $OPTIND\"\n", "done 1\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runScript(t, Limits{Timeout: 10 * time.Second}, tt.script)
			if res.Stdout != tt.stdout || res.ExitCode != tt.status {
				t.Errorf("stdout %q status %d, want %q %d (stderr %q)", res.Stdout, res.ExitCode, tt.stdout, tt.status, res.Stderr)
			}
		})
	}
}

func TestBashGapsBounded(t *testing.T) {
	// mapfile holds its input within the buffer limit.
	res := runScript(t, Limits{Timeout: 10 * time.Second, MaxBufferBytes: 1 << 10}, "yes | head -c 5000 > f; mapfile -t a < f; echo \"rc=$? ${#a[@]}\"")
	if res.Stdout != "rc=1 0\n" || res.Stderr == "" {
		t.Errorf("stdout %q stderr %q", res.Stdout, res.Stderr)
	}
}

// TestAssignWithoutEval: read and printf -v assign a variable as
// name=value does (bash 5.2's output), without eval: in a function's
// local scope, through a name reference, to element 0 of an array,
// refused by a read-only variable, the value kept byte for byte.
func TestAssignWithoutEval(t *testing.T) {
	tests := []struct {
		name, script, stdout string
		status               int
	}{
		{"local", "f() { local x=1; read -r x <<< 'in f'; printf -v y '%s' \"$x\"; echo \"$x|$y\"; }\nx=0; f; echo \"$x|$y\"\n", "in f|in f\n0|in f\n", 0},
		{"global from a function", "g() { read -r z <<< zz; }\ng; echo \"$z\"\n", "zz\n", 0},
		{"name reference", "declare -n r=t\nread -r r <<< v; echo \"$t\"\nprintf -v r '%s' w; echo \"$t\"\n", "v\nw\n", 0},
		{"array element 0", "a=(1 2 3)\nread -r a <<< x; printf -v b '%s' y; echo \"${a[*]} $b\"\nprintf -v a '%s' q; echo \"${a[*]}\"\n", "x 2 3 y\nq 2 3\n", 0},
		{"read-only", "readonly k=1\nread -r k <<< 2; echo \"rc=$? $k\"\nprintf -v k '%s' 3; echo \"rc=$? $k\"\n", "rc=1 1\nrc=1 1\n", 0},
		{"quotes and dollars", "read -r q <<< \"it's \\$HOME \\`x\\`\"; printf -v p '%s' \"$q\"; echo \"$q|$p\"\n", "it's $HOME `x`|it's $HOME `x`\n", 0},
		{"fields", "IFS=: read -r a b c <<< 'x:y:z:w'; echo \"$a $b $c\"\nread d <<< '  pad  '; echo \"[$d]\"\n", "x y z:w\n[pad]\n", 0},
		{"end of input", "printf 'last' | { read -r l; echo \"rc=$? $l\"; }\n", "rc=1 last\n", 0},
		{"exported stays exported", "export e=1\nread -r e <<< 2\nbash -c 'echo $e'\n", "2\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runScript(t, Limits{Timeout: 10 * time.Second}, tt.script)
			if res.Stdout != tt.stdout || res.ExitCode != tt.status {
				t.Errorf("stdout %q status %d, want %q %d (stderr %q)", res.Stdout, res.ExitCode, tt.stdout, tt.status, res.Stderr)
			}
		})
	}
}
