package coreutils

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // zone data without reading the host

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// filesLocation returns the time zone named by the script's TZ variable,
// or UTC. Only zone names Go knows are used; the host's local zone never is.
func filesLocation(c *command.Call) *time.Location {
	name := strings.TrimPrefix(c.Getenv("TZ"), ":")
	if name == "" || name == "Local" || name == "UTC" {
		return time.UTC
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	return loc
}

// dateCmd is date [-u] [-d STRING] [-r FILE] [-I[FMT]] [-R]
// [--rfc-3339=FMT] [+FORMAT].
func dateCmd(ctx context.Context, c *command.Call) error {
	// -I takes an optional attached value, which FlagSet cannot express:
	// pull it (and --iso-8601[=FMT]) out first.
	var args []string
	iso := ""
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		if a == "--" {
			args = append(args, c.Args[i:]...)
			break
		}
		if (a == "-d" || a == "-r" || a == "--date" || a == "--reference") && i+1 < len(c.Args) {
			args = append(args, a, c.Args[i+1])
			i++
			continue
		}
		switch {
		case strings.HasPrefix(a, "-I"):
			iso = a[2:]
			if iso == "" {
				iso = "date"
			}
			continue
		case strings.HasPrefix(a, "--i") && strings.HasPrefix("--iso-8601", strings.SplitN(a, "=", 2)[0]):
			iso = "date"
			if _, v, ok := strings.Cut(a, "="); ok {
				iso = v
			}
			continue
		}
		args = append(args, a)
	}
	f := command.NewFlagSet(c.Name)
	utc := f.Bool('u', "utc")
	f.Func(0, "universal", false, func(string) error { *utc = true; return nil })
	dateStr := f.Strings('d', "date")
	ref := f.String('r', "reference", "")
	rfcEmail := f.Bool('R', "rfc-email")
	rfc3339 := f.String(0, "rfc-3339", "")
	call := *c
	call.Args = args
	ops, err := f.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	loc := filesLocation(c)
	if *utc {
		loc = time.UTC
	}
	format := "%a %b %e %H:%M:%S %Z %Y"
	formats := 0
	if iso != "" {
		fm, ok := dateISOFormat(iso)
		if !ok {
			return c.Fail(1, "invalid argument %s for '--iso-8601'", filesQuote(iso))
		}
		format = fm
		formats++
	}
	if *rfcEmail {
		format = "%a, %d %b %Y %H:%M:%S %z"
		formats++
	}
	if *rfc3339 != "" {
		switch {
		case *rfc3339 != "" && strings.HasPrefix("date", *rfc3339):
			format = "%Y-%m-%d"
		case strings.HasPrefix("seconds", *rfc3339):
			format = "%Y-%m-%d %H:%M:%S%:z"
		case strings.HasPrefix("ns", *rfc3339):
			format = "%Y-%m-%d %H:%M:%S.%N%:z"
		default:
			return c.Fail(1, "invalid argument %s for '--rfc-3339'", filesQuote(*rfc3339))
		}
		formats++
	}
	for i, op := range ops {
		if strings.HasPrefix(op, "+") && i == 0 {
			if formats > 0 {
				return c.Errorf("multiple output formats specified")
			}
			format = op[1:]
			continue
		}
		if i > 0 {
			return filesTryHelp(c, "extra operand %s", filesQuote(op))
		}
		if len(*dateStr) > 0 || *ref != "" {
			fmt.Fprintf(c.Stderr, "%s: the argument %s lacks a leading '+';\n", c.Name, filesQuote(op))
			fmt.Fprintf(c.Stderr, "when using an option to specify date(s), any non-option\n")
			fmt.Fprintf(c.Stderr, "argument must be a format string beginning with '+'\n")
			fmt.Fprintf(c.Stderr, "Try '%s --help' for more information.\n", c.Name)
			return command.Status(1)
		}
		if len(ops) > 1 {
			return filesTryHelp(c, "extra operand %s", filesQuote(ops[1]))
		}
		// Setting the clock: never allowed here.
		if _, ok := touchStamp(dateSetStamp(op), time.Now(), time.UTC); ok {
			return c.Errorf("cannot set date: Operation not permitted")
		}
		return c.Errorf("invalid date %s", filesQuote(op))
	}
	if formats > 1 {
		return c.Errorf("multiple output formats specified")
	}
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	t := now().In(loc)
	switch {
	case len(*dateStr) > 0 && *ref != "":
		return c.Errorf("the options to specify dates for printing are mutually exclusive")
	case len(*dateStr) > 0:
		s := (*dateStr)[len(*dateStr)-1]
		pt, ok := dateParse(s, t, loc)
		if m := dateEpochRe().FindStringSubmatch(strings.ToLower(strings.TrimSpace(s))); !ok && m != nil {
			if sec, err := strconv.ParseInt(m[1], 10, 64); err == nil && dateEpochOutOfRange(sec) {
				return c.Errorf("time %s is out of range", filesQuote(m[1]))
			}
		}
		if !ok {
			return c.Errorf("invalid date %s", filesQuote(s))
		}
		t = pt.In(loc)
	case *ref != "":
		st, err := c.FS.Stat(c.Path(*ref))
		if err != nil {
			return c.Errorf("%s: %s", *ref, vfs.Reason(err))
		}
		t = st.ModTime().In(loc)
	}
	out, err := dateFormatMax(format, t, c.BufferLimit())
	if err != nil {
		// date +%9999d%9999d...: each width is small, the whole is not.
		return c.Errorf("%v", err)
	}
	fmt.Fprintln(c.Stdout, out)
	return nil
}

// dateISOFormat returns the format of --iso-8601=FMT.
func dateISOFormat(v string) (string, bool) {
	if v == "" {
		return "", false
	}
	switch {
	case strings.HasPrefix("date", v):
		return "%Y-%m-%d", true
	case strings.HasPrefix("hours", v):
		return "%Y-%m-%dT%H%:z", true
	case strings.HasPrefix("minutes", v):
		return "%Y-%m-%dT%H:%M%:z", true
	case strings.HasPrefix("seconds", v):
		return "%Y-%m-%dT%H:%M:%S%:z", true
	case strings.HasPrefix("ns", v):
		return "%Y-%m-%dT%H:%M:%S,%N%:z", true
	}
	return "", false
}

var (
	dateShortDays   = []string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}
	dateShortMonths = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
)

// dateFormat expands a GNU date FORMAT (strftime conversions plus GNU's
// flags - _ 0 ^ #, field widths, %N and %:z).
func dateFormat(format string, t time.Time) string {
	s, _ := dateFormatMax(format, t, math.MaxInt64)
	return s
}

// dateFormatMax is dateFormat with a bound on what it builds: past max
// bytes, a *command.TooLargeError.
func dateFormatMax(format string, t time.Time, limit int64) (string, error) {
	var sb strings.Builder
	for i := 0; i < len(format); i++ {
		if int64(sb.Len()) > limit {
			return "", &command.TooLargeError{What: "output", Limit: limit}
		}
		ch := format[i]
		if ch != '%' {
			sb.WriteByte(ch)
			continue
		}
		start := i
		i++
		pad := byte(0)
		upper, swap := false, false
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-', '_', '0':
				pad = format[i]
			case '^':
				upper = true
			case '#':
				swap = true
			default:
				break flags
			}
		}
		width := -1
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			if width < 0 {
				width = 0
			}
			if width < 1024 {
				width = width*10 + int(format[i]-'0')
			}
			i++
		}
		colons := 0
		for i < len(format) && format[i] == ':' && colons < 3 {
			colons++
			i++
		}
		if i >= len(format) {
			sb.WriteString(format[start:])
			break
		}
		conv := format[i]
		if colons > 0 && conv != 'z' {
			sb.WriteString(format[start : i+1])
			continue
		}
		num := func(n int64, w int, p byte) {
			if pad != 0 {
				p = pad
			}
			if width >= 0 {
				w = width
			}
			s := strconv.FormatInt(n, 10)
			neg := n < 0
			if neg {
				s = s[1:]
			}
			if p != '-' && len(s) < w {
				fill := byte('0')
				if p == '_' || p == ' ' {
					fill = ' '
				}
				if fill == '0' {
					if neg {
						w--
					}
					s = strings.Repeat("0", max(0, w-len(s))) + s
					if neg {
						s = "-" + s
					}
				} else {
					if neg {
						s = "-" + s
					}
					s = strings.Repeat(" ", max(0, w-len(s))) + s
				}
			} else if neg {
				s = "-" + s
			}
			sb.WriteString(s)
		}
		str := func(s string, lowerOnSwap bool) {
			if upper {
				s = strings.ToUpper(s)
			} else if swap {
				if lowerOnSwap {
					s = strings.ToLower(s)
				} else {
					s = strings.ToUpper(s)
				}
			}
			if width > len(s) && pad != '-' {
				fill := " "
				if pad == '0' {
					fill = "0"
				}
				s = strings.Repeat(fill, width-len(s)) + s
			}
			sb.WriteString(s)
		}
		hour12 := t.Hour() % 12
		if hour12 == 0 {
			hour12 = 12
		}
		switch conv {
		case '%':
			sb.WriteByte('%')
		case 'n':
			sb.WriteByte('\n')
		case 't':
			sb.WriteByte('\t')
		case 'a':
			str(dateShortDays[t.Weekday()], false)
		case 'A':
			str(t.Weekday().String(), false)
		case 'b', 'h':
			str(dateShortMonths[t.Month()-1], false)
		case 'B':
			str(t.Month().String(), false)
		case 'c':
			str(dateFormat("%a %b %e %H:%M:%S %Y", t), false)
		case 'C':
			num(int64(t.Year()/100), 2, '0')
		case 'd':
			num(int64(t.Day()), 2, '0')
		case 'D':
			str(dateFormat("%m/%d/%y", t), false)
		case 'e':
			num(int64(t.Day()), 2, '_')
		case 'F':
			str(dateFormat("%Y-%m-%d", t), false)
		case 'g':
			y, _ := t.ISOWeek()
			num(int64(y%100), 2, '0')
		case 'G':
			y, _ := t.ISOWeek()
			num(int64(y), 4, '0')
		case 'H':
			num(int64(t.Hour()), 2, '0')
		case 'I':
			num(int64(hour12), 2, '0')
		case 'j':
			num(int64(t.YearDay()), 3, '0')
		case 'k':
			num(int64(t.Hour()), 2, '_')
		case 'l':
			num(int64(hour12), 2, '_')
		case 'm':
			num(int64(t.Month()), 2, '0')
		case 'M':
			num(int64(t.Minute()), 2, '0')
		case 'N':
			s := fmt.Sprintf("%09d", t.Nanosecond())
			if width > 0 && width < 9 {
				s = s[:width]
			} else if width > 9 {
				s += strings.Repeat("0", width-9)
			}
			sb.WriteString(s)
		case 'p':
			s := "AM"
			if t.Hour() >= 12 {
				s = "PM"
			}
			str(s, true)
		case 'P':
			s := "am"
			if t.Hour() >= 12 {
				s = "pm"
			}
			str(s, false)
		case 'q':
			num(int64((t.Month()-1)/3+1), 1, '0')
		case 'r':
			str(dateFormat("%I:%M:%S %p", t), false)
		case 'R':
			str(dateFormat("%H:%M", t), false)
		case 's':
			num(t.Unix(), 1, '0')
		case 'S':
			num(int64(t.Second()), 2, '0')
		case 'T':
			str(dateFormat("%H:%M:%S", t), false)
		case 'u':
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			num(int64(wd), 1, '0')
		case 'U':
			num(int64((t.YearDay()+6-int(t.Weekday()))/7), 2, '0')
		case 'V':
			_, w := t.ISOWeek()
			num(int64(w), 2, '0')
		case 'w':
			num(int64(t.Weekday()), 1, '0')
		case 'W':
			num(int64((t.YearDay()+6-(int(t.Weekday())+6)%7)/7), 2, '0')
		case 'x':
			str(dateFormat("%m/%d/%y", t), false)
		case 'X':
			str(dateFormat("%H:%M:%S", t), false)
		case 'y':
			num(int64(t.Year()%100), 2, '0')
		case 'Y':
			num(int64(t.Year()), 1, '0')
		case 'z':
			_, off := t.Zone()
			sign := "+"
			if off < 0 {
				sign, off = "-", -off
			}
			h, m, s := off/3600, off/60%60, off%60
			switch colons {
			case 0:
				sb.WriteString(fmt.Sprintf("%s%02d%02d", sign, h, m))
			case 1:
				sb.WriteString(fmt.Sprintf("%s%02d:%02d", sign, h, m))
			case 2:
				sb.WriteString(fmt.Sprintf("%s%02d:%02d:%02d", sign, h, m, s))
			default:
				switch {
				case s != 0:
					sb.WriteString(fmt.Sprintf("%s%02d:%02d:%02d", sign, h, m, s))
				case m != 0:
					sb.WriteString(fmt.Sprintf("%s%02d:%02d", sign, h, m))
				default:
					sb.WriteString(fmt.Sprintf("%s%02d", sign, h))
				}
			}
		case 'Z':
			name, _ := t.Zone()
			str(name, true)
		default:
			sb.WriteString(format[start : i+1])
		}
	}
	if int64(sb.Len()) > limit {
		return "", &command.TooLargeError{What: "output", Limit: limit}
	}
	return sb.String(), nil
}

// dateItem patterns, tried in order at each position of a date string.
var (
	dateEpochRe  = lazyRegexp(`^@\s*([-+]?\d+)(?:[.,](\d+))?\s*$`)
	dateISORe    = lazyRegexp(`^(\d{4})-(\d{1,2})-(\d{1,2})(?:t|\s+|$)`)
	dateBasicRe  = lazyRegexp(`^(\d{8})(?:t|\s+|$)`)
	dateTimeRe   = lazyRegexp(`^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*([ap])\.?m\.?\b)?`)
	dateHourAmRe = lazyRegexp(`^(\d{1,2})\s*([ap])\.?m\.?\b`)
	dateUSRe     = lazyRegexp(`^(\d{1,2})/(\d{1,2})(?:/(\d+))?\b`)
	dateMonDayRe = lazyRegexp(`^([a-z]+)\.?\s*(\d{1,2})(?:(?:\s*,\s*|\s+)(\d{4})\b)?`)
	dateDayMonRe = lazyRegexp(`^(\d{1,2})[\s-]*([a-z]+)\.?(?:[\s-]+(\d{4})\b)?`)
	dateZoneRe   = lazyRegexp(`^([-+])(\d{1,2})(?::?(\d{2}))?\b`)
	dateRelRe    = lazyRegexp(`^(?:([-+]?)\s*(\d+)\s*)?([a-z]+)\b`)
	dateNumRe    = lazyRegexp(`^\d+\b`)
	dateWordRe   = lazyRegexp(`^[a-z]+\b`)
)

var dateMonths = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
	"september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

var dateWeekdays = map[string]int{
	"sun": 0, "sunday": 0, "mon": 1, "monday": 1, "tue": 2, "tues": 2, "tuesday": 2,
	"wed": 3, "wednes": 3, "wednesday": 3, "thu": 4, "thur": 4, "thurs": 4, "thursday": 4,
	"fri": 5, "friday": 5, "sat": 6, "saturday": 6,
}

var dateZones = map[string]int{
	"utc": 0, "ut": 0, "gmt": 0, "z": 0, "zulu": 0, "wet": 0, "west": 1, "bst": 1,
	"cet": 1, "cest": 2, "met": 1, "mest": 2, "eet": 2, "eest": 3, "msk": 3, "ist": 5*60 + 30,
	"jst": 9, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
	"akst": -9, "akdt": -8, "hst": -10, "aest": 10, "aedt": 11,
}

var dateUnits = map[string]string{
	"year": "y", "years": "y", "month": "M", "months": "M", "fortnight": "f", "fortnights": "f",
	"week": "w", "weeks": "w", "day": "d", "days": "d", "hour": "h", "hours": "h",
	"minute": "m", "minutes": "m", "min": "m", "mins": "m", "second": "s", "seconds": "s",
	"sec": "s", "secs": "s",
}

// dateEpochOutOfRange reports whether @sec is past the years GNU's
// struct tm holds (an int of years after 1900, in UTC), which GNU date
// calls out of range.
func dateEpochOutOfRange(sec int64) bool {
	return sec > 67768036191676799 || sec < -67768040609740800
}

// dateParse parses a date string as GNU date -d does, relative to now in
// loc. It handles @EPOCH, ISO 8601 dates and times, month names, US
// m/d/y dates, weekday names, zones (UTC, Z, +hh:mm, common abbreviations)
// and relative items ("3 days ago", "+1 week", "next month", "yesterday").
func dateParse(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	in := strings.ToLower(strings.TrimSpace(s))
	if m := dateEpochRe().FindStringSubmatch(in); m != nil {
		sec, err := strconv.ParseInt(m[1], 10, 64)
		if err != nil || dateEpochOutOfRange(sec) {
			return time.Time{}, false
		}
		ns := int64(0)
		if m[2] != "" {
			frac := (m[2] + "000000000")[:9]
			ns, _ = strconv.ParseInt(frac, 10, 64)
			if strings.HasPrefix(m[1], "-") {
				ns = -ns
			}
		}
		return time.Unix(sec, ns), true
	}
	var (
		year, month, day        = now.Year(), int(now.Month()), now.Day()
		hour, minute, sec, nsec = now.Hour(), now.Minute(), now.Second(), now.Nanosecond()
		dateSeen, timeSeen      bool
		zoneSeen                bool
		zoneOff                 int // minutes east of UTC
		wday, wdayOrd           = -1, 0
		relY, relM, relD        int
		relSec                  int64
		relSeen                 bool
		lastRel                 func(sign int)
	)
	setTime := func(h, mi, se int, frac, ampm string) bool {
		if ampm != "" {
			if h < 1 || h > 12 {
				return false
			}
			h %= 12
			if ampm == "p" {
				h += 12
			}
		}
		if h > 23 || mi > 59 || se > 60 {
			return false
		}
		if se == 60 {
			se = 59
		}
		hour, minute, sec, nsec = h, mi, se, 0
		if frac != "" {
			nsec, _ = strconv.Atoi((frac + "000000000")[:9])
		}
		timeSeen = true
		return true
	}
	zoneAfter := func(rest string) string {
		r := strings.TrimLeft(rest, " \t")
		if m := dateZoneRe().FindStringSubmatch(r); m != nil && !dateUnitFollows(r[len(m[0]):]) {
			h, _ := strconv.Atoi(m[2])
			mi, _ := strconv.Atoi(m[3])
			off := h*60 + mi
			if m[1] == "-" {
				off = -off
			}
			zoneSeen, zoneOff = true, off
			return r[len(m[0]):]
		}
		if strings.HasPrefix(r, "z") && (len(r) == 1 || !dateIsLetter(r[1])) {
			zoneSeen, zoneOff = true, 0
			return r[1:]
		}
		return rest
	}
	// setClock sets the time from a match of dateTimeRe.
	setClock := func(m []string) bool {
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		se, _ := strconv.Atoi(m[3])
		return setTime(h, mi, se, m[4], m[5])
	}
	// setDate8 sets the date from eight digits YYYYMMDD.
	setDate8 := func(s string) {
		year, _ = strconv.Atoi(s[:4])
		month, _ = strconv.Atoi(s[4:6])
		day, _ = strconv.Atoi(s[6:])
		dateSeen = true
	}
	// setHHMM sets the time from up to four digits: H, HH, HMM or HHMM.
	setHHMM := func(s string) bool {
		v, _ := strconv.Atoi(s)
		h, mi := v, 0
		if len(s) > 2 {
			h, mi = v/100, v%100
		}
		return setTime(h, mi, 0, "", "")
	}
	rest := in
	// setNamedMonth sets the date from a match of re at the start of rest,
	// whose groups mon and day hold the month's name and the day, and
	// group 3 the year if any; it is false when re does not match or names
	// no month.
	setNamedMonth := func(re *regexp.Regexp, mon, dayGroup int) bool {
		m := re.FindStringSubmatch(rest)
		if m == nil {
			return false
		}
		mo, ok := dateMonths[m[mon]]
		if !ok {
			return false
		}
		month = mo
		day, _ = strconv.Atoi(m[dayGroup])
		if m[3] != "" {
			year, _ = strconv.Atoi(m[3])
		}
		dateSeen = true
		rest = rest[len(m[0]):]
		return true
	}
	for {
		rest = strings.TrimLeft(rest, " \t\n,")
		if rest == "" {
			break
		}
		if m := dateISORe().FindStringSubmatch(rest); m != nil && !dateSeen {
			year, _ = strconv.Atoi(m[1])
			month, _ = strconv.Atoi(m[2])
			day, _ = strconv.Atoi(m[3])
			dateSeen = true
			rest = rest[len(m[0]):]
			if strings.HasSuffix(m[0], "t") {
				tm := dateTimeRe().FindStringSubmatch(rest)
				if tm == nil {
					return time.Time{}, false
				}
				if !setClock(tm) {
					return time.Time{}, false
				}
				rest = zoneAfter(rest[len(tm[0]):])
			}
			continue
		}
		if m := dateBasicRe().FindStringSubmatch(rest); m != nil && !dateSeen {
			setDate8(m[1])
			rest = rest[len(m[0]):]
			continue
		}
		if m := dateTimeRe().FindStringSubmatch(rest); m != nil && !timeSeen {
			if !setClock(m) {
				return time.Time{}, false
			}
			rest = zoneAfter(rest[len(m[0]):])
			continue
		}
		if m := dateHourAmRe().FindStringSubmatch(rest); m != nil && !timeSeen {
			h, _ := strconv.Atoi(m[1])
			if !setTime(h, 0, 0, "", m[2]) {
				return time.Time{}, false
			}
			rest = zoneAfter(rest[len(m[0]):])
			continue
		}
		if m := dateUSRe().FindStringSubmatch(rest); m != nil && !dateSeen {
			month, _ = strconv.Atoi(m[1])
			day, _ = strconv.Atoi(m[2])
			if m[3] != "" {
				y, err := strconv.Atoi(m[3])
				if err != nil || len(m[3]) > 6 {
					return time.Time{}, false
				}
				year = dateFixYear(y, len(m[3]))
			}
			dateSeen = true
			rest = rest[len(m[0]):]
			continue
		}
		// "Jan 5 [2024]" and "5 Jan [2024]": the groups of the month's
		// name and the day, then the year.
		if !dateSeen && (setNamedMonth(dateMonDayRe(), 1, 2) || setNamedMonth(dateDayMonRe(), 2, 1)) {
			continue
		}
		if m := dateZoneRe().FindStringSubmatch(rest); m != nil && (timeSeen || dateSeen) && !zoneSeen && (m[3] != "" || len(m[2]) == 4) && !dateUnitFollows(rest[len(m[0]):]) {
			rest = zoneAfter(rest)
			continue
		}
		if m := dateRelRe().FindStringSubmatch(rest); m != nil {
			word := m[3]
			n := 1
			hasNum := m[2] != ""
			if hasNum {
				v, err := strconv.Atoi(m[2])
				if err != nil || v > 1e6 {
					return time.Time{}, false
				}
				n = v
				if m[1] == "-" {
					n = -n
				}
			}
			if u, ok := dateUnits[word]; ok {
				apply := func(sign int) {
					k := n * sign
					switch u {
					case "y":
						relY += k
					case "M":
						relM += k
					case "f":
						relD += 14 * k
					case "w":
						relD += 7 * k
					case "d":
						relD += k
					case "h":
						relSec += int64(k) * 3600
					case "m":
						relSec += int64(k) * 60
					case "s":
						relSec += int64(k)
					}
				}
				apply(1)
				lastRel = apply
				relSeen = true
				rest = rest[len(m[0]):]
				continue
			}
			if hasNum {
				if wd, ok := dateWeekdays[word]; ok && wday < 0 {
					wday, wdayOrd = wd, n
					rest = rest[len(m[0]):]
					continue
				}
				// A number followed by a word that is no unit.
				goto number
			}
			switch word {
			case "ago":
				if lastRel == nil {
					return time.Time{}, false
				}
				// "ago" negates the item before it: undo and redo with -1.
				lastRel(-1)
				lastRel(-1)
				lastRel = nil
				rest = rest[len(m[0]):]
				continue
			case "now", "today":
				relSeen = true
				rest = rest[len(m[0]):]
				continue
			case "yesterday":
				relD--
				relSeen = true
				rest = rest[len(m[0]):]
				continue
			case "tomorrow":
				relD++
				relSeen = true
				rest = rest[len(m[0]):]
				continue
			case "next", "last", "this":
				ord := map[string]int{"next": 1, "last": -1, "this": 0}[word]
				after := strings.TrimLeft(rest[len(m[0]):], " \t")
				wm := dateWordRe().FindString(after)
				if _, ok := dateUnits[wm]; ok {
					rest = fmt.Sprintf("%+d %s", ord, after)
					continue
				}
				if wd, ok := dateWeekdays[wm]; ok && wday < 0 {
					wday, wdayOrd = wd, ord
					rest = after[len(wm):]
					continue
				}
				return time.Time{}, false
			}
			if wd, ok := dateWeekdays[word]; ok && wday < 0 {
				wday, wdayOrd = wd, 0
				rest = strings.TrimPrefix(rest[len(m[0]):], ".")
				continue
			}
			if off, ok := dateZones[word]; ok && !zoneSeen {
				if off > 14 || off < -14 {
					zoneOff = off
				} else {
					zoneOff = off * 60
				}
				zoneSeen = true
				rest = rest[len(m[0]):]
				continue
			}
			return time.Time{}, false
		}
	number:
		if m := dateNumRe().FindString(rest); m != "" {
			switch {
			case !dateSeen && len(m) == 8:
				setDate8(m)
			case !timeSeen && len(m) <= 4:
				// After a date, a relative item or a weekday, as on its
				// own: a time of day.
				if !setHHMM(m) {
					return time.Time{}, false
				}
			default:
				return time.Time{}, false
			}
			rest = rest[len(m):]
			continue
		}
		return time.Time{}, false
	}
	if year < 0 || year > 9999 || month < 1 || month > 12 || day < 1 || day > dateDaysIn(year, month) {
		return time.Time{}, false
	}
	if !timeSeen && (dateSeen || wday >= 0 || !relSeen) {
		hour, minute, sec, nsec = 0, 0, 0, 0
	}
	zl := loc
	if zoneSeen {
		zl = time.FixedZone("", zoneOff*60)
	}
	t := time.Date(year, time.Month(month), day, hour, minute, sec, nsec, zl)
	if wday >= 0 && !dateSeen {
		cur := int(t.Weekday())
		adj := (wday - cur + 7) % 7
		extra := wdayOrd
		if wdayOrd > 0 && cur != wday {
			extra--
		}
		t = time.Date(t.Year(), t.Month(), t.Day()+adj+7*extra, t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), zl)
	}
	if relY != 0 || relM != 0 || relD != 0 {
		if math.Abs(float64(relY)) > 1e5 || math.Abs(float64(relM)) > 1e6 || math.Abs(float64(relD)) > 1e7 {
			return time.Time{}, false
		}
		t = t.AddDate(relY, relM, relD)
	}
	t = t.Add(time.Duration(relSec) * time.Second)
	return t, true
}

// dateUnitFollows reports whether s starts (after blanks) with a relative
// unit word, so "-1 day" is not taken for a zone.
func dateUnitFollows(s string) bool {
	w := strings.TrimLeft(s, " \t")
	end := 0
	for end < len(w) && dateIsLetter(w[end]) {
		end++
	}
	_, ok := dateUnits[w[:end]]
	return ok
}

func dateIsLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// dateFixYear maps two-digit years as POSIX does: 69-99 are 19xx, 00-68 20xx.
func dateFixYear(y, digits int) int {
	if digits == 2 {
		if y >= 69 {
			return 1900 + y
		}
		return 2000 + y
	}
	return y
}

// dateDaysIn returns the number of days of a month.
func dateDaysIn(year, month int) int {
	return time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// dateSetStamp reorders date's MMDDhhmm[[CC]YY][.ss] operand into touch
// -t's [[CC]YY]MMDDhhmm[.ss], to check whether it is a valid time.
func dateSetStamp(op string) string {
	main, secs, hasSecs := strings.Cut(op, ".")
	if len(main) < 8 {
		return ""
	}
	s := main[8:] + main[:8]
	if hasSecs {
		s += "." + secs
	}
	return s
}

// lazyRegexp compiles expr when first used, not at package init: every
// program that links the commands (each worker process) would otherwise
// pay for patterns few scripts need.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
