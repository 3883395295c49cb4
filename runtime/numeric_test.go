package runtime

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// hostileNumbers are the values every numeric option and operand is
// tried with (issue 16): the edges of int64, past them, a float, and
// words that are not numbers at all.
var hostileNumbers = []string{
	"-1", "0", "-9223372036854775808", "9223372036854775807",
	"99999999999999999999999", "1e9", "", "abc", "+5", " 5",
}

// numericLimits are the limits of a sweep run: short enough that a
// command which legitimately runs forever with a huge count (sleep, yes,
// seq 1 1e308) ends soon, small enough that a bound is hit long before
// the machine suffers. A run that allocates from a number hits the
// memory limit (the heap is read every 2 ms) or, for a single huge
// allocation, crashes the test.
var numericLimits = Limits{
	Timeout:        1500 * time.Millisecond,
	MaxCommands:    -1,
	MaxOutputBytes: 4 << 10,
	MaxOutputTotal: 1 << 20,
	MaxFileBytes:   4 << 20,
	MaxTotalBytes:  16 << 20,
	MaxMemoryBytes: 256 << 20,
	MaxBufferBytes: 16 << 20,
}

// sweepFiles are the files every sweep run starts with.
var sweepFiles = map[string]string{
	"f":      "b 2 x\na 10 y\nc 1 z\nline four is a little longer than the others\n",
	"g":      "a 1\nb 2\n",
	"j.json": `{"a":[1,2,{"b":"c"}],"n":3}` + "\n",
	"y.yaml": "a: [1, 2]\nb: {c: d}\n",
	"p.bc":   "1+1\n",
	"s.sh":   "echo hi\n",
}

// operandsFor are the operands a command gets after the option under
// test (the default is the file f), so that the option is used and not
// only parsed.
var operandsFor = map[string]string{
	"seq": "1 3", "sleep": "0", "timeout": "1 true", "xargs": "echo",
	"tr": "a b", "grep": "a f", "egrep": "a f", "fgrep": "a f", "rg": "a f",
	"sed": "p f", "awk": "1 f", "jq": ". j.json", "yq": ". y.yaml",
	"expr": "1 + 1", "bc": "p.bc", "join": "f g", "comm": "f g", "diff": "f g",
	"cp": "f h", "mv": "f h", "ln": "f h", "mkdir": "d", "rmdir": "d",
	"printf": "'%s\\n' a", "echo": "a", "date": "", "yes": "", "env": "true",
	"find": ".", "tar": "-cf t.tar f", "truncate": "f", "split": "f",
	"chmod": "644 f", "touch": "f", "mktemp": "", "bash": "s.sh", "sh": "s.sh",
	"time": "true", "which": "ls", "printenv": "", "uname": "", "id": "",
	"whoami": "", "hostname": "", "nproc": "", "tree": ".", "du": ".", "ls": ".",
	"shuf": "f", "realpath": "f", "readlink": "f", "envsubst": "", "file": "f",
	"stat": "f", "iconv": "f", "xxd": "f", "od": "f", "hexdump": "f",
}

// numericTemplates are numeric operands and arguments that no option
// parser declares: NUM stands for each hostile number (a quoted word,
// or spliced into the quotes it is in). They cover
// the shell's builtins and the commands whose numbers are operands or
// live inside a program (sed addresses, awk calls, tr repeats).
var numericTemplates = []string{
	// coreutils operands and ad hoc numbers
	"head -NUM f", "tail -NUM f", "tail -n +NUM f", "tail -c +NUM f", "head -n -NUM f",
	"head -c -NUM f", "seq NUM", "seq 1 NUM", "seq NUM 1 3", "seq 1 NUM 3", "seq -w 1 NUM",
	"seq -w NUM", "seq -f %.NUMf 1", "sleep NUM", "timeout NUM true", "timeout -k NUM 1 true",
	"date -d @NUM", "date -d NUM", "truncate -s NUM f", "truncate -s +NUM f",
	"cut -b 1-NUM f", "cut -b NUM- f", "cut -c NUM f", "cut -f NUM f", "cut -f 1-NUM f",
	"sort -k NUM f", "sort -k 1.NUM f", "sort -k NUM,NUM f", "sort -t ' ' -k 2n,NUM f",
	"shuf -i 1-NUM", "shuf -i NUM-5", "shuf -n NUM -i 1-5", "split -n NUM f", "split -l NUM f",
	"split -b NUM f", "split -a NUM f", "od -NUM NUM f", "od -j NUM f", "od -w NUM f",
	"od -t dNUM f", "od -t xNUM f", "od -A x -t fNUM f", "xxd -c NUM f", "xxd -l NUM f",
	"xxd -s NUM f", "xxd -g NUM f", "xxd -s -NUM f", "tr a '[b*NUM]' <f", "tr a-c '[x*NUM]y' <f",
	"tr '\\NUM' x <f", "expand -t NUM f", "expand -t 1,NUM f", "unexpand -t NUM f",
	"fold -w NUM f", "fmt -w NUM f", "fmt -g NUM f", "column -c NUM f", "nl -w NUM f",
	"nl -i NUM f", "nl -v NUM f", "uniq -f NUM f", "uniq -s NUM f", "uniq -w NUM f",
	"join -1 NUM f g", "join -2 NUM f g", "join -o 1.NUM f g", "tree -L NUM .",
	"du -d NUM .", "find . -maxdepth NUM", "find . -mindepth NUM", "find . -size NUM",
	"find . -mtime NUM", "find . -mmin NUM", "find . -newer f -size -NUM",
	"find . -perm NUM", "stat -c %NUMs f", "stat -c %.NUMs f", "find . -printf %NUMp",
	"printf '%*d' NUM 1", "printf '%.*d' NUM 1", "printf %NUMd 1", "printf %.NUMf 1",
	"printf '%d' NUM", "printf '%x' NUM", "printf '%f' NUM", "printf '%c' NUM",
	"printf '%*s' NUM x", "printf '%-*s' NUM x", "printf '%.*s' NUM x",
	"base64 -w NUM f", "head -n NUM f", "tail -n NUM f", "head -c NUM f", "tail -c NUM f",
	"mkdir -m NUM d", "chmod NUM f", "touch -t NUM f", "touch -d @NUM f", "date +%NUMd",
	"date +%-NUMs", "yes | head -n NUM", "xargs -n NUM echo <f", "xargs -L NUM echo <f",
	"xargs -P NUM echo <f", "xargs -s NUM echo <f", "strings -n NUM f", "cksum f",
	"diff -U NUM f g", "diff -C NUM f g", "comm f g", "paste -d NUM f g", "nproc --ignore NUM",
	"kill -s NUM 1", "kill -NUM 1", "kill NUM", "kill -l NUM", "tac -s NUM f",
	"grep -m NUM a f", "grep -A NUM a f", "grep -B NUM a f", "grep -C NUM a f", "grep -e a -NUM f",
	"rg -m NUM a f", "rg -A NUM a f", "rg -B NUM a f", "rg -C NUM a f", "rg --max-depth NUM a .",
	"sed -n NUMp f", "sed -n 1,NUMp f", "sed -n 0~NUMp f", "sed -n NUM~2p f", "sed -n 1~NUMp f",
	"sed -n 1,+NUMp f", "sed -n 1,~NUMp f", "sed s/a/b/NUM f", "sed -l NUM l f", "sed NUMq f",
	"sed NUMQ f", "sed 'y/a/b/;NUMd' f", "sed -n '$!{N};NUMp' f",
	"awk 'BEGIN{print substr(\"abc\",NUM)}'", "awk 'BEGIN{print substr(\"abc\",1,NUM)}'",
	"awk 'BEGIN{printf \"%*d\\n\", NUM, 1}'", "awk 'BEGIN{printf \"%.*f\\n\", NUM, 1}'",
	"awk 'BEGIN{printf \"%NUMd\\n\", 1}'", "awk 'BEGIN{printf \"%c\", NUM}'",
	"awk 'BEGIN{a[NUM]=1; print length(a)}'", "awk 'BEGIN{$NUM=1; print NF}'",
	"awk 'BEGIN{NF=NUM; print}'", "awk '{print $NUM}' f", "awk 'BEGIN{print index(\"abc\",NUM)}'",
	"awk 'BEGIN{srand(NUM); print int(rand()*0)}'", "awk 'BEGIN{print sprintf(\"%NUMs\", 1)}'",
	"awk 'BEGIN{x=sprintf(\"%*s\", NUM, \"\"); print length(x)}'",
	"awk 'BEGIN{print substr(\"abc\",NUM,NUM)}'", "awk 'BEGIN{print split(\"a b\",a,\" \",NUM)}'",
	"awk 'BEGIN{print 2^NUM}'", "awk 'BEGIN{print int(NUM)}'", "awk 'BEGIN{print NUM%0.5}'",
	"awk -v n=NUM 'BEGIN{while(i++<3)print substr(\"x\",n)}'",
	"jq --indent NUM . j.json", "jq '.a[NUM]' j.json", "jq '.a[NUM:]' j.json",
	"jq '.a[:NUM]' j.json", "jq 'limit(NUM; .a[])' j.json", "jq '\"x\" * NUM' j.json",
	"jq '[range(NUM)] | length' j.json", "jq 'first(range(NUM))' j.json",
	"jq '.a | nth(NUM)' j.json", "jq 'tostring | .[NUM:]' j.json", "jq '\"%\" | ltrimstr(NUM)' j.json",
	"jq 'splits(\"a\"; NUM)' j.json", "jq -n '[limit(3; repeat(NUM))]'",
	"jq -n 'NUM | tostring'", "jq -n '\"abc\" | .[NUM:NUM]'", "jq -n '[1,2] | .[NUM] = 1'",
	"jq -n 'NUM | implode'", "jq -n '\"x\" | ascii_downcase * NUM'",
	"jq -n 'pow(2; NUM)'", "jq -n 'NUM | exp10'", "jq -n '[NUM] | tojson'",
	"jq -n '\"a\" | test(\"a{NUM}\")'", "jq -n 'NUM | todate'", "jq -n 'NUM | strftime(\"%Y\")'",
	"jq -n '[1,2,3] | .[1:NUM]'", "jq -n '{} | .[\"a\"] |= NUM'",
	"yq -I NUM . y.yaml", "yq '.a[NUM]' y.yaml", "yq '.a[NUM:]' y.yaml",
	"expr NUM + 1", "expr NUM \\* NUM", "expr substr abc NUM NUM", "expr substr abc 1 NUM",
	"expr index abc NUM", "expr length NUM", "expr NUM : '.*'", "expr NUM / 0", "expr NUM % -1",
	"bc <<< 'NUM+1'", "bc <<< 'scale=NUM; 1/3'", "bc <<< 'ibase=NUM; 1'",
	"bc <<< 'obase=NUM; 10'", "bc <<< 'a[NUM]=1'", "bc <<< '10^NUM'",
	"bc <<< 'sqrt(NUM)'", "bc <<< 'length(NUM)'", "bc <<< 'scale=5; NUM^0.5'",
	"tar -cf t.tar --strip-components NUM f", "tar -xf t.tar --strip-components=NUM",
	"gzip -NUM -c f", "gzip -c -NUM f", "zcat -NUM f",
	// shell builtins and expansions
	"read -n NUM x <f", "read -NUM NUM x <f", "read -t NUM x <f", "read -u NUM x",
	"read -d x -n NUM v <f", "mapfile -n NUM m <f", "mapfile -s NUM m <f",
	"mapfile -O NUM m <f", "mapfile -c NUM -C : m <f", "mapfile -u NUM m",
	"readarray -n NUM m <f", "ulimit -v NUM", "ulimit -n NUM", "ulimit -s NUM", "ulimit -t NUM",
	"ulimit -f NUM", "ulimit -c NUM", "ulimit -u NUM", "ulimit -a NUM", "shift NUM", "set -- a b; shift NUM",
	"exit NUM", "f() { return NUM; }; f", "break NUM", "for i in 1; do break NUM; done",
	"for i in 1; do continue NUM; done", "while :; do break NUM; done",
	"wait NUM", "wait -n NUM", "umask NUM", "trap : NUM", "trap - NUM", "jobs %NUM", "fg %NUM",
	"bg %NUM", "disown %NUM", "history NUM", "fc -l NUM", "caller NUM", "getopts a x -NUM",
	"OPTIND=NUM; getopts a x -a", "dirs +NUM", "popd +NUM", "pushd +NUM", "cd -NUM",
	"echo ${x:NUM}", "x=abc; echo ${x:NUM:NUM}", "x=abc; echo ${x:0:NUM}", "set -- a b; echo ${@:NUM}",
	"set -- a b; echo ${@:1:NUM}", "a=(1 2); echo ${a[NUM]}", "a=(1 2); echo ${a[@]:NUM}",
	"a=(1 2); a[NUM]=1; echo ${#a[@]}", "echo $((NUM))", "echo $((NUM+1))", "echo $((2**NUM))",
	"echo {1..NUM}", "echo {NUM..1}", "echo {1..3..NUM}", "echo {a..c..NUM}", "echo $(( NUM << NUM ))",
	"printf -v v '%*d' NUM 1", "declare -i i=NUM; echo $i", "let x=NUM", "[ NUM -gt 1 ]",
	"[[ NUM -lt 1 ]]", "test NUM -eq NUM", "x=NUM; echo ${x/#NUM/y}", "echo ${NUM}", "echo $NUM",
	"exec NUM>&1", "echo x >&NUM", "echo x NUM>&1", ": <&NUM", "select x in a; do break; done <<<NUM",
	"complete -o NUM x", "enable -n NUM", "hash -d NUM", "type -t NUM", "command -v NUM",
	"source s.sh NUM", "eval NUM", "exec 3>/dev/null; echo x >&3; exit NUM",
	"(exit NUM); echo $?", "f() { return NUM; }; f; echo $?", "false || exit NUM",
	"set -o pipefail; exit NUM", "time NUM", "times NUM", "suspend NUM", "logout NUM",
	"bash -c 'exit NUM'", "sh -c 'shift NUM'", "bash -c 'echo $1' NUM",
	"printf '%(%s)T' NUM", "printf '%b' '\\NUM'", "echo -e '\\0NUM'",
}

// builtinNames reads the names interp.IsBuiltin accepts from its source,
// so that a builtin added there is one the sweep must cover.
func builtinNames(t *testing.T) []string {
	t.Helper()
	path := filepath.Join("..", "internal", "mvdansh", "interp", "builtin.go")
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	ast.Inspect(f, func(n ast.Node) bool {
		fd, ok := n.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "IsBuiltin" {
			return true
		}
		ast.Inspect(fd, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				names = append(names, s)
			}
			return true
		})
		return false
	})
	if len(names) < 40 {
		t.Fatalf("found %d builtins in %s; the parse is wrong", len(names), path)
	}
	return names
}

// longCandidates gathers the long option names the command packages
// declare (a FlagSet's long names, and "--name" words that ad hoc
// parsers compare against), to be probed on every command.
func longCandidates(t *testing.T) []string {
	t.Helper()
	decl := regexp.MustCompile(`\.(?:Func|Int|String|Strings|Bool|Count)\((?:'.'|0|'\\.'),\s*"([a-z][a-z0-9-]+)"`)
	dashed := regexp.MustCompile(`"--([a-z][a-z0-9-]+)=?"`)
	set := map[string]bool{}
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, re := range []*regexp.Regexp{decl, dashed} {
			for _, m := range re.FindAllSubmatch(b, -1) {
				set[string(m[1])] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// valueOption is an option that takes a value, found by probing.
type valueOption struct {
	cmd  string
	flag string // "-w" or "--width"
}

// probeOptions finds, for each command, the options that take a value:
// run without one, such an option says "requires an argument", the
// message every parser of the sandbox (the FlagSet and the ad hoc ones)
// gives, as GNU's do.
func probeOptions(t *testing.T, names, longs []string) []valueOption {
	t.Helper()
	var shorts []string
	for _, r := range "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" {
		shorts = append(shorts, "-"+string(r))
	}
	for _, l := range longs {
		shorts = append(shorts, "--"+l)
	}
	var out []valueOption
	for _, name := range names {
		var sb strings.Builder
		for _, f := range shorts {
			fmt.Fprintf(&sb, "echo '@@%s'; ( %s %s ) </dev/null 2>&1 | head -c 300\n", f, name, f)
		}
		s := NewSession(&Options{Limits: Limits{Timeout: 20 * time.Second, MaxCommands: -1}})
		res := s.Run(context.Background(), sb.String(), nil)
		for _, part := range strings.Split(res.Stdout, "@@")[1:] {
			flag, rest, _ := strings.Cut(part, "\n")
			if strings.Contains(rest, "requires an argument") {
				out = append(out, valueOption{name, flag})
			}
		}
	}
	return out
}

// sweepCase is one run of the sweep.
type sweepCase struct {
	cmd    string // the command it covers
	script string
}

// sweepDefect is what a run did wrong, or "".
func sweepRun(ctx context.Context, c sweepCase) string {
	s := NewSession(&Options{Limits: numericLimits})
	for name, data := range sweepFiles {
		if err := s.FS().WriteFile("/home/agent/"+name, []byte(data), 0o644); err != nil {
			return "setup: " + err.Error()
		}
	}
	res := s.Run(ctx, c.script, nil)
	out := res.Stdout + res.Stderr
	var bad []string
	for _, w := range []string{"internal error", "panic", "goroutine ", "runtime error"} {
		if strings.Contains(out, w) {
			bad = append(bad, fmt.Sprintf("prints %q", w))
		}
	}
	if slices.Contains(res.LimitsHit, LimitMemory) {
		bad = append(bad, "hits the memory limit")
	}
	if len(bad) == 0 {
		return ""
	}
	tail := out
	if len(tail) > 300 {
		tail = tail[:300]
	}
	return strings.Join(bad, ", ") + ": " + strings.TrimSpace(tail)
}

// quoteSh quotes s for the shell.
func quoteSh(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// templateScript puts v for each NUM of tpl: spliced into the quotes a
// NUM is in, else a quoted word of its own.
func templateScript(tpl, v string) string {
	var sb strings.Builder
	inq := false
	for i := 0; i < len(tpl); i++ {
		switch {
		case tpl[i] == '\'':
			inq = !inq
			sb.WriteByte('\'')
		case strings.HasPrefix(tpl[i:], "NUM") && inq:
			sb.WriteString(strings.ReplaceAll(v, "'", ""))
			i += 2
		case strings.HasPrefix(tpl[i:], "NUM"):
			sb.WriteString(quoteSh(v))
			i += 2
		default:
			sb.WriteByte(tpl[i])
		}
	}
	return sb.String()
}

// sweepCases builds the runs: every value option of every command with
// every hostile number (as a separate word, and attached for a long
// option), then every template.
func sweepCases(opts []valueOption) []sweepCase {
	var cs []sweepCase
	for _, o := range opts {
		ops, ok := operandsFor[o.cmd]
		if !ok {
			ops = "f"
		}
		for _, v := range hostileNumbers {
			cs = append(cs, sweepCase{o.cmd, fmt.Sprintf("%s %s %s %s <f", o.cmd, o.flag, quoteSh(v), ops)})
			if strings.HasPrefix(o.flag, "--") {
				cs = append(cs, sweepCase{o.cmd, fmt.Sprintf("%s %s=%s %s <f", o.cmd, o.flag, quoteSh(v), ops)})
			} else if v != "" {
				cs = append(cs, sweepCase{o.cmd, fmt.Sprintf("%s %s%s %s <f", o.cmd, o.flag, quoteSh(v), ops)})
			}
		}
	}
	for _, tpl := range numericTemplates {
		name, _, _ := strings.Cut(tpl, " ")
		for _, v := range hostileNumbers {
			cs = append(cs, sweepCase{name, templateScript(tpl, v)})
		}
	}
	return cs
}

// TestNumericOptions runs every option that takes a value, of every
// registered command, and every numeric template, with each hostile
// number: none may panic, print an internal error, or allocate from the
// number (issue 16). It fails when a registered command or a builtin is
// neither probed to take a value nor named by a template, so no command
// is left out.
func TestNumericOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("the sweep runs some ten thousand scripts")
	}
	names := DefaultRegistry().Names()
	start := time.Now()
	opts := probeOptions(t, names, longCandidates(t))
	t.Logf("probed in %v", time.Since(start))
	cases := sweepCases(opts)

	covered := map[string]bool{}
	for _, c := range cases {
		covered[c.cmd] = true
	}
	perCmdFlags := map[string][]string{}
	for _, o := range opts {
		perCmdFlags[o.cmd] = append(perCmdFlags[o.cmd], o.flag)
	}
	// Commands that take no number at all, checked by hand: each is named
	// here so that a command added to the registry must be looked at.
	noNumbers := map[string]string{
		"cat": "", "wc": "", "tee": "", "rm": "", "basename": "", "dirname": "",
		"true": "", "false": "", "rev": "", "md5sum": "", "sha1sum": "", "sha256sum": "",
		"sha512sum": "", "printenv": "", "which": "", "whoami": "", "hostname": "", "uname": "",
		"id": "", "realpath": "", "readlink": "", "file": "", "iconv": "", "envsubst": "",
		"rmdir": "", "gunzip": "", "mktemp": "", "ls": "", "cp": "", "mv": "", "ln": "",
		"echo": "", "env": "", "hexdump": "", "sqlite3": "another change covers it (issue 16)",
		":": "", "pwd": "", "alias": "", "unalias": "", "export": "", "readonly": "",
		"set": "", "unset": "", "local": "", "declare": "", "typeset": "", "shopt": "",
		"newgrp": "", "builtin": "", "mapfile": "", "readarray": "", "printf": "",
		"command": "", "type": "", "source": "", ".": "", "eval": "", "exec": "",
		"times": "", "trap": "", "hash": "", "return": "", "continue": "",
		"help": "", "bind": "unsupported", "compgen": "unsupported", "compopt": "unsupported",
	}
	var missing []string
	for _, n := range append(names, builtinNames(t)...) {
		if !covered[n] {
			if _, ok := noNumbers[n]; !ok {
				missing = append(missing, n)
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("commands neither probed nor templated nor listed as taking no number: %v", missing)
	}

	defects := map[string][]string{}
	n := 0
	start = time.Now()
	for _, c := range cases {
		t0 := time.Now()
		if d := sweepRun(context.Background(), c); d != "" {
			defects[c.cmd] = append(defects[c.cmd], c.script+": "+d)
		}
		if d := time.Since(t0); d > time.Second {
			t.Logf("slow (%v): %s", d.Round(time.Millisecond), c.script)
		}
		n++
	}
	t.Logf("swept in %v", time.Since(start))
	var cmds []string
	for k := range perCmdFlags {
		cmds = append(cmds, k)
	}
	sort.Strings(cmds)
	nflags := 0
	for _, k := range cmds {
		nflags += len(perCmdFlags[k])
		t.Logf("%s: %s", k, strings.Join(perCmdFlags[k], " "))
	}
	t.Logf("swept %d runs: %d commands with %d value options probed, %d templates, %d commands covered", n, len(cmds), nflags, len(numericTemplates), len(covered))
	var dk []string
	for k := range defects {
		dk = append(dk, k)
	}
	sort.Strings(dk)
	for _, k := range dk {
		t.Errorf("%s: %d defects", k, len(defects[k]))
		for _, d := range defects[k] {
			t.Logf("  %s", d)
		}
	}
}

// FuzzNumericArgs runs a command of the registry with a short option and
// a value the fuzzer picks, and a numeric template with a number it
// picks; the checks are the sweep's (no panic, no internal error, no
// memory limit). Seeds: the hostile numbers over the first templates.
func FuzzNumericArgs(f *testing.F) {
	for i, v := range hostileNumbers {
		f.Add(uint16(i), byte('n'), v)
		f.Add(uint16(len(numericTemplates)-1-i), byte('w'), v)
	}
	names := DefaultRegistry().Names()
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	f.Fuzz(func(t *testing.T, pick uint16, flag byte, v string) {
		if len(v) > 64 || strings.ContainsAny(v, "\x00\n") {
			return // the numbers are short; a long or NUL word tests other things
		}
		name := names[int(pick)%len(names)]
		ops, ok := operandsFor[name]
		if !ok {
			ops = "f"
		}
		opt := sweepCase{name, fmt.Sprintf("%s -%c %s %s <f", name, letters[int(flag)%len(letters)], quoteSh(v), ops)}
		tpl := numericTemplates[int(pick)%len(numericTemplates)]
		for _, c := range []sweepCase{opt, {tpl, templateScript(tpl, v)}} {
			if d := sweepRun(context.Background(), c); d != "" {
				t.Errorf("%s: %s", c.script, d)
			}
		}
	})
}
