package tis

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
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
	// persist: the session is kept in the store (Options.Persist,
	// KeptSession), saved after each script.
	persist bool
	// version is the version of the session's state in the store that
	// its files in memory are (store.SessionLeaser), 0 for none yet.
	// Guarded by storeMu.
	version int64
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
// open (store.SessionLife.BeginSession), and Close records its end.
//
// With Options.Persist, a session the store kept (by an earlier host)
// comes back with its files and its loaded servers: the first script
// loads them, and the time that takes counts against its time limit (as
// does saving them after it).
func (h *Host) SessionFor(ctx context.Context, principal, id string) (*Session, error) {
	return h.session(ctx, principal, id, h.opts.Persist)
}

// session returns the session id of a principal, making it when it is
// new, kept in the store when persist says.
func (h *Host) session(ctx context.Context, principal, id string, persist bool) (*Session, error) {
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
	s := &Session{host: h, id: id, principal: principal, key: key, loaded: map[string]bool{}, persist: persist}
	pol, _ := h.policy()
	s.rt = runtime.NewSession(&runtime.Options{Limits: pol.limits.Limits})
	s.stored = persist
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
	_, _ = s.load(context.Background())
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
	if !s.persist {
		key = s.host.unloadPrefix + s.key
	}
	if l, ok := s.leaser(); ok {
		if err := s.saveLeased(ctx, l); err != nil {
			return fmt.Errorf("unloading session %s: %w", s.id, err)
		}
	} else if err := s.saveAs(ctx, key); err != nil {
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
// that it ended (store.SessionLife.EndSession): its unused once answers pass
// to the next session of its principal.
func (s *Session) Close() error {
	s.drop(true)
	return nil
}

// Forget drops the session from this host without ending it: a script
// still running is stopped, its files in memory are dropped (a kept
// session's stay in the store as its last script saved them), and no
// end is recorded in the store, so whichever host sharing the store
// serves the session next (a gateway's replica, or this one) takes it
// up where it is, with its once answers. A gateway forgets a kept
// session that has been idle.
func (s *Session) Forget() error {
	s.drop(false)
	return nil
}

// drop removes the session from the host and closes it; end says its
// end is recorded in the store.
func (s *Session) drop(end bool) {
	s.host.mu.Lock()
	if s.host.sessions[s.key] == s {
		delete(s.host.sessions, s.key)
	}
	s.host.mu.Unlock()
	s.close(end)
}

// close stops the session's script, drops its files and, when end
// says, records in the store that the session ended.
func (s *Session) close(end bool) {
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
	if !end {
		return
	}
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
func (s *Session) Run(ctx context.Context, src string, opts *RunOptions) (*Result, error) {
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
	sc, err := s.newScript(ctx, opts.Ask)
	if err != nil {
		return nil, err
	}
	// The session's files and the servers it loaded, when they are in
	// the store: within the script's time, before it is judged.
	tb := runtime.NewTimeBudget(began, sc.pol.limits.Limits)
	lctx, cancelLoad := tb.Within(ctx, 0)
	release, err := s.lease(lctx)
	if err != nil {
		cancelLoad()
		if runtime.IsTimeLimit(err) {
			return notLoaded(tb, opts, sc.gate), nil
		}
		return nil, err
	}
	defer release()
	loaded, err := s.load(lctx)
	cancelLoad()
	switch {
	case err != nil && runtime.IsTimeLimit(err):
		// The files stay in the store, unchanged; nothing ran.
		return notLoaded(tb, opts, sc.gate), nil
	case err != nil:
		return nil, err
	case loaded:
		sc.newCatalog() // with the servers the stored session had loaded
	}
	if out, err := sc.preflight(ctx, src, opts); out != nil || err != nil {
		return out, err
	}
	images := &imageLog{}
	res, err := sc.run(ctx, src, opts, began, images)
	if err != nil {
		return nil, err
	}
	return s.report(outer, sc, tb, res, images, opts)
}

// report is the result of a script that ran, with what the result's
// budget cut kept whole in the session's files, and the session saved
// (Options.Persist): both within the script's time.
func (s *Session) report(ctx context.Context, sc *script, tb runtime.TimeBudget, res *runtime.Result, images *imageLog, opts *RunOptions) (*Result, error) {
	budget := resultBudget(opts.MaxResultBytes, sc.pol.limits.MaxResultBytes)
	kctx, cancelKeep := tb.Within(ctx, runtime.KeepGrace)
	whole := s.keepWhole(kctx, sc.result(res, images), sc.gate.ID, budget)
	cancelKeep()
	if s.persist {
		kctx, cancelKeep := tb.Within(ctx, runtime.KeepGrace)
		err := s.save(kctx)
		cancelKeep()
		switch {
		case err != nil && runtime.IsTimeLimit(err):
			tb.NotKept(res, opts.Name, "the store keeps the session's files as they were before the script")
		case err != nil:
			out := sc.result(res, images)
			fit(out, budget, whole)
			return out, fmt.Errorf("saving session %s: %w", s.id, err)
		}
	}
	out := sc.result(res, images)
	fit(out, budget, whole)
	return out, nil
}

// load loads the session's files and loaded servers from the store, if
// they are there and not loaded yet, within ctx: the files are built
// aside and replace the session's only once whole, so a load cut by ctx
// leaves the store's copy as the one to load next time. loaded says a
// state was read from the store.
func (s *Session) load(ctx context.Context) (loaded bool, err error) {
	s.storeMu.Lock()
	defer s.storeMu.Unlock()
	if !s.stored {
		return false, nil
	}
	key := s.key
	if s.unloaded != "" {
		key = s.unloaded
	}
	state, ok, err := s.host.store.LoadSession(ctx, key)
	if err != nil {
		if ctx.Err() != nil {
			return false, context.Cause(ctx)
		}
		return false, fmt.Errorf("loading session %s: %w", s.id, err)
	}
	if ok {
		entries := make([]vfs.Entry, len(state.Files))
		for i, f := range state.Files {
			entries[i] = vfs.Entry{Path: f.Path, Dir: f.Dir, Mode: os.FileMode(f.Mode), ModTime: f.ModTime, Data: f.Data, Link: f.Link}
		}
		if err := s.rt.ResetFiles(ctx, entries); err != nil {
			if ctx.Err() != nil {
				return false, context.Cause(ctx)
			}
			return false, fmt.Errorf("loading session %s: %w", s.id, err)
		}
		s.host.mu.Lock()
		for _, name := range state.Servers {
			s.loaded[name] = true
		}
		s.host.mu.Unlock()
	}
	s.stored = false
	s.version = state.Version
	return ok, nil
}

// save stores the session's files and loaded servers, under the
// session's lease when the store lends sessions (Run holds it).
func (s *Session) save(ctx context.Context) error {
	l, ok := s.leaser()
	if !ok {
		return s.saveAs(ctx, s.key)
	}
	v, err := l.SaveLeasedSession(ctx, s.key, s.host.holder, s.state())
	if err != nil {
		return err
	}
	s.storeMu.Lock()
	s.version = v
	s.storeMu.Unlock()
	return nil
}

// saveLeased saves a kept session between scripts, under its lease
// taken without waiting (ErrSessionBusy when another host has it); a
// copy older than the store's (another host saved the session since) is
// not saved: the store's is the one to load next. Called with storeMu
// held.
func (s *Session) saveLeased(ctx context.Context, l store.SessionLeaser) error {
	v, err := l.LeaseSession(ctx, s.key, s.host.holder, s.host.opts.SessionLease)
	if errors.Is(err, store.ErrLeaseHeld) {
		return ErrSessionBusy
	}
	if err != nil {
		return err
	}
	defer func() {
		if err := l.ReleaseSession(context.WithoutCancel(ctx), s.key, s.host.holder); err != nil {
			s.host.log.Warn("giving back a session's lease", "session", s.id, "err", err)
		}
	}()
	if v != s.version {
		return nil
	}
	v, err = l.SaveLeasedSession(ctx, s.key, s.host.holder, s.state())
	if err != nil {
		return err
	}
	s.version = v
	return nil
}

// saveAs stores the session's files and loaded servers under key.
func (s *Session) saveAs(ctx context.Context, key string) error {
	return s.host.store.SaveSession(ctx, key, s.state())
}

// state is the session's files and loaded servers as the store keeps
// them.
func (s *Session) state() store.SessionState {
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
	return state
}

// Check pre-flights a script as tscheck does: every tools call it can
// see with its verdict, and the constructs it cannot see through. It
// raises no request and uses up no answer.
func (s *Session) Check(ctx context.Context, name, src string) (*Check, error) {
	rep, err := analyzer.Analyze(name, src)
	if err != nil {
		return nil, err
	}
	sc, err := s.newScript(ctx, nil)
	if err != nil {
		return nil, err
	}
	return sc.pol.gate.Preflight(ctx, sc.cat, rep, s.scope(), false)
}

// Check is a script's pre-flight judgment.
type Check = gate.Check
