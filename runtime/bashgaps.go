package runtime

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/toolsinshell/tis/runtime/command"
)

// Builtins of the interpreter that differ from bash where scripts notice,
// fixed by rewriting their calls in the call handler:
//
//   - mapfile and readarray leave their array unset when they read
//     nothing, and mark it unset even when they read lines, so
//     `set -u` then reports "unbound variable"; they also lack -n, -O and
//     -s. Such calls are read here and turned into an assignment.
//   - getopts does not step over "--": OPTIND stays on it. A getopts that
//     reaches "--" is answered here as bash does (NAME=?, OPTIND past the
//     "--", status 1).

// getoptsMarker names the internal call that brings the positional
// parameters to the getopts rewrite (the call handler cannot see them).
const getoptsMarker = "__tis_getopts"

// rewriteBashGap returns the replacement of a mapfile, readarray or
// getopts call (or of the getopts marker), or nil to leave it as it is.
func (sc *script) rewriteBashGap(ctx context.Context, args []string) []string {
	switch args[0] {
	case "mapfile", "readarray":
		return sc.rewriteMapfile(ctx, args)
	case "getopts":
		if len(args) == 3 {
			// No arguments: getopts reads the positional parameters,
			// which only the shell has; bring them here.
			return []string{"eval", getoptsMarker + " " + shellQuote(args[1]) + " " + shellQuote(args[2]) + ` "$@"`}
		}
		if len(args) > 3 {
			return sc.rewriteGetopts(ctx, args[1], args[2], args[3:], false)
		}
	case getoptsMarker:
		if len(args) < 3 {
			return []string{internalPrefix + "status", "2"}
		}
		return sc.rewriteGetopts(ctx, args[1], args[2], args[3:], true)
	}
	return nil
}

// rewriteGetopts answers a getopts call that has reached "--" at OPTIND;
// any other call goes to the builtin (with the parameters as explicit
// arguments when they came through the marker).
func (sc *script) rewriteGetopts(ctx context.Context, optstring, name string, params []string, marker bool) []string {
	hc := interp.HandlerCtx(ctx)
	optind := 1
	if v := hc.Env.Get("OPTIND"); v.IsSet() {
		if n, err := strconv.Atoi(strings.TrimSpace(v.String())); err == nil && n > 0 {
			optind = n
		}
	}
	if optind-1 < len(params) && params[optind-1] == "--" && syntax.ValidName(name) {
		return []string{"eval", fmt.Sprintf("%s='?'; unset OPTARG; OPTIND=%d; false", name, optind+1)}
	}
	if !marker {
		return nil
	}
	return append([]string{"getopts", optstring, name}, params...)
}

// mapfileOptions are the options of a mapfile call.
type mapfileOptions struct {
	delim  byte
	strip  bool
	count  int64 // 0: all
	origin int64
	hasO   bool
	skip   int64
	name   string
}

// parseMapfile reads mapfile's options; ok is false for anything the
// rewrite leaves to the builtin (-u, -C, -c, bad values).
func parseMapfile(args []string) (o mapfileOptions, ok bool) {
	o.delim, o.name = '\n', "MAPFILE"
	num := func(s string) (int64, bool) {
		n, err := strconv.ParseInt(s, 10, 64)
		return n, err == nil && n >= 0
	}
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for j := 1; j < len(a); j++ {
			opt := a[j]
			if opt == 't' {
				o.strip = true
				continue
			}
			if strings.IndexByte("dnOs", opt) < 0 {
				return o, false
			}
			val := a[j+1:]
			if val == "" {
				if i+1 >= len(args) {
					return o, false
				}
				i++
				val = args[i]
			}
			var good bool
			switch opt {
			case 'd':
				o.delim, good = 0, true
				if val != "" {
					o.delim = val[0]
				}
			case 'n':
				o.count, good = num(val)
			case 'O':
				o.origin, good = num(val)
				o.hasO = true
			case 's':
				o.skip, good = num(val)
			}
			if !good {
				return o, false
			}
			break
		}
	}
	rest := args[i:]
	if len(rest) > 1 || len(rest) == 1 && !syntax.ValidName(rest[0]) {
		return o, false
	}
	if len(rest) == 1 {
		o.name = rest[0]
	}
	return o, true
}

// rewriteMapfile reads the lines of a mapfile (readarray) call and turns
// the call into the assignment bash would make.
func (sc *script) rewriteMapfile(ctx context.Context, args []string) []string {
	hc := interp.HandlerCtx(ctx)
	o, ok := parseMapfile(args)
	if !ok || hc.Stdin == nil {
		return nil
	}
	limit := sc.s.limits.MaxBufferBytes
	if limit <= 0 {
		limit = command.DefaultMaxBuffer
	}
	var records []string
	var err error
	if o.count == 0 {
		var data []byte
		data, err = command.ReadAllMax(ctx, hc.Stdin, limit, "input")
		for len(data) > 0 {
			i := bytes.IndexByte(data, o.delim)
			if i < 0 {
				records = append(records, string(data))
				break
			}
			records = append(records, string(data[:i+1]))
			data = data[i+1:]
		}
	} else {
		// Read no further than the lines asked for, one byte at a time.
		var used int64
		buf := make([]byte, 1)
		var cur []byte
		for int64(len(records)) < o.skip+o.count {
			if err = ctx.Err(); err != nil {
				break
			}
			n, rerr := hc.Stdin.Read(buf)
			if n == 1 {
				if used++; used > limit {
					err = &command.TooLargeError{What: "input", Limit: limit}
					break
				}
				cur = append(cur, buf[0])
				if buf[0] == o.delim {
					records = append(records, string(cur))
					cur = nil
				}
			}
			if rerr == io.EOF {
				if len(cur) > 0 {
					records = append(records, string(cur))
				}
				break
			}
			if rerr != nil {
				err = rerr
				break
			}
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			return []string{internalPrefix + "status", "1"}
		}
		return []string{internalPrefix + "fail", "1", fmt.Sprintf("%s: line %d: %s: %v", sc.name, hc.Pos.Line(), args[0], err)}
	}
	if o.skip > 0 {
		records = records[min(int64(len(records)), o.skip):]
	}
	var b strings.Builder
	if o.hasO {
		b.WriteString(o.name + "+=()")
	} else {
		b.WriteString(o.name + "=()")
	}
	for i, r := range records {
		if o.strip && len(r) > 0 && r[len(r)-1] == o.delim {
			r = r[:len(r)-1]
		}
		r = strings.ReplaceAll(r, "\x00", "")
		fmt.Fprintf(&b, "; %s[%d]=%s", o.name, o.origin+int64(i), shellQuote(r))
	}
	return []string{"eval", b.String()}
}
