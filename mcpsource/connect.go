package mcpsource

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/toolerr"
)

// transportKind returns "stdio", "http" or "sse" for the server's
// settings, or an error for a type it does not know.
func transportKind(srv *config.Server) (string, error) {
	switch strings.ToLower(srv.Type) {
	case "":
		if srv.Command == "" && srv.URL != "" {
			return config.TransportHTTP, nil
		}
		return config.TransportStdio, nil
	case config.TransportStdio:
		return config.TransportStdio, nil
	case config.TransportHTTP, "streamable-http", "streamablehttp", "streamable_http":
		return config.TransportHTTP, nil
	case config.TransportSSE:
		return config.TransportSSE, nil
	}
	return "", fmt.Errorf("unknown transport type %q", srv.Type)
}

// transportInProcess is the kind of a server of this process
// (NewInProcess).
const transportInProcess = "in-process"

// connect starts a session with the server, bounded by its startup
// timeout, and by Close.
func (s *Source) connect(ctx context.Context) (*conn, error) {
	cctx, cancel := context.WithTimeout(ctx, s.startup)
	defer cancel()
	stop := context.AfterFunc(s.done, cancel)
	defer stop()

	kind, err := transportKind(&s.srv)
	if s.serve != nil {
		kind, err = transportInProcess, nil
	}
	if err != nil {
		return nil, toolerr.Unavailable(fmt.Sprintf("MCP server %q: %v", s.srv.Name, err), false)
	}
	c := &conn{dead: make(chan struct{}), tap: newSchemaTap()}
	client := mcp.NewClient(&mcp.Implementation{Name: s.opts.ClientName, Version: s.opts.ClientVersion}, &mcp.ClientOptions{
		Logger: s.opts.Logger,
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
			c.changes.Add(1)
			if h := s.onListChanged; h != nil {
				h()
			}
			if h := s.opts.OnToolsChanged; h != nil {
				h(s.srv.Name)
			}
		},
	})

	var cs *mcp.ClientSession
	switch kind {
	case transportInProcess:
		server, err := s.serve(cctx)
		if err != nil {
			return nil, toolerr.Unavailable(fmt.Sprintf("MCP server %q cannot start: %v", s.srv.Name, err), false)
		}
		ct, st := mcp.NewInMemoryTransports()
		// The server's session lives as long as the source, not the
		// connect timeout; it ends when the client closes the pipe.
		if _, err := server.Connect(s.done, st, nil); err != nil {
			return nil, toolerr.Unavailable(fmt.Sprintf("MCP server %q cannot start: %v", s.srv.Name, err), false)
		}
		cs, err = client.Connect(cctx, &tapTransport{inner: ct, tap: c.tap}, nil)
		if err != nil {
			return nil, s.connectError(ctx, cctx, c, err)
		}
	case config.TransportStdio:
		cmd, err := s.command()
		if err != nil {
			return nil, toolerr.Unavailable(fmt.Sprintf("MCP server %q cannot start: %v", s.srv.Name, err), false)
		}
		c.stderr = cmd.Stderr.(*stderrSink)
		t := &stdioTransport{cmd: cmd, grace: s.opts.CloseGrace, max: s.opts.MaxResponseBytes}
		cs, err = client.Connect(cctx, &tapTransport{inner: t, tap: c.tap}, nil)
		if t.conn != nil {
			c.proc = t.conn
			if err != nil {
				_ = t.conn.Close() // idempotent; kills a server that never initialized
			} else {
				t.conn.setReady()
			}
		}
		if err != nil {
			return nil, s.connectError(ctx, cctx, c, err)
		}
	case config.TransportHTTP, config.TransportSSE:
		c.probe = &httpProbe{}
		hc := s.httpClient(c.probe)
		if kind == config.TransportHTTP {
			// Not tapped: the go-sdk needs its own connection type here
			// (it starts the server's event stream through it).
			cs, err = client.Connect(cctx, &mcp.StreamableClientTransport{Endpoint: s.srv.URL, HTTPClient: hc}, nil)
			if err != nil && cctx.Err() == nil && c.probe.wantsSSE() {
				cs, err = client.Connect(cctx, &tapTransport{inner: &sseTransport{inner: mcp.SSEClientTransport{Endpoint: s.srv.URL, HTTPClient: hc}}, tap: c.tap}, nil)
			}
		} else {
			cs, err = client.Connect(cctx, &tapTransport{inner: &sseTransport{inner: mcp.SSEClientTransport{Endpoint: s.srv.URL, HTTPClient: hc}}, tap: c.tap}, nil)
		}
		if err != nil {
			return nil, s.connectError(ctx, cctx, c, err)
		}
	}
	c.cs = cs
	go func() {
		_ = cs.Wait()
		close(c.dead)
	}()
	return c, nil
}

// connectError maps a failure to connect.
func (s *Source) connectError(ctx, cctx context.Context, c *conn, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if e := c.probe.authError(s.srv.Name, probeSnapshot{}); e != nil {
		return e
	}
	if s.done.Err() != nil {
		return s.closedError()
	}
	// A program that is not there or cannot run fails the same way next
	// time: not retryable (as a command not found on the PATH).
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || errors.Is(err, exec.ErrNotFound) {
		return toolerr.Unavailable(fmt.Sprintf("MCP server %q cannot start: %v", s.srv.Name, err), false)
	}
	var msg string
	exited := c.exitedAlone()
	switch {
	case exited != "":
		msg = fmt.Sprintf("MCP server %q exited during start-up (%s)", s.srv.Name, exited)
	case errors.Is(cctx.Err(), context.DeadlineExceeded):
		msg = fmt.Sprintf("MCP server %q did not start within %s", s.srv.Name, s.startup)
	default:
		msg = fmt.Sprintf("MCP server %q could not start: %v", s.srv.Name, err)
	}
	if tail := c.stderrExcerpt(); tail != "" {
		msg += "; its stderr: " + tail
	}
	if dir := s.relativeDir(); dir != "" {
		msg += "; relative paths in its command and args are resolved against " + dir
	}
	if exited != "" {
		return &startExit{toolerr.Unavailable(msg, true)}
	}
	return toolerr.Unavailable(msg, true)
}

// startExit is the error of a server process that exited by itself
// during start-up (start tells it apart to start the server once more).
type startExit struct{ *toolerr.UnavailableError }

// Unwrap gives the unavailable error itself.
func (e *startExit) Unwrap() error { return e.UnavailableError }

// start connects to the server. A process that exits during start-up is
// started once more at once: when it exits the same way again (the same
// status and the same stderr), it will go on doing so until something
// changes (a path, a module, a setting), and the error says it is not
// retryable; one that fails differently the second time (a port in use, a
// lock) stays retryable, and one that starts the second time is used.
func (s *Source) start(ctx context.Context) (*conn, error) {
	c, err := s.connect(ctx)
	var first *startExit
	if !errors.As(err, &first) {
		return c, err
	}
	c, err = s.connect(ctx)
	var second *startExit
	if !errors.As(err, &second) {
		return c, err
	}
	if second.Error() == first.Error() {
		return nil, toolerr.Unavailable(second.Error(), false)
	}
	return nil, second.UnavailableError
}

// relativeDir returns the directory a stdio server's relative paths are
// resolved against when its command or an argument looks like a relative
// path (dist/index.js, ./server.py), and "" otherwise.
func (s *Source) relativeDir() string {
	relative := false
	for _, a := range append([]string{s.srv.Command}, s.srv.Args...) {
		if a == "" || strings.HasPrefix(a, "-") || filepath.IsAbs(a) || strings.Contains(a, "://") ||
			strings.ContainsAny(a, " \t\n;|&$") { // code (sh -c '...'), not a path
			continue
		}
		ext := filepath.Ext(a)
		if strings.ContainsRune(a, '/') || ext == ".js" || ext == ".mjs" || ext == ".cjs" || ext == ".ts" || ext == ".py" {
			relative = true
			break
		}
	}
	if !relative {
		return ""
	}
	if s.srv.Cwd != "" {
		return s.srv.Cwd + " (its cwd)"
	}
	dir, err := os.Getwd()
	if err != nil {
		return "the gateway's working directory"
	}
	return dir + " (the working directory of this process; set the server's \"cwd\" to change it)"
}

// DefaultEnv returns the part of environ (os.Environ's form) a stdio
// server inherits: HOME, LOGNAME, PATH, SHELL, TERM and USER (on Windows
// also APPDATA, HOMEDRIVE, HOMEPATH, LOCALAPPDATA, PROCESSOR_ARCHITECTURE,
// PROGRAMFILES, SYSTEMDRIVE, SYSTEMROOT, TEMP, USERNAME and USERPROFILE),
// the list of the MCP TypeScript SDK's StdioClientTransport, which Claude
// Desktop and most clients use. Secrets in the host environment thus do
// not leak into every server; a server that needs more names it in its
// "env". Values starting with "()" (exported shell functions) are left
// out, as the TypeScript SDK does.
func DefaultEnv(environ []string) []string {
	keys := []string{"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"}
	if runtime.GOOS == "windows" {
		keys = append(keys, "APPDATA", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PROCESSOR_ARCHITECTURE",
			"PROGRAMFILES", "SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE")
	}
	var out []string
	for _, kv := range environ {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || strings.HasPrefix(v, "()") {
			continue
		}
		for _, want := range keys {
			if k == want || (runtime.GOOS == "windows" && strings.EqualFold(k, want)) {
				out = append(out, kv)
				break
			}
		}
	}
	return out
}

// serverEnv is DefaultEnv of the host plus the server's env (which wins).
func (s *Source) serverEnv() []string {
	env := DefaultEnv(s.opts.Environ)
	keys := make([]string, 0, len(s.srv.Env))
	for k := range s.srv.Env {
		keys = append(keys, k)
	}
	// Deterministic order; a later entry for the same key wins in exec.
	slices.Sort(keys)
	for _, k := range keys {
		env = append(env, k+"="+s.srv.Env[k])
	}
	return env
}

// command builds the stdio server's process: the executable is looked up
// in the PATH the server itself will see.
func (s *Source) command() (*exec.Cmd, error) {
	if s.srv.Command == "" {
		return nil, errors.New("no command")
	}
	env := s.serverEnv()
	path, err := lookPath(s.srv.Command, envValue(env, "PATH"), s.srv.Cwd)
	if err != nil {
		return nil, err
	}
	cmd := &exec.Cmd{
		Path: path,
		Args: append([]string{s.srv.Command}, s.srv.Args...),
		Env:  env,
		Dir:  s.srv.Cwd,
		// Stderr is not an *os.File, so exec copies it in a goroutine that
		// Wait awaits; a grandchild holding the pipe open must not make
		// Wait hang.
		WaitDelay: s.opts.CloseGrace,
	}
	cmd.Stderr = newStderrSink(s.srv.Name, s.opts.Stderr)
	setProcessGroup(cmd)
	return cmd, nil
}

// envValue returns the last value of key in env.
func envValue(env []string, key string) string {
	v := ""
	for _, kv := range env {
		if k, val, ok := strings.Cut(kv, "="); ok && k == key {
			v = val
		}
	}
	return v
}

// lookPath finds name (without a path separator) in pathList, relative
// entries taken from dir; a name with a separator is used as is.
func lookPath(name, pathList, dir string) (string, error) {
	if strings.ContainsRune(name, '/') || strings.ContainsRune(name, filepath.Separator) {
		return name, nil
	}
	for _, d := range filepath.SplitList(pathList) {
		if d == "" || !filepath.IsAbs(d) {
			continue // never run what sits in the working directory
		}
		for _, cand := range candidates(filepath.Join(d, name)) {
			if fi, err := os.Stat(cand); err == nil && fi.Mode().IsRegular() && isExecutable(fi.Mode()) {
				return cand, nil
			}
		}
	}
	return "", fmt.Errorf("command %q not found in PATH", name)
}

// candidates are the file names to try for path (PATHEXT on Windows).
func candidates(path string) []string {
	if runtime.GOOS != "windows" {
		return []string{path}
	}
	out := []string{path}
	for _, ext := range []string{".exe", ".cmd", ".bat", ".com"} {
		out = append(out, path+ext)
	}
	return out
}

func isExecutable(m fs.FileMode) bool {
	return runtime.GOOS == "windows" || m&0o111 != 0
}

// stdioTransport starts a stdio server and talks to it over its stdin
// and stdout, as mcp.CommandTransport does, with two differences: what
// the server writes is read through a frameReader (a message over the
// bound is dropped alone, not the connection), and closing the
// connection also kills what is left of the process group.
type stdioTransport struct {
	cmd   *exec.Cmd
	grace time.Duration
	max   int64
	conn  *procConn
}

// Connect implements mcp.Transport.
func (t *stdioTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	stdout, err := t.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	if err := t.cmd.Start(); err != nil {
		return nil, err
	}
	io := &mcp.IOTransport{
		Reader:        nopReadCloser{newFrameReader(stdout, t.max)}, // closing stdin ends the session
		Writer:        &stdinCloser{stdin: stdin, cmd: t.cmd, grace: t.grace},
		MaxLineLength: -1, // the frameReader bounds each message
	}
	c, err := io.Connect(ctx)
	if err != nil {
		return nil, err
	}
	t.conn = &procConn{Connection: c, pid: t.cmd.Process.Pid, cmd: t.cmd}
	return t.conn, nil
}

type nopReadCloser struct{ io.Reader }

func (nopReadCloser) Close() error { return nil }

// stdinCloser is the server's stdin; closing it ends the server as the
// MCP spec says for stdio: stdin closed, then SIGTERM after the grace
// period, then SIGKILL after another, and the process is reaped.
type stdinCloser struct {
	stdin io.WriteCloser
	cmd   *exec.Cmd
	grace time.Duration
}

func (s *stdinCloser) Write(p []byte) (int, error) { return s.stdin.Write(p) }

func (s *stdinCloser) Close() error {
	_ = s.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	wait := func() (error, bool) {
		t := time.NewTimer(s.grace)
		defer t.Stop()
		select {
		case err := <-done:
			return err, true
		case <-t.C:
			return nil, false
		}
	}
	if err, ok := wait(); ok {
		return exitError(err)
	}
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err == nil {
		if err, ok := wait(); ok {
			return exitError(err)
		}
	}
	_ = s.cmd.Process.Kill()
	return exitError(<-done)
}

// exitError drops the error of a server ended by a signal we sent or
// that exited on its own: closing it succeeded.
func exitError(err error) error {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return nil
	}
	return err
}

// procConn is the connection to a stdio server's process.
type procConn struct {
	mcp.Connection
	pid int
	cmd *exec.Cmd

	mu     sync.Mutex
	ready  bool // initialized: Close is graceful from now on
	closed bool
	once   sync.Once
	err    error
}

func (p *procConn) setReady() {
	p.mu.Lock()
	p.ready = true
	p.mu.Unlock()
}

// Close closes stdin and waits for the process (mcp.CommandTransport:
// SIGTERM, then SIGKILL after the grace periods); a server that never
// finished initializing is killed at once. Then whatever is left of its
// process group is killed. Close is called by the SDK when the connection
// breaks (so a crashed server is reaped) and by Session.Close.
func (p *procConn) Close() error {
	p.once.Do(func() {
		p.mu.Lock()
		ready := p.ready
		p.mu.Unlock()
		if !ready {
			p.kill()
		}
		p.err = p.Connection.Close()
		killProcessGroup(p.pid)
		p.mu.Lock()
		p.closed = true
		p.mu.Unlock()
	})
	return p.err
}

// exited reports whether the process was reaped.
func (p *procConn) exited() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// state returns how the process ended, once Close has reaped it; nil
// before.
func (p *procConn) state() *os.ProcessState {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed || p.cmd == nil {
		return nil
	}
	return p.cmd.ProcessState
}

// kill sends SIGKILL to the process group at once.
func (p *procConn) kill() { killProcessGroup(p.pid) }

// sseTransport is mcp.SSEClientTransport whose event stream outlives the
// context given to Connect. The SDK's transport opens its GET with that
// context, so the stream (and with it every answer) would end when the
// connect timeout's context is cancelled; here ctx only bounds the wait
// for the stream to open, and the stream ends when the connection is
// closed.
type sseTransport struct {
	inner mcp.SSEClientTransport
}

// Connect implements mcp.Transport.
func (t *sseTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	streamCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	type result struct {
		c   mcp.Connection
		err error
	}
	ch := make(chan result, 1)
	go func() {
		c, err := t.inner.Connect(streamCtx)
		ch <- result{c, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			cancel()
			return nil, r.err
		}
		return &cancelConn{Connection: r.c, cancel: cancel}, nil
	case <-ctx.Done():
		cancel()
		if r := <-ch; r.c != nil {
			_ = r.c.Close()
		}
		return nil, ctx.Err()
	}
}

// cancelConn cancels its stream's context once closed.
type cancelConn struct {
	mcp.Connection
	cancel context.CancelFunc
}

// Close implements mcp.Connection.
func (c *cancelConn) Close() error {
	err := c.Connection.Close()
	c.cancel()
	return err
}
