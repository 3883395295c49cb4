// Package cli is the command-line face of Tools in Shell: tsrun, tscheck
// and tsserve, each a struct with its streams and its environment over
// the host library (package tis). The mains in cmd/ only build one from
// the process's own streams and environment and call Run, and the
// golden tests run them in-process the same way.
package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/store"
)

// Env is what a command gets from its process: streams, environment,
// working directory. The mains build it from the process (Process);
// tests build their own.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Environ is the process environment (os.Environ's form).
	Environ []string
	// Dir is the working directory.
	Dir string
}

// Process returns the Env of this process.
func Process() Env {
	dir, _ := os.Getwd()
	return Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Environ: os.Environ(), Dir: dir}
}

// Getenv returns a variable of the environment.
func (e Env) Getenv(name string) string {
	v := ""
	for _, kv := range e.Environ {
		if k, val, ok := strings.Cut(kv, "="); ok && k == name {
			v = val
		}
	}
	return v
}

// stateDir is where the commands keep their store: $XDG_STATE_HOME/tis,
// else ~/.local/state/tis; "" when neither is known.
func (e Env) stateDir() string {
	if d := e.Getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "tis")
	}
	if h := e.Getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "state", "tis")
	}
	return ""
}

// abs resolves a path the user gave against the working directory.
func (e Env) abs(p string) string {
	if p == "" || filepath.IsAbs(p) || e.Dir == "" {
		return p
	}
	return filepath.Join(e.Dir, p)
}

// storeAbs is abs for a --store value: a URL (postgres://...) is kept
// as it is.
func (e Env) storeAbs(where string) string {
	if store.URLScheme(where) != "" {
		return where
	}
	return e.abs(where)
}

// maxScript bounds the script tsrun and tscheck read.
const maxScript = 16 << 20

// readScript reads the script name names ("-": standard input), refusing
// one over maxScript bytes without reading past the bound.
func (e Env) readScript(name string) ([]byte, error) {
	r := e.Stdin
	if name != "-" {
		f, err := os.Open(e.abs(name))
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	src, err := io.ReadAll(io.LimitReader(r, maxScript+1))
	if err == nil && len(src) > maxScript {
		err = fmt.Errorf("the script is over %d bytes", maxScript)
	}
	return src, err
}

// Version is the module's version from the build information ("devel"
// when built from a checkout), with the VCS revision when known.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
		if s.Key == "vcs.modified" && s.Value == "true" {
			v += "+dirty"
		}
	}
	return v + " " + bi.GoVersion
}

// printFlags prints a flag set's flags as --name, sorted, with their
// usage, for --help; --help and --version, which parseFlags handles for
// every command, are among them.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	var lines []string
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		head := "  --" + f.Name
		if name != "" {
			head += " " + name
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "[]" {
			usage += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		lines = append(lines, head+"\n      "+usage)
	})
	if fs.Lookup("help") == nil {
		lines = append(lines, "  --help\n      print this help and exit")
	}
	if fs.Lookup("version") == nil {
		lines = append(lines, "  --version\n      print the version and exit")
	}
	sort.Strings(lines)
	fmt.Fprintln(w, strings.Join(lines, "\n"))
}

// parseFlags parses args; --help and -h print the usage on stdout and
// give status 0, --version the version; a bad flag gives the error and
// status 2 on stderr. done says the command is over (with status).
func parseFlags(fs *flag.FlagSet, args []string, env Env, usage func(io.Writer), name string) (done bool, status int) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	for _, a := range args {
		if a == "--" {
			break
		}
		switch a {
		case "--help", "-help", "-h":
			usage(env.Stdout)
			return true, 0
		case "--version", "-version":
			fmt.Fprintf(env.Stdout, "%s %s\n", name, Version())
			return true, 0
		}
	}
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(env.Stderr, "%s: %v\nRun '%s --help' for the flags.\n", name, err, name)
		return true, 2
	}
	return false, 0
}

// multiFlag is a repeatable string flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

// sizeFlag is a flag of bytes that takes a plain number or one with a
// unit: 512, 64KiB, 256MiB, 1GiB (also K, M, G, KB, MB, GB as powers of
// 1024); -1 means no bound.
type sizeFlag struct{ v *int64 }

func (f sizeFlag) String() string {
	if f.v == nil {
		return ""
	}
	return strconv.FormatInt(*f.v, 10)
}

func (f sizeFlag) Set(s string) error {
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	*f.v = n
	return nil
}

// parseSize reads a size with an optional unit.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	lower := strings.ToLower(t)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30},
		{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(lower, u.suffix) {
			t, mult = strings.TrimSpace(t[:len(t)-len(u.suffix)]), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q: want a number of bytes, such as 65536 or 256MiB", s)
	}
	if n == -1 && mult == 1 {
		return -1, nil
	}
	if n < 0 || n > math.MaxInt64/mult {
		return 0, fmt.Errorf("%q: out of range", s)
	}
	return n * mult, nil
}

// ParseFlags parses a command's flags as tsrun's and tscheck's are:
// --help, -help and -h print usage on env.Stdout (status 0), --version
// prints "name VERSION" (status 0), a bad flag prints the error on
// env.Stderr (status 2). done says the command is over, with status.
// Commands outside this package (tsbench) use it so that every command
// behaves the same.
func ParseFlags(fs *flag.FlagSet, args []string, env Env, usage func(io.Writer), name string) (done bool, status int) {
	return parseFlags(fs, args, env, usage, name)
}

// PrintFlags prints a flag set's flags as --name with their usage,
// sorted, for a command's --help.
func PrintFlags(w io.Writer, fs *flag.FlagSet) { printFlags(w, fs) }
