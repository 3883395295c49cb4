package archive

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// GzipCommand is gzip [-cdfklnNqrtv] [-1..-9] [-S SUF] [FILE...].
func GzipCommand(ctx context.Context, c *command.Call) error { return runGzip(ctx, c, false, false) }

// GunzipCommand is gunzip: gzip -d.
func GunzipCommand(ctx context.Context, c *command.Call) error { return runGzip(ctx, c, true, false) }

// ZcatCommand is zcat: gzip -dc.
func ZcatCommand(ctx context.Context, c *command.Call) error { return runGzip(ctx, c, true, true) }

// gzipName is the name gzip messages start with; Debian's gunzip and
// zcat are scripts that run gzip, so they say "gzip" too.
const gzipName = "gzip"

// gzipOS is the header's operating system byte GNU gzip writes (Unix).
const gzipOS = 3

type gzipJob struct {
	c                                  *command.Call
	ctx                                context.Context
	decompress, stdout, keep, force    bool
	list, test, recursive, quiet, verb bool
	noName, name                       bool
	level                              int
	suffix                             string
	status                             int // 0, 1 (error) or 2 (warning)
	listed                             int
	totalIn, totalOut, lastHeader      int64
}

func runGzip(ctx context.Context, c *command.Call, decompress, toStdout bool) error {
	r := &gzipJob{c: c, ctx: ctx, decompress: decompress, stdout: toStdout, level: gzip.DefaultCompression, suffix: ".gz"}
	f := command.NewFlagSet(c.Name)
	f.Func('c', "stdout", false, func(string) error { r.stdout = true; return nil })
	f.Func(0, "to-stdout", false, func(string) error { r.stdout = true; return nil })
	f.Func('d', "decompress", false, func(string) error { r.decompress = true; return nil })
	f.Func(0, "uncompress", false, func(string) error { r.decompress = true; return nil })
	f.Func('k', "keep", false, func(string) error { r.keep = true; return nil })
	f.Func('f', "force", false, func(string) error { r.force = true; return nil })
	f.Func('l', "list", false, func(string) error { r.list = true; return nil })
	f.Func('t', "test", false, func(string) error { r.test = true; return nil })
	f.Func('r', "recursive", false, func(string) error { r.recursive = true; return nil })
	f.Func('q', "quiet", false, func(string) error { r.quiet, r.verb = true, false; return nil })
	f.Func('v', "verbose", false, func(string) error { r.verb, r.quiet = true, false; return nil })
	f.Func('n', "no-name", false, func(string) error { r.noName, r.name = true, false; return nil })
	f.Func('N', "name", false, func(string) error { r.name, r.noName = true, false; return nil })
	f.Func(0, "fast", false, func(string) error { r.level = 1; return nil })
	f.Func(0, "best", false, func(string) error { r.level = 9; return nil })
	for d := '1'; d <= '9'; d++ {
		level := int(d - '0')
		f.Func(d, "", false, func(string) error { r.level = level; return nil })
	}
	var badSuffix bool
	f.Func('S', "suffix", true, func(v string) error {
		if v == "" || strings.Contains(v, "/") {
			badSuffix = true
		}
		r.suffix = v
		return nil
	})
	call := *c
	call.Name = gzipName
	ops, err := f.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	if badSuffix {
		fmt.Fprintf(c.Stderr, "%s: invalid suffix '%s'\n", gzipName, r.suffix)
		return command.Status(1)
	}
	if r.test {
		r.decompress = true
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		var err error
		if op == "-" {
			err = r.doStdin()
		} else {
			err = r.doFile(op, true)
		}
		if err != nil {
			return err
		}
	}
	if r.list && r.listed > 1 {
		r.printList(r.totalIn, r.totalOut, r.lastHeader, "(totals)", nil)
	}
	return command.Status(r.status)
}

// warn prints a warning (status 2 unless an error came first).
func (r *gzipJob) warn(format string, args ...any) {
	if !r.quiet {
		fmt.Fprintf(r.c.Stderr, "%s: %s\n", gzipName, fmt.Sprintf(format, args...))
	}
	if r.status == 0 {
		r.status = 2
	}
}

// fail prints an error (status 1).
func (r *gzipJob) fail(format string, args ...any) {
	fmt.Fprintf(r.c.Stderr, "%s: %s\n", gzipName, fmt.Sprintf(format, args...))
	r.status = 1
}

// stop turns an error that must end the command (ctx done, a limit of
// the filesystem, a failed write to stdout) into the command's result;
// any other error is reported with fail and nil is returned.
func (r *gzipJob) stop(err error, name string) error {
	if cerr := r.ctx.Err(); cerr != nil {
		return cerr
	}
	var le *vfs.LimitError
	if errors.As(err, &le) {
		fmt.Fprintf(r.c.Stderr, "%s: %s: %s\n", gzipName, name, vfs.Reason(err))
		return command.Status(1)
	}
	var oe *outErr
	if errors.As(err, &oe) {
		if errors.Is(oe.err, io.ErrClosedPipe) {
			return command.Status(141)
		}
		fmt.Fprintf(r.c.Stderr, "%s: stdout: %s\n", gzipName, vfs.Reason(oe.err))
		return command.Status(1)
	}
	why := gzipReason(err)
	if why == "not in gzip format" || why == "unexpected end of file" || strings.HasPrefix(why, "invalid compressed data") {
		fmt.Fprintln(r.c.Stderr) // GNU starts these on a line of their own
	}
	r.fail("%s: %s", name, why)
	return nil
}

// gzipReason words a decompression error as GNU gzip does.
func gzipReason(err error) string {
	var tl *command.TooLargeError
	switch {
	case errors.As(err, &tl):
		return tl.Error()
	case errors.Is(err, gzip.ErrHeader):
		return "not in gzip format"
	case errors.Is(err, errLength):
		return "invalid compressed data--length error"
	case errors.Is(err, gzip.ErrChecksum):
		return "invalid compressed data--crc error"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "unexpected end of file"
	}
	var ce interface{ Error() string }
	if errors.As(err, &ce) && strings.HasPrefix(err.Error(), "flate: corrupt input") {
		return "invalid compressed data--format violated"
	}
	return vfs.Reason(err)
}

// outErr marks an error writing the output stream.
type outErr struct{ err error }

func (e *outErr) Error() string { return e.err.Error() }
func (e *outErr) Unwrap() error { return e.err }

type outWriter struct{ w io.Writer }

func (w outWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil {
		return n, &outErr{err}
	}
	return n, nil
}

// ctxReader stops a copy once ctx is done.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (r ctxReader) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// countWriter counts bytes and fails past max (0: no bound).
type countWriter struct {
	w   io.Writer
	n   int64
	max int64
}

func (w *countWriter) Write(p []byte) (int, error) {
	if w.max > 0 && w.n+int64(len(p)) > w.max {
		return 0, &command.TooLargeError{What: "decompressed data", Limit: w.max}
	}
	n, err := w.w.Write(p)
	w.n += int64(n)
	return n, err
}

// doStdin compresses or decompresses standard input to standard output.
func (r *gzipJob) doStdin() error {
	in := bufio.NewReader(ctxReader{r.ctx, r.c.Stdin})
	switch {
	case r.list:
		data, err := command.ReadAllMax(r.ctx, in, r.c.BufferLimit(), "input")
		if err != nil {
			return r.stop(err, "stdin")
		}
		r.listData(data, "stdout", nil)
		return nil
	case r.test:
		if _, err := r.inflate(in, io.Discard, "stdin"); err != nil {
			return r.stop(err, "stdin")
		}
		return nil
	case r.decompress:
		_, err := r.inflate(in, outWriter{r.c.Stdout}, "stdin")
		if err != nil {
			return r.stop(err, "stdin")
		}
		return nil
	}
	if _, err := r.deflate(in, outWriter{r.c.Stdout}, "", time.Time{}); err != nil {
		return r.stop(err, "stdin")
	}
	return nil
}

// deflate compresses in to out with the header GNU writes; it returns
// the bytes read.
func (r *gzipJob) deflate(in io.Reader, out io.Writer, name string, mtime time.Time) (int64, error) {
	zw, err := gzip.NewWriterLevel(out, r.level)
	if err != nil {
		return 0, err
	}
	zw.OS = gzipOS
	if !r.noName {
		zw.Name = name
		if !mtime.IsZero() {
			zw.ModTime = mtime
		}
	}
	n, err := io.Copy(zw, in)
	if err != nil {
		return n, err
	}
	return n, zw.Close()
}

// errLength is a member whose trailer has the right CRC but the wrong
// size, which GNU reports apart from a CRC error.
var errLength = errors.New("length error")

// tailReader is a bufio.Reader (a flate.Reader, so gzip reads no further
// than a member's end) that keeps the last 8 bytes read: a member's
// trailer, once the member is read.
type tailReader struct {
	*bufio.Reader
	tail [8]byte
}

func (t *tailReader) keep(p []byte) {
	if len(p) >= 8 {
		copy(t.tail[:], p[len(p)-8:])
		return
	}
	copy(t.tail[:], t.tail[len(p):])
	copy(t.tail[8-len(p):], p)
}

func (t *tailReader) Read(p []byte) (int, error) {
	n, err := t.Reader.Read(p)
	t.keep(p[:n])
	return n, err
}

func (t *tailReader) ReadByte() (byte, error) {
	b, err := t.Reader.ReadByte()
	if err == nil {
		t.keep([]byte{b})
	}
	return b, err
}

// inflate decompresses every member of in to out, bounded by the buffer
// limit; trailing bytes that are not a member are a warning, as in GNU
// gzip. It returns the first member's header.
func (r *gzipJob) inflate(br *bufio.Reader, out io.Writer, name string) (*gzip.Header, error) {
	in := &tailReader{Reader: br}
	w := &countWriter{w: out, max: r.c.BufferLimit()}
	crc := crc32.NewIEEE()
	var size uint32
	sum := writerFunc(func(p []byte) (int, error) {
		crc.Write(p)
		size += uint32(len(p))
		return w.Write(p)
	})
	if b, _ := in.Peek(2); len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		return nil, gzip.ErrHeader
	}
	zr, err := gzip.NewReader(in)
	if err != nil {
		if err == io.EOF {
			return nil, gzip.ErrHeader
		}
		return nil, err
	}
	first := zr.Header
	for {
		zr.Multistream(false)
		crc.Reset()
		size = 0
		if _, err := io.Copy(sum, zr); err != nil {
			if errors.Is(err, gzip.ErrChecksum) && crc.Sum32() == binary.LittleEndian.Uint32(in.tail[:4]) {
				return nil, errLength
			}
			return nil, err
		}
		if err := r.ctx.Err(); err != nil {
			return nil, err
		}
		b, err := in.Peek(2)
		if len(b) == 0 && err == io.EOF {
			return &first, nil
		}
		if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
			if !r.quiet {
				fmt.Fprintln(r.c.Stderr)
			}
			r.warn("%s: decompression OK, trailing garbage ignored", name)
			return &first, nil
		}
		if err := zr.Reset(in); err != nil {
			return nil, err
		}
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// doFile handles one file operand (a directory with -r).
func (r *gzipJob) doFile(name string, top bool) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	c := r.c
	full := c.Path(name)
	st, err := c.FS.Lstat(full)
	if err != nil && r.decompress && top {
		// gunzip f finds f.gz, as GNU does.
		for _, s := range r.suffixes() {
			if st2, err2 := c.FS.Lstat(full + s); err2 == nil {
				name, full, st, err = name+s, full+s, st2, nil
				break
			}
		}
	}
	if err != nil {
		r.fail("%s: %s", name, vfs.Reason(err))
		return nil
	}
	if st.Mode()&fs.ModeSymlink != 0 {
		if !r.force && !r.stdout {
			r.fail("%s: Too many levels of symbolic links", name)
			return nil
		}
		if st, err = c.FS.Stat(full); err != nil {
			r.fail("%s: %s", name, vfs.Reason(err))
			return nil
		}
	}
	if st.IsDir() {
		if !r.recursive {
			r.warn("%s is a directory -- ignored", name)
			return nil
		}
		ents, err := c.FS.ReadDir(full)
		if err != nil {
			r.fail("%s: %s", name, vfs.Reason(err))
			return nil
		}
		for _, e := range ents {
			if err := r.doFile(strings.TrimSuffix(name, "/")+"/"+e.Name(), false); err != nil {
				return err
			}
		}
		return nil
	}
	if r.list {
		return r.listFile(name, full, st)
	}
	if r.decompress {
		return r.decompressFile(name, full, st)
	}
	return r.compressFile(name, full, st, top)
}

// suffixes are the suffixes gunzip strips: -S's first, then GNU's list.
func (r *gzipJob) suffixes() []string {
	out := []string{r.suffix}
	for _, s := range []string{".gz", "-gz", ".z", "-z", "_z", ".tgz", ".taz"} {
		if s != r.suffix {
			out = append(out, s)
		}
	}
	return out
}

// stripSuffix returns the name a compressed file decompresses to, or
// false for a name without a known suffix.
func (r *gzipJob) stripSuffix(name string) (string, bool) {
	base := path.Base(name)
	for _, s := range r.suffixes() {
		if len(base) > len(s) && strings.HasSuffix(strings.ToLower(base), strings.ToLower(s)) {
			out := name[:len(name)-len(s)]
			if s == ".tgz" || s == ".taz" {
				out += ".tar"
			}
			return out, true
		}
	}
	return "", false
}

// links is a file's number of hard links.
func links(st fs.FileInfo) int {
	if vi, ok := st.(*vfs.FileInfo); ok {
		return vi.Links()
	}
	return 1
}

func otherLinks(n int) string {
	if n == 2 {
		return "1 other link"
	}
	return fmt.Sprintf("%d other links", n-1)
}

func (r *gzipJob) compressFile(name, full string, st fs.FileInfo, top bool) error {
	c := r.c
	if !r.stdout {
		if _, ok := r.stripSuffix(name); ok && !r.force {
			// A warning that leaves the status alone, as in GNU gzip.
			if r.verb || !r.recursive && !r.quiet {
				fmt.Fprintf(c.Stderr, "%s: %s already has %s suffix -- unchanged\n", gzipName, name, r.suffixOf(name))
			}
			return nil
		}
		if n := links(st); n > 1 && !r.force {
			r.warn("%s has %s -- file ignored", name, otherLinks(n))
			return nil
		}
	}
	in, err := c.FS.Open(full)
	if err != nil {
		r.fail("%s: %s", name, vfs.Reason(err))
		return nil
	}
	defer in.Close()
	if r.stdout {
		if _, err := r.deflate(ctxReader{r.ctx, in}, outWriter{c.Stdout}, path.Base(name), st.ModTime()); err != nil {
			return r.stop(err, name)
		}
		return nil
	}
	outName := name + r.suffix
	outFull := full + r.suffix
	out, ok, err := r.create(outName, outFull, st)
	if !ok {
		return err
	}
	cw := &countWriter{w: out}
	n, err := r.deflate(ctxReader{r.ctx, in}, cw, path.Base(name), st.ModTime())
	out.Close()
	if err != nil {
		_ = c.FS.Remove(outFull)
		return r.stop(err, name)
	}
	r.finish(name, full, outName, outFull, st, n, cw.n, int64(18+len(path.Base(name))+1))
	return nil
}

func (r *gzipJob) suffixOf(name string) string {
	base := strings.ToLower(path.Base(name))
	for _, s := range r.suffixes() {
		if strings.HasSuffix(base, strings.ToLower(s)) {
			return s
		}
	}
	return r.suffix
}

// create opens the output file, refusing to replace one unless -f. ok
// false means the file is skipped (err is then what the command returns).
func (r *gzipJob) create(outName, outFull string, st fs.FileInfo) (*vfs.File, bool, error) {
	c := r.c
	if _, err := c.FS.Lstat(outFull); err == nil {
		if !r.force {
			r.warn("%s already exists;\tnot overwritten", outName)
			return nil, false, nil
		}
		if err := c.FS.Remove(outFull); err != nil {
			r.fail("%s: %s", outName, vfs.Reason(err))
			return nil, false, nil
		}
	}
	out, err := c.FS.OpenFile(outFull, os.O_WRONLY|os.O_CREATE|os.O_EXCL, st.Mode().Perm())
	if err != nil {
		var le *vfs.LimitError
		if errors.As(err, &le) {
			return nil, false, r.stop(err, outName)
		}
		r.fail("%s: %s", outName, vfs.Reason(err))
		return nil, false, nil
	}
	return out, true, nil
}

// finish gives the output the input's mode and the time, removes the
// input unless -k, and prints -v's line.
func (r *gzipJob) finish(name, full, outName, outFull string, st fs.FileInfo, in, out, header int64) {
	c := r.c
	_ = c.FS.Chmod(outFull, st.Mode()&(fs.ModePerm|fs.ModeSetuid|fs.ModeSetgid|fs.ModeSticky))
	_ = c.FS.Chtimes(outFull, st.ModTime())
	if !r.keep {
		_ = c.FS.Remove(full)
	}
	if r.verb {
		what := "replaced with"
		if r.keep {
			what = "created"
		}
		var ratio float64
		if r.decompress {
			ratio = gzipRatio(out-(in-header), out)
		} else {
			ratio = gzipRatio(in-(out-header), in)
		}
		fmt.Fprintf(c.Stderr, "%s:\t%5.1f%% -- %s %s\n", name, ratio, what, outName)
	}
}

func gzipRatio(num, den int64) float64 {
	if den == 0 {
		return 0
	}
	return 100 * float64(num) / float64(den)
}

func (r *gzipJob) decompressFile(name, full string, st fs.FileInfo) error {
	c := r.c
	outName, ok := r.stripSuffix(name)
	if !ok && !r.stdout && !r.test {
		r.warn("%s: unknown suffix -- ignored", name)
		return nil
	}
	if n := links(st); n > 1 && !r.force && !r.stdout && !r.test {
		r.warn("%s has %s -- file ignored", name, otherLinks(n))
		return nil
	}
	in, err := c.FS.Open(full)
	if err != nil {
		r.fail("%s: %s", name, vfs.Reason(err))
		return nil
	}
	defer in.Close()
	br := bufio.NewReader(ctxReader{r.ctx, in})
	if r.test || r.stdout {
		var out io.Writer = outWriter{c.Stdout}
		if r.test {
			out = io.Discard
		}
		if _, err := r.inflate(br, out, name); err != nil {
			return r.stop(err, name)
		}
		if r.test && r.verb {
			fmt.Fprintf(c.Stderr, "%s:\t OK\n", name)
		}
		return nil
	}
	// Read the header first: -N names the output after it.
	hdr, herr := gzipPeekHeader(br)
	if herr == nil && r.name && hdr.Name != "" {
		outName = path.Join(path.Dir(name), path.Base(hdr.Name))
	}
	outFull := c.Path(outName)
	if herr != nil {
		return r.stop(herr, name)
	}
	out, ok, err := r.create(outName, outFull, st)
	if !ok {
		return err
	}
	cw := &countWriter{w: out}
	_, err = r.inflate(br, cw, name)
	out.Close()
	if err != nil {
		_ = c.FS.Remove(outFull)
		return r.stop(err, name)
	}
	info := st
	if r.name && !hdr.ModTime.IsZero() {
		info = timeInfo{st, hdr.ModTime}
	}
	r.finish(name, full, outName, outFull, info, st.Size(), cw.n, gzipHeaderLen(hdr))
	return nil
}

// timeInfo is a FileInfo with another modification time.
type timeInfo struct {
	fs.FileInfo
	t time.Time
}

func (t timeInfo) ModTime() time.Time { return t.t }

// gzipPeekHeader parses the gzip header at the start of br without
// consuming it.
func gzipPeekHeader(br *bufio.Reader) (gzip.Header, error) {
	b, _ := br.Peek(64 << 10)
	zr, err := gzip.NewReader(bufio.NewReader(strings.NewReader(string(b))))
	if err != nil {
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return gzip.Header{}, gzip.ErrHeader
		}
		return gzip.Header{}, err
	}
	return zr.Header, nil
}

// gzipHeaderLen is the bytes of a member's header and trailer, which
// gzip -l and -v leave out of the compressed size.
func gzipHeaderLen(h gzip.Header) int64 {
	n := int64(10 + 8)
	if h.Name != "" {
		n += int64(len(h.Name)) + 1
	}
	if h.Comment != "" {
		n += int64(len(h.Comment)) + 1
	}
	if h.Extra != nil {
		n += 2 + int64(len(h.Extra))
	}
	return n
}

func (r *gzipJob) listFile(name, full string, st fs.FileInfo) error {
	data, err := r.c.FS.ReadFile(full)
	if err != nil {
		r.fail("%s: %s", name, vfs.Reason(err))
		return nil
	}
	if int64(len(data)) > r.c.BufferLimit() {
		return r.stop(&command.TooLargeError{What: "input", Limit: r.c.BufferLimit()}, name)
	}
	out, ok := r.stripSuffix(name)
	if !ok {
		out = name
	}
	r.listData(data, out, st)
	return nil
}

// listData prints gzip -l's line for one compressed input: sizes from
// the header and the trailer, as GNU does (no decompression).
func (r *gzipJob) listData(data []byte, name string, st fs.FileInfo) {
	zr, err := gzip.NewReader(bufio.NewReader(strings.NewReader(string(data))))
	if err != nil || len(data) < 18 {
		if !r.quiet {
			fmt.Fprintln(r.c.Stderr)
		}
		r.fail("%s: not in gzip format", name)
		return
	}
	size := int64(uint32(data[len(data)-4]) | uint32(data[len(data)-3])<<8 | uint32(data[len(data)-2])<<16 | uint32(data[len(data)-1])<<24)
	crc := uint32(data[len(data)-8]) | uint32(data[len(data)-7])<<8 | uint32(data[len(data)-6])<<16 | uint32(data[len(data)-5])<<24
	hl := gzipHeaderLen(zr.Header)
	mt := zr.Header.ModTime // -lv shows the file's time, the header's for stdin
	if st != nil {
		mt = st.ModTime()
	}
	r.printList(int64(len(data)), size, hl, name, &listExtra{crc: crc, mtime: mt})
	r.totalIn += int64(len(data))
	r.totalOut += size
	r.lastHeader = hl
	r.listed++
}

type listExtra struct {
	crc   uint32
	mtime time.Time
}

func (r *gzipJob) printList(compressed, size, header int64, name string, x *listExtra) {
	w := r.c.Stdout
	if r.listed == 0 && x != nil {
		if r.verb {
			fmt.Fprint(w, "method  crc     date  time  ")
		}
		fmt.Fprintf(w, "%19s %19s  ratio uncompressed_name\n", "compressed", "uncompressed")
	}
	if r.verb {
		if x != nil {
			loc := time.UTC
			if tz := r.c.Getenv("TZ"); tz != "" {
				if l, err := time.LoadLocation(tz); err == nil {
					loc = l
				}
			}
			fmt.Fprintf(w, "defla %08x %s ", x.crc, x.mtime.In(loc).Format("Jan _2 15:04"))
		} else {
			fmt.Fprintf(w, "%28s", "")
		}
	}
	fmt.Fprintf(w, "%19d %19d %5.1f%% %s\n", compressed, size, gzipRatio(size-(compressed-header), size), name)
}
