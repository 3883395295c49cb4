package tis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/runtime/vfs"
	"github.com/toolsinshell/tis/store"
)

// Session is one sandbox session: its files, which live from one script
// to the next, its "always" answers (in the store, under its id), and the
// on-demand servers it has loaded (a view of its own over the host's
// shared connections: one session loading a server does not list it for
// another). Its scripts run one at a time.
type Session struct {
	host      *Host
	id        string
	principal string
	key       string // the host's key of it, and the store's of its files: sessionKey

	mu     sync.Mutex // one script at a time
	rt     *runtime.Session
	loaded map[string]bool // on-demand servers this session loaded
	closed bool

	// stored: the session's files and loaded servers are in the store,
	// not yet here; the next script loads them within its time limit
	// (or FS does, without one). Guarded by storeMu.
	stored  bool
	storeMu sync.Mutex
	// unloaded is the store key of the files Unload moved there, when
	// it is not the session's own (Options.Persist): Close removes them.
	unloaded string
	// held is the bytes of files the session holds in memory as of its
	// last script, load or Unload.
	held atomic.Int64

	stopMu  sync.Mutex
	stop    context.CancelFunc // stops the script running, if one is
	closing bool               // Close was called
}

// Session returns the local user's session id, making it when it is
// new: SessionFor with the principal "".
func (h *Host) Session(ctx context.Context, id string) (*Session, error) {
	return h.SessionFor(ctx, "", id)
}

// SessionFor returns the session id of a principal, making it when it is
// new. The principal is whoever a person answers for ("" for the local
// user; a gateway's bearer token's holder): two principals' sessions of
// one id are two sessions, and a once answer given for a session that
// has ended passes to the next session of its principal that makes the
// call (see store.AnswerKind). A new session is recorded in the store as
// open (store.Approvals.BeginSession), and Close records its end.
//
// With Options.Persist, a session the store kept (by an earlier host)
// comes back with its files and its loaded servers: the first script
// loads them, and the time that takes counts against its time limit (as
// does saving them after it).
func (h *Host) SessionFor(ctx context.Context, principal, id string) (*Session, error) {
	key := sessionKey(principal, id)
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil, errors.New("tis: the host is closed")
	}
	if s := h.sessions[key]; s != nil {
		h.mu.Unlock()
		return s, nil
	}
	h.mu.Unlock()
	s := &Session{host: h, id: id, principal: principal, key: key, loaded: map[string]bool{}}
	pol, _ := h.policy()
	s.rt = runtime.NewSession(&runtime.Options{Limits: pol.limits.Limits})
	s.stored = h.opts.Persist
	h.mu.Lock()
	if other := h.sessions[key]; other != nil {
		h.mu.Unlock()
		return other, nil // made meanwhile by another caller
	}
	h.sessions[key] = s
	h.mu.Unlock()
	if err := h.store.BeginSession(ctx, s.scope()); err != nil {
		h.mu.Lock()
		if h.sessions[key] == s {
			delete(h.sessions, key)
		}
		h.mu.Unlock()
		return nil, fmt.Errorf("tis: session %s: %w", id, err)
	}
	return s, nil
}

// sessionKey is the key of a principal's session: in the host's map,
// and of its files in the store. The local user's is the id itself, so
// a session's files keep the key they had before principals.
func sessionKey(principal, id string) string {
	if principal == "" {
		return id
	}
	return "\x00" + principal + "\x00" + id
}

// scope is the session as the approvals know it.
func (s *Session) scope() store.Scope { return store.Scope{Principal: s.principal, Session: s.id} }

// Principal returns whose session it is ("" for the local user).
func (s *Session) Principal() string { return s.principal }

// ID returns the session's id.
func (s *Session) ID() string { return s.id }

// FS returns the session's files: a host may put files there for the
// next script, or read what the last one left. Not while a script runs.
// A session whose files are in the store loads them first (see
// Host.Session); when that fails, FS returns the files as they are and
// the next script loads them again.
func (s *Session) FS() *vfs.FS {
	_ = s.load(context.Background())
	defer s.noteHeld()
	return s.rt.FS()
}

// FilesInMemory returns the bytes of the session's files held in memory
// as of its last script (or Unload, or FS): 0 while they are in the
// store. A gateway sums it over its sessions to bound them together.
func (s *Session) FilesInMemory() int64 { return s.held.Load() }

// noteHeld records the bytes of files the session holds in memory.
func (s *Session) noteHeld() {
	s.storeMu.Lock()
	defer s.storeMu.Unlock()
	if s.stored {
		s.held.Store(0)
		return
	}
	s.held.Store(s.rt.FS().Usage())
}

// The errors of Unload a caller branches on.
var (
	// ErrSessionBusy: a script is running in the session; its files
	// stay where they are.
	ErrSessionBusy = errors.New("tis: a script is running in the session")
	// ErrStoreInMemory: the host's store holds its data in this
	// process's memory (store.InMemory), so moving files there would
	// free nothing.
	ErrStoreInMemory = errors.New("tis: the store is in memory")
)

// Unload moves the session's files (and the on-demand servers it loaded)
// to the store and drops them from memory: the next script, or FS, loads
// them back, within that script's time limit, as for a session the
// store kept (Options.Persist). A host with many idle sessions keeps
// their files on disk this way. It does not wait for a script: with one
// running it returns ErrSessionBusy; with a store in memory,
// ErrStoreInMemory; when saving fails, that error. In each case the files
// stay in memory, as they were. Close removes what Unload stored, unless
// the host persists sessions.
func (s *Session) Unload(ctx context.Context) error {
	if !s.mu.TryLock() {
		return ErrSessionBusy
	}
	defer s.mu.Unlock()
	if s.closed {
		return errors.New("tis: the session is closed")
	}
	if m, ok := s.host.store.(store.InMemory); ok && m.InMemory() {
		return ErrStoreInMemory
	}
	s.storeMu.Lock()
	defer s.storeMu.Unlock()
	if s.stored {
		return nil // already there
	}
	key := s.key
	if !s.host.opts.Persist {
		key = s.host.unloadPrefix + s.key
	}
	if err := s.saveAs(ctx, key); err != nil {
		return fmt.Errorf("unloading session %s: %w", s.id, err)
	}
	if err := s.rt.ResetFiles(context.WithoutCancel(ctx), nil); err != nil {
		return fmt.Errorf("unloading session %s: %w", s.id, err)
	}
	s.stored = true
	if key != s.key {
		s.unloaded = key
	}
	s.held.Store(0)
	return nil
}

// Close ends the session: a script still running is stopped (Run returns
// its result), its files are dropped (kept in the store with
// Options.Persist), it is forgotten by the host, and the store records
// that it ended (store.Approvals.EndSession): its unused once answers pass
// to the next session of its principal.
func (s *Session) Close() error {
	s.host.mu.Lock()
	if s.host.sessions[s.key] == s {
		delete(s.host.sessions, s.key)
	}
	s.host.mu.Unlock()
	s.close()
	return nil
}

func (s *Session) close() {
	s.stopMu.Lock()
	s.closing = true
	if s.stop != nil {
		s.stop()
	}
	s.stopMu.Unlock()
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.storeMu.Lock()
	key := s.unloaded
	s.unloaded = ""
	s.storeMu.Unlock()
	if key != "" {
		// Best effort: a copy left behind is a stale one nobody loads.
		if err := s.host.forgetStored(context.Background(), key); err != nil {
			s.host.log.Warn("removing an unloaded session's files from the store", "session", s.id, "err", err)
		}
	}
	s.held.Store(0)
	// Its once answers now pass to the principal's next session.
	if err := s.host.store.EndSession(context.Background(), s.scope()); err != nil {
		s.host.log.Warn("recording the end of a session", "session", s.id, "err", err)
	}
}

// RunOptions are the inputs of one script besides its text.
type RunOptions struct {
	// Name names the script in messages ("bash" when empty).
	Name string
	// File is the file the script was read from (tsrun script.sh): a
	// syntax error names it as FILE:LINE:COL, as tscheck does; other
	// messages keep Name, as bash's do.
	File string
	// Stdin is the script's standard input; nil means empty. The host's
	// own stdin is never the script's unless passed here.
	Stdin io.Reader
	// Env adds exported variables to the script ("NAME=value").
	Env []string
	// Ask, when set, asks a person about this script's calls that need
	// approval, in place of Options.Ask (a gateway asks through the
	// client of the session that runs the script).
	Ask gate.AskFunc
	// MaxResultBytes is this run's result budget, over the host's
	// (Limits.MaxResultBytes): 0 means the host's, negative no budget (a
	// person's terminal gets everything).
	MaxResultBytes int
}

// Result is what a script did.
type Result struct {
	// ExitCode is the script's exit status.
	ExitCode int `json:"exit_code"`
	// Success is ExitCode == 0.
	Success bool `json:"success"`
	// Stdout and Stderr are what the script printed, each cut in the
	// middle past the output limit (MaxOutputBytes), then to the result
	// budget (MaxResultBytes; see Cut).
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
	// Segments are stdout and stderr in the order the script wrote them
	// (Output joins them), cut to the result budget as a whole.
	Segments []runtime.Segment `json:"-"`
	// LimitsHit names each limit the script reached.
	LimitsHit []string `json:"limits_hit"`
	// Report is what the script did with tools (SPEC section 7): the
	// calls that may have changed something, the read-only calls counted,
	// where and why the script stopped. Past the result budget, its
	// calls' inputs and results are cut, each saying so (CallRecord.Cut).
	Report *Report `json:"-"`
	// Reported says the report is worth showing: the script was stopped
	// (or did not start), or it failed after a call that may have changed
	// something.
	Reported bool `json:"-"`
	// Images are the images and other binary results the script's calls
	// saved under tool-images/.
	Images []Image `json:"images"`
	// Duration is the wall-clock time the script took.
	Duration time.Duration `json:"-"`
	// Cut, when the result was longer than its budget
	// (Limits.MaxResultBytes, RunOptions.MaxResultBytes), says what was
	// cut and which session files hold the whole (/results/<script-id>/);
	// nil when nothing was cut. Output, Stdout and Stderr, and the report
	// as JSON, together stay within the budget.
	Cut *Cut `json:"cut,omitempty"`
}

// Output returns stdout and stderr in the order the script wrote them.
func (r *Result) Output() string {
	var b strings.Builder
	for _, s := range r.Segments {
		b.WriteString(s.Text)
	}
	return b.String()
}

// Report is the stop report of SPEC section 7.
type Report = gate.Report

// ToolsReport is the tools part of a Report.
type ToolsReport = gate.ToolsReport

// CallRecord is one call of a report.
type CallRecord = gate.CallRecord

// Image is a binary result a tool call saved.
type Image struct {
	// Path is the file's path, relative to the working directory
	// (tool-images/...).
	Path string `json:"path"`
	// MIMEType is its media type.
	MIMEType string `json:"mime_type"`
	// Data is its content.
	Data []byte `json:"data"`
}

// Run runs a script in the session. The error is the host's own failure
// (its store did not answer); a script that fails, is stopped, or does
// not parse is a Result with its status.
func (s *Session) Run(ctx context.Context, script string, opts *RunOptions) (*Result, error) {
	if opts == nil {
		opts = &RunOptions{}
	}
	// The script's time starts here: whatever is done for it (loading
	// its files, sending them to a worker and back, saving them) counts
	// against its time limit.
	began := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, errors.New("tis: the session is closed")
	}
	defer s.noteHeld()
	// Closing the session (or the host) stops the script; what is kept
	// after it (the saved session) is kept with the caller's ctx.
	outer := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s.stopMu.Lock()
	if s.closing {
		s.stopMu.Unlock()
		return nil, errors.New("tis: the session is closed")
	}
	s.stop = cancel
	s.stopMu.Unlock()
	defer func() {
		s.stopMu.Lock()
		s.stop = nil
		s.stopMu.Unlock()
	}()
	h := s.host
	sources, _, srcErr := h.set.Sources(ctx)
	pol, polErr := h.policy()
	if pol.gate == nil {
		return nil, polErr
	}
	if srcErr == nil {
		srcErr = polErr
	}
	sc := gate.NewScript(newScriptID(), s.id)
	sc.Principal = s.principal
	// The session's files and the servers it loaded, when they are in
	// the store: within the script's time, before its catalog.
	tl := newTimeLimit(began, pol.limits.Limits)
	lctx, cancelLoad := tl.within(ctx, 0)
	err := s.load(lctx)
	cancelLoad()
	switch {
	case err != nil && tl.hit(err):
		// The files stay in the store, unchanged; nothing ran.
		return tl.notLoaded(opts, sc), nil
	case err != nil:
		return nil, err
	}
	cat := catalog.New(s.view(sources), &catalog.Options{Memory: h.memory})
	images := &imageLog{inner: toolcmd.SaveInFS}
	var routes *saveRoutes
	var read toolcmd.ReadFunc
	if h.workers != nil {
		routes = &saveRoutes{}
		images.inner, read = routes.save, routes.read
	}
	tools := toolcmd.New(cat, pol.gateFor(opts.Ask).Handler(sc), &toolcmd.Options{SourceErr: srcErr, SaveFile: images.save, ReadFile: read})

	// Before start: the calls written out in full are judged now; one
	// that needs approval or is denied keeps the script from starting.
	if rep, err := analyzer.Analyze(opts.Name, script); err == nil {
		chk, err := pol.gate.Preflight(ctx, cat, rep, s.scope(), true)
		if err != nil {
			return nil, err
		}
		ask := opts.Ask
		if ask == nil {
			ask = h.opts.Ask
		}
		if !chk.Start && ask != nil && s.askBeforeStart(ctx, chk, ask) {
			// Every call that kept the script from starting has an
			// answer now: judge again with them.
			if chk, err = pol.gate.Preflight(ctx, cat, rep, s.scope(), true); err != nil {
				return nil, err
			}
		}
		if !chk.Start {
			out := &Result{ExitCode: 1, LimitsHit: []string{}, Images: []Image{},
				Report: gate.BeforeStartReport(chk.Stopped), Reported: true}
			// Only the stopped call's input can be long: it is in the
			// script's own text, so nothing is kept.
			fit(out, resultBudget(opts.MaxResultBytes, pol.limits.MaxResultBytes),
				kept{why: "the script did not start: the call's input is in its text"})
			return out, nil
		}
	}
	s.rt.SetLimits(pol.limits.Limits)
	var res *runtime.Result
	if h.workers != nil {
		if res, err = s.runInWorker(ctx, script, opts, pol.limits.Limits, tools, routes, tl); err != nil {
			return nil, err
		}
	} else {
		res = s.rt.Run(ctx, script, &runtime.RunOptions{Name: opts.Name, File: opts.File, Stdin: opts.Stdin, Env: opts.Env,
			Started: began, Commands: map[string]command.Func{"tools": tools.Run}})
	}
	// The calls still out (background jobs, a call cut by a stop) have
	// their answer or their grace: the report has what became of each.
	sc.Settle(ctx)
	// The whole of what the result's budget cuts is kept in the
	// session's files (before they are saved), within the script's time.
	budget := resultBudget(opts.MaxResultBytes, pol.limits.MaxResultBytes)
	kctx, cancelKeep := tl.within(outer, keepGrace)
	whole := s.keepWhole(kctx, s.result(res, images, sc), sc.ID, budget)
	cancelKeep()
	if h.opts.Persist {
		kctx, cancelKeep := tl.within(outer, keepGrace)
		err := s.save(kctx)
		cancelKeep()
		switch {
		case err != nil && tl.hit(err):
			tl.notKept(res, opts, "the store keeps the session's files as they were before the script")
		case err != nil:
			out := s.result(res, images, sc)
			fit(out, budget, whole)
			return out, fmt.Errorf("saving session %s: %w", s.id, err)
		}
	}
	out := s.result(res, images, sc)
	fit(out, budget, whole)
	return out, nil
}

// result is the Result of a script that ran.
func (s *Session) result(res *runtime.Result, images *imageLog, sc *gate.Script) *Result {
	out := &Result{ExitCode: res.ExitCode, Success: res.ExitCode == 0, Stdout: res.Stdout, Stderr: res.Stderr,
		Segments: res.Segments, LimitsHit: res.LimitsHit, Duration: res.Duration, Images: images.list()}
	if out.LimitsHit == nil {
		out.LimitsHit = []string{}
	}
	out.Report, out.Reported = sc.Report(res.ExitCode, limitStop(res))
	return out
}

// askBeforeStart asks the person (RunOptions.Ask, else Options.Ask) about each call written
// out in full that keeps the script from starting, in the order of the
// script, and reports whether each one got an answer. Nothing has run
// yet, so asking now loses nothing; without an answer the script does
// not start and its requests stay pending. A call that policy denies
// keeps the script from starting whatever a person says, so then nobody
// is asked.
func (s *Session) askBeforeStart(ctx context.Context, chk *Check, ask gate.AskFunc) bool {
	for _, c := range chk.Calls {
		if c.Verdict == gate.VerdictDenied {
			return false
		}
	}
	st := s.host.store
	for _, c := range chk.Calls {
		if c.Verdict != gate.VerdictNeedsApproval || c.RequestID == "" {
			continue
		}
		req, err := st.Get(ctx, c.RequestID)
		if err != nil {
			return false
		}
		if req.Answer != nil {
			continue // answered meanwhile, or by an always answer just given
		}
		kind, err := ask(ctx, &gate.Question{Session: s.id, Principal: s.principal, Tool: c.Command, Canonical: req.Canonical,
			Input: c.Input, Message: c.Message, Request: c.RequestID})
		if err != nil || kind == "" {
			return false
		}
		err = st.Answer(ctx, c.RequestID, store.Answer{Kind: kind, By: "asked", Note: "answered before the script started"})
		if err != nil && !errors.Is(err, store.ErrAnswered) {
			return false
		}
		if kind == Deny {
			return true // the script cannot start: judging again says so
		}
	}
	return true
}

// limitStop names the limit that stopped the script, for the report.
func limitStop(res *runtime.Result) string {
	var le *runtime.LimitError
	if errors.As(res.Stopped, &le) {
		return le.Limit + "_limit"
	}
	return ""
}

// newScriptID names one run in the audit log.
func newScriptID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return time.Now().UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b)
}

// view wraps the on-demand sources so that they are loaded for this
// session only: the connection is the host's, the "loaded" flag the
// session's.
func (s *Session) view(sources []catalog.Source) []catalog.Source {
	out := make([]catalog.Source, len(sources))
	for i, src := range sources {
		if od, ok := src.(interface{ OnDemand() bool }); ok && od.OnDemand() {
			out[i] = &sessionLazy{Source: src, s: s}
			continue
		}
		out[i] = src
	}
	return out
}

// sessionLazy is an on-demand source as one session sees it.
type sessionLazy struct {
	catalog.Source
	s *Session
}

// Loaded implements catalog.Lazy.
func (l *sessionLazy) Loaded() bool {
	l.s.host.mu.Lock()
	defer l.s.host.mu.Unlock()
	return l.s.loaded[l.Info().Name]
}

// Tools implements catalog.Source: listing loads the server for the
// session.
func (l *sessionLazy) Tools(ctx context.Context) ([]*catalog.Tool, error) {
	tools, err := l.Source.Tools(ctx)
	if err == nil {
		l.s.host.mu.Lock()
		was := l.s.loaded[l.Info().Name]
		l.s.loaded[l.Info().Name] = true
		l.s.host.mu.Unlock()
		if !was {
			l.s.host.changed()
		}
	}
	return tools, err
}

var _ interface{ OnDemand() bool } = (*mcpsource.Source)(nil)

// imageLog keeps the binary results a script's calls saved.
type imageLog struct {
	inner  toolcmd.SaveFunc // where they are saved
	mu     sync.Mutex
	images []Image
}

// save is the tools command's SaveFunc: a new file in the session, kept
// for the result.
func (l *imageLog) save(c *command.Call, dir, base, ext string, data []byte) (string, error) {
	name, err := l.inner(c, dir, base, ext, data)
	if err != nil {
		return "", err
	}
	mt := mime.TypeByExtension(ext)
	if i := strings.IndexByte(mt, ';'); i >= 0 {
		mt = mt[:i]
	}
	if mt == "" {
		mt = "application/octet-stream"
	}
	l.mu.Lock()
	l.images = append(l.images, Image{Path: name, MIMEType: mt, Data: append([]byte(nil), data...)})
	l.mu.Unlock()
	return name, nil
}

func (l *imageLog) list() []Image {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Image{}, l.images...)
}

// load loads the session's files and loaded servers from the store, if
// they are there and not loaded yet, within ctx: the files are built
// aside and replace the session's only once whole, so a load cut by ctx
// leaves the store's copy as the one to load next time.
func (s *Session) load(ctx context.Context) error {
	s.storeMu.Lock()
	defer s.storeMu.Unlock()
	if !s.stored {
		return nil
	}
	key := s.key
	if s.unloaded != "" {
		key = s.unloaded
	}
	state, ok, err := s.host.store.LoadSession(ctx, key)
	if err != nil {
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		return fmt.Errorf("loading session %s: %w", s.id, err)
	}
	if ok {
		entries := make([]vfs.Entry, len(state.Files))
		for i, f := range state.Files {
			entries[i] = vfs.Entry{Path: f.Path, Dir: f.Dir, Mode: os.FileMode(f.Mode), ModTime: f.ModTime, Data: f.Data, Link: f.Link}
		}
		if err := s.rt.ResetFiles(ctx, entries); err != nil {
			if ctx.Err() != nil {
				return context.Cause(ctx)
			}
			return fmt.Errorf("loading session %s: %w", s.id, err)
		}
		s.host.mu.Lock()
		for _, name := range state.Servers {
			s.loaded[name] = true
		}
		s.host.mu.Unlock()
	}
	s.stored = false
	return nil
}

// save stores the session's files and loaded servers.
func (s *Session) save(ctx context.Context) error { return s.saveAs(ctx, s.key) }

// saveAs stores the session's files and loaded servers under key.
func (s *Session) saveAs(ctx context.Context, key string) error {
	var state store.SessionState
	for _, e := range s.rt.FS().Snapshot() {
		state.Files = append(state.Files, store.FileEntry{Path: e.Path, Dir: e.Dir, Mode: uint32(e.Mode), ModTime: e.ModTime, Data: e.Data, Link: e.Link})
	}
	s.host.mu.Lock()
	for name, ok := range s.loaded {
		if ok {
			state.Servers = append(state.Servers, name)
		}
	}
	s.host.mu.Unlock()
	return s.host.store.SaveSession(ctx, key, state)
}

// Check pre-flights a script as tscheck does: every tools call it can
// see with its verdict, and the constructs it cannot see through. It
// raises no request and uses up no answer.
func (s *Session) Check(ctx context.Context, name, script string) (*Check, error) {
	rep, err := analyzer.Analyze(name, script)
	if err != nil {
		return nil, err
	}
	cat, pol, err := s.judged(ctx)
	if err != nil {
		return nil, err
	}
	return pol.gate.Preflight(ctx, cat, rep, s.scope(), false)
}

// judged returns the session's catalog over the host's sources as they
// are now and the policy that judges its calls. It fails only when no
// policy builds (a configuration that no longer builds keeps the last
// good one); a source that failed to start shows in the catalog.
func (s *Session) judged(ctx context.Context) (*catalog.Catalog, *policyState, error) {
	h := s.host
	sources, _, _ := h.set.Sources(ctx)
	pol, err := h.policy()
	if pol.gate == nil {
		return nil, nil, err
	}
	return catalog.New(s.view(sources), &catalog.Options{Memory: h.memory}), pol, nil
}

// Check is a script's pre-flight judgment.
type Check = gate.Check
