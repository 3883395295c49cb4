package tis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"strings"
	"sync"
	"time"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/worker"
)

// script is one script's lifetime (or one direct call's, check's or
// listing's): what a session makes for it when it begins and drops when
// it ends. Nothing of it outlives the call that made it; what must (the
// call log's audit entries, answers, the session's files) is in the store
// or the session.
//
// Its catalog is the session's view of the host's sources as they are
// when it begins (the on-demand servers this session loaded listed, the
// others not), judged by the policy of that moment: a configuration that
// changes while the script runs changes the next script.
type script struct {
	s   *Session
	pol *policyState
	cat *catalog.Catalog
	// srcErr is why a source is missing, or why the policy is the last
	// good one: the tools command says so when a call cannot be served.
	srcErr error
	// sources are the host's sources as the script began.
	sources []catalog.Source
	// gate is the call log and the audit id of the script.
	gate *gate.Script
	// ask asks a person about a call that needs approval (the run's or
	// the host's; nil: nobody).
	ask gate.AskFunc
}

// newScript begins a script of the session. It fails only when no
// policy builds (a configuration that no longer builds keeps the last
// good one); a source that failed to start shows in the catalog.
func (s *Session) newScript(ctx context.Context, ask gate.AskFunc) (*script, error) {
	h := s.host
	sources, _, srcErr := h.set.Sources(ctx)
	pol, polErr := h.policy()
	if pol.gate == nil {
		return nil, polErr
	}
	if srcErr == nil {
		srcErr = polErr
	}
	if ask == nil {
		ask = h.opts.Ask
	}
	// An answer given anywhere else (tsrun --answer, another replica)
	// ends a wait for the person's.
	ask = gate.WatchAnswers(ask, h.store)
	sc := &script{s: s, pol: pol, srcErr: srcErr, ask: ask,
		sources: sources, gate: gate.NewScript(newScriptID(), s.id)}
	sc.newCatalog()
	sc.gate.Principal = s.principal
	return sc, nil
}

// newCatalog makes the script's catalog over the session's view of its
// sources: which on-demand servers the session loaded is taken now (so
// again after the session's state is loaded from the store).
func (sc *script) newCatalog() {
	h := sc.s.host
	sc.cat = catalog.New(sc.s.view(sc.sources), &catalog.Options{Memory: h.memory, Schemas: h.schemas})
}

// handler is the gate's chain for the script's calls, asking with the
// script's asker (the run's own, else the host's Options.Ask).
func (sc *script) handler() gate.Handler {
	return sc.pol.gateFor(sc.ask).Handler(sc.gate)
}

// preflight judges the calls written out in full before the script
// starts; one that needs approval or is denied keeps it from starting.
// A person who can be asked is asked first. out is the result of a
// script that does not start (nil when it starts).
func (sc *script) preflight(ctx context.Context, src string, opts *RunOptions) (out *Result, err error) {
	rep, err := analyzer.Analyze(opts.Name, src)
	if err != nil {
		return nil, nil // a script that does not parse fails as it runs, as in bash
	}
	chk, err := sc.pol.gate.Preflight(ctx, sc.cat, rep, sc.s.scope(), true)
	if err != nil {
		return nil, err
	}
	if !chk.Start && sc.ask != nil && sc.askBeforeStart(ctx, chk) {
		// Every call that kept the script from starting has an answer
		// now: judge again with them.
		if chk, err = sc.pol.gate.Preflight(ctx, sc.cat, rep, sc.s.scope(), true); err != nil {
			return nil, err
		}
	}
	if chk.Start {
		return nil, nil
	}
	if err := sc.pol.gate.AuditBeforeStart(ctx, sc.gate, chk); err != nil {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	out = &Result{ExitCode: 1, LimitsHit: []string{}, Images: []Image{},
		Report: gate.BeforeStartReport(chk.Stopped), Reported: true}
	// Only the stopped call's input can be long: it is in the script's
	// own text, so nothing is kept.
	fit(out, resultBudget(opts.MaxResultBytes, sc.pol.limits.MaxResultBytes),
		kept{why: "the script did not start: the call's input is in its text"})
	return out, nil
}

// askBeforeStart asks the person about each call written out in full
// that keeps the script from starting, in the order of the script, and
// reports whether each one got an answer. Nothing has run yet, so asking
// now loses nothing; without an answer the script does not start and its
// requests stay pending. A call that policy denies keeps the script from
// starting whatever a person says, so then nobody is asked.
func (sc *script) askBeforeStart(ctx context.Context, chk *Check) bool {
	for _, c := range chk.Calls {
		if c.Verdict == gate.VerdictDenied {
			return false
		}
	}
	s := sc.s
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
		kind, err := sc.ask(ctx, &gate.Question{Session: s.id, Principal: s.principal, Tool: c.Command, Canonical: req.Canonical,
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

// runner runs a script over the session's files: the session's runtime
// in this process, or a worker (worker.Runner). Both have
// runtime.Session's Run.
type runner interface {
	Run(ctx context.Context, src string, opts *runtime.RunOptions) *runtime.Result
}

// run runs the script with its tools command; images records the binary
// results its calls save. The error is the host's own failure (no worker
// could be started, the files the script left could not be kept).
func (sc *script) run(ctx context.Context, src string, opts *RunOptions, began time.Time, images *imageLog) (*runtime.Result, error) {
	s, h := sc.s, sc.s.host
	tools := toolcmd.New(sc.cat, sc.handler(), &toolcmd.Options{SourceErr: sc.srcErr, SaveFile: images.save})
	s.rt.SetLimits(sc.pol.limits.Limits)
	var r runner = s.rt
	if h.workers != nil {
		r = &worker.Runner{Pool: h.workers, Session: s.rt, Log: h.log}
	}
	res := r.Run(ctx, src, &runtime.RunOptions{Name: opts.Name, File: opts.File, Stdin: opts.Stdin, Env: opts.Env,
		Started: began, Commands: map[string]command.Func{"tools": tools.Run}})
	var he *worker.HostError
	if errors.As(res.Stopped, &he) {
		return nil, he.Err
	}
	// The calls still out (background jobs, a call cut by a stop) have
	// their answer or their grace: the report has what became of each.
	sc.gate.Settle(ctx)
	return res, nil
}

// result is the Result of a script that ran.
func (sc *script) result(res *runtime.Result, images *imageLog) *Result {
	out := &Result{ExitCode: res.ExitCode, Success: res.ExitCode == 0, Stdout: res.Stdout, Stderr: res.Stderr,
		Segments: res.Segments, LimitsHit: res.LimitsHit, Duration: res.Duration, Images: images.list()}
	if out.LimitsHit == nil {
		out.LimitsHit = []string{}
	}
	out.Report, out.Reported = sc.gate.Report(res.ExitCode, limitStop(res))
	return out
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
	mu     sync.Mutex
	images []Image
}

// save is the tools command's SaveFunc: a new file in the session (in
// the worker's files when the script runs in one: toolcmd.SaveInFS goes
// through the call's Remote), kept for the result.
func (l *imageLog) save(c *command.Call, dir, base, ext string, data []byte) (string, error) {
	name, err := toolcmd.SaveInFS(c, dir, base, ext, data)
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
