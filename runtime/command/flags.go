package command

import (
	"fmt"
	"strconv"
	"strings"
)

// FlagSet parses the options of a command the way GNU tools do: short
// options cluster (-rn), take their value attached or as the next word
// (-n5, -n 5), long options take --name=value or --name value and may be
// abbreviated to a unique prefix, "--" ends the options and "-" is an
// operand. Anything not declared is an error that says "unsupported
// option", so no flag is ever silently ignored.
type FlagSet struct {
	// Name is the command name used in messages.
	Name string
	// Permute lets options follow operands (grep pat file -i), as GNU
	// tools allow. NewFlagSet sets it; commands such as xargs turn it off.
	Permute bool
	// NegativeNumbers makes words such as -5 or -1.5 operands (seq).
	NegativeNumbers bool

	defs []*flagDef
}

type flagDef struct {
	short rune
	long  string
	arg   bool
	set   func(string) error
}

// UsageErr is a command-line error: an unsupported option, a missing or bad
// option value. Commands print it and exit with status 2.
type UsageErr struct{ Msg string }

func (e *UsageErr) Error() string { return e.Msg }

// NewFlagSet returns an empty FlagSet that permutes options.
func NewFlagSet(name string) *FlagSet { return &FlagSet{Name: name, Permute: true} }

// Func declares an option; short may be 0 and long may be "". When arg is
// true the option takes a value, which fn receives; otherwise fn receives "".
func (f *FlagSet) Func(short rune, long string, arg bool, fn func(string) error) {
	f.defs = append(f.defs, &flagDef{short: short, long: long, arg: arg, set: fn})
}

// Bool declares an option without a value.
func (f *FlagSet) Bool(short rune, long string) *bool {
	p := new(bool)
	f.Func(short, long, false, func(string) error { *p = true; return nil })
	return p
}

// Count declares an option without a value that counts its uses.
func (f *FlagSet) Count(short rune, long string) *int {
	p := new(int)
	f.Func(short, long, false, func(string) error { *p++; return nil })
	return p
}

// String declares an option with a string value; the last use wins.
func (f *FlagSet) String(short rune, long string, def string) *string {
	p := &def
	f.Func(short, long, true, func(v string) error { *p = v; return nil })
	return p
}

// Strings declares an option that may repeat; each value is appended.
func (f *FlagSet) Strings(short rune, long string) *[]string {
	p := new([]string)
	f.Func(short, long, true, func(v string) error { *p = append(*p, v); return nil })
	return p
}

// Int declares an option with an integer value.
func (f *FlagSet) Int(short rune, long string, def int) *int {
	p := &def
	f.Func(short, long, true, func(v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("invalid number: %q", v)
		}
		*p = n
		return nil
	})
	return p
}

func (f *FlagSet) byShort(r rune) *flagDef {
	for _, d := range f.defs {
		if d.short != 0 && d.short == r {
			return d
		}
	}
	return nil
}

func (f *FlagSet) byLong(name string) (*flagDef, error) {
	var prefix []*flagDef
	for _, d := range f.defs {
		if d.long == "" {
			continue
		}
		if d.long == name {
			return d, nil
		}
		if strings.HasPrefix(d.long, name) {
			prefix = append(prefix, d)
		}
	}
	switch len(prefix) {
	case 1:
		return prefix[0], nil
	case 0:
		return nil, &UsageErr{fmt.Sprintf("unsupported option '--%s'", name)}
	default:
		return nil, &UsageErr{fmt.Sprintf("option '--%s' is ambiguous", name)}
	}
}

func isNegativeNumber(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	_, err := strconv.ParseFloat(s[1:], 64)
	return err == nil
}

// Parse parses args and returns the operands. Errors are *UsageErr.
func (f *FlagSet) Parse(args []string) ([]string, error) {
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return append(operands, args[i+1:]...), nil
		case a == "-" || !strings.HasPrefix(a, "-") || (f.NegativeNumbers && isNegativeNumber(a)):
			if !f.Permute {
				return append(operands, args[i:]...), nil
			}
			operands = append(operands, a)
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			d, err := f.byLong(name)
			if err != nil {
				return nil, err
			}
			if d.arg && !hasVal {
				if i+1 >= len(args) {
					return nil, &UsageErr{fmt.Sprintf("option '--%s' requires an argument", d.long)}
				}
				i++
				val = args[i]
			} else if !d.arg && hasVal {
				return nil, &UsageErr{fmt.Sprintf("option '--%s' doesn't allow an argument", d.long)}
			}
			if err := d.set(val); err != nil {
				return nil, &UsageErr{fmt.Sprintf("option '--%s': %v", d.long, err)}
			}
		default:
			rs := []rune(a[1:])
			for j := 0; j < len(rs); j++ {
				d := f.byShort(rs[j])
				if d == nil {
					return nil, &UsageErr{fmt.Sprintf("unsupported option -- '%c'", rs[j])}
				}
				if !d.arg {
					if err := d.set(""); err != nil {
						return nil, &UsageErr{fmt.Sprintf("option -- '%c': %v", rs[j], err)}
					}
					continue
				}
				val := string(rs[j+1:])
				if val == "" {
					if i+1 >= len(args) {
						return nil, &UsageErr{fmt.Sprintf("option requires an argument -- '%c'", rs[j])}
					}
					i++
					val = args[i]
				}
				if err := d.set(val); err != nil {
					return nil, &UsageErr{fmt.Sprintf("option -- '%c': %v", rs[j], err)}
				}
				break
			}
		}
	}
	return operands, nil
}

// ParseOrUsage parses args; on error it prints the message and returns
// status 2 as err, so a command can write
//
//	ops, err := fs.ParseOrUsage(c); if err != nil { return err }
func (f *FlagSet) ParseOrUsage(c *Call) ([]string, error) {
	ops, err := f.Parse(c.Args)
	if err != nil {
		return nil, c.UsageError("%v", err)
	}
	return ops, nil
}
