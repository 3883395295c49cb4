package worker

import (
	"bufio"
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/toolcmd"
)

// Serve is a worker's main: it reads one Start from in, runs the script
// and writes the result to out. It returns the process's exit status.
// A program calls it when IsWorker(os.Args[1:]), with its stdin and
// stdout, before anything else.
func Serve(in io.Reader, out io.Writer, stderr io.Writer) int {
	w := &child{enc: newEncoder(out), calls: map[int64]chan envelope{}}
	// Ready: the parent learns how long a start takes (its pool sizes
	// the spares by it). Nothing else runs before the job: the program's
	// package initialization is the whole start.
	if err := w.enc.send(envelope{Kind: kindReady, At: time.Now()}); err != nil {
		fmt.Fprintf(stderr, "tis worker: %v\n", err)
		return 2
	}
	dec := gob.NewDecoder(bufio.NewReaderSize(in, 64*1024))
	var m envelope
	if err := dec.Decode(&m); err != nil || m.Kind != kindStart || m.Job == nil {
		fmt.Fprintf(stderr, "tis worker: no script to run: %v\n", err)
		return 2
	}
	st := m.Job
	// From this message on, the parent knows the job is this worker's:
	// if the worker dies now, the script may have run.
	if err := w.enc.send(envelope{Kind: kindTaken}); err != nil {
		fmt.Fprintf(stderr, "tis worker: %v\n", err)
		return 2
	}
	if err := limitSelf(st.Limits); err != nil {
		fmt.Fprintf(stderr, "tis worker: cannot limit itself: %v\n", err)
		return 2
	}
	sess := runtime.NewSession(&runtime.Options{Limits: st.Limits, Env: st.Env})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// The files count against the script's time, as everything done for
	// it does: a restore cut by the deadline is the script's time limit.
	rctx, cancelRestore := ctx, context.CancelFunc(func() {})
	if st.Limits.Timeout > 0 {
		rctx, cancelRestore = context.WithDeadlineCause(ctx, st.Started.Add(st.Limits.Timeout), runtime.TimeLimit(st.Limits.Timeout))
	}
	err := sess.ResetFiles(rctx, st.Files)
	cancelRestore()
	var le *runtime.LimitError
	switch {
	case errors.As(err, &le):
		// Out of time before the script began: it does not run, and the
		// parent keeps the session's files as they are.
		msg := fmt.Sprintf("%s: %v: the session's files could not be restored within it; the script did not run\n", runtime.ScriptName(st.Name), le)
		done := &Done{ExitCode: le.Status(), Stderr: msg, Segments: []runtime.Segment{{Stderr: true, Text: msg}},
			LimitsHit: []string{le.Limit}, StopLimit: le.Limit, NotRun: true}
		if err := w.send(envelope{Kind: kindDone, Done: done}); err != nil {
			fmt.Fprintf(stderr, "tis worker: sending the result: %v\n", err)
			return 2
		}
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "tis worker: restoring the session's files: %v\n", err)
		return 2
	}
	go w.read(dec, cancel)
	commands := map[string]command.Func{}
	for _, name := range st.Commands {
		commands[name] = w.remote(name)
	}
	stopFlush := w.flushEvery(20 * time.Millisecond)
	res := sess.Run(ctx, st.Script, &runtime.RunOptions{Name: st.Name, File: st.File, Stdin: bytes.NewReader(st.Stdin),
		Started: st.Started, Commands: commands, Watch: w.output})
	stopFlush()
	w.flush()
	done := &Done{ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr, Segments: res.Segments,
		LimitsHit: res.LimitsHit, Commands: res.Commands, Duration: res.Duration, Files: sess.FS().Snapshot()}
	switch {
	case errors.As(res.Stopped, &le):
		done.StopLimit = le.Limit
	case res.Stopped != nil:
		done.StopMsg = res.Stopped.Error()
	}
	if err := w.send(envelope{Kind: kindDone, Done: done}); err != nil {
		fmt.Fprintf(stderr, "tis worker: sending the result: %v\n", err)
		return 2
	}
	return 0
}

// encoder writes envelopes, one at a time, flushed.
type encoder struct {
	mu  sync.Mutex
	bw  *bufio.Writer
	enc *gob.Encoder
}

func newEncoder(w io.Writer) *encoder {
	bw := bufio.NewWriterSize(w, 64*1024)
	return &encoder{bw: bw, enc: gob.NewEncoder(bw)}
}

func (e *encoder) send(m envelope) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.enc.Encode(&m); err != nil {
		return err
	}
	return e.bw.Flush()
}

// child is a worker's side of the conversation.
type child struct {
	enc *encoder

	mu     sync.Mutex
	nextID int64
	calls  map[int64]chan envelope
	lost   bool // the parent is gone

	outMu     sync.Mutex
	out       bytes.Buffer // output not sent yet, all of one stream
	outStderr bool         // the stream of out
}

func (w *child) send(m envelope) error { return w.enc.send(m) }

// read routes the parent's messages to the calls they answer; cancel
// stops the script.
func (w *child) read(dec *gob.Decoder, cancel context.CancelFunc) {
	for {
		var m envelope
		if err := dec.Decode(&m); err != nil {
			// The parent is gone: stop, and release every call.
			cancel()
			w.mu.Lock()
			w.lost = true
			for id, ch := range w.calls {
				close(ch)
				delete(w.calls, id)
			}
			w.mu.Unlock()
			return
		}
		if m.Kind == kindCancel {
			cancel()
			continue
		}
		w.mu.Lock()
		ch := w.calls[m.ID]
		w.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

// newCall registers a call and returns its id and the channel of the
// parent's messages about it.
func (w *child) newCall() (int64, chan envelope) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.nextID++
	ch := make(chan envelope, 4)
	if w.lost {
		close(ch)
	} else {
		w.calls[w.nextID] = ch
	}
	return w.nextID, ch
}

func (w *child) endCall(id int64) {
	w.mu.Lock()
	delete(w.calls, id)
	w.mu.Unlock()
}

// errParentGone ends a call when the parent went away.
var errParentGone = errors.New("the worker lost its parent")

// remote is the stub of a parent's command.
func (w *child) remote(name string) command.Func {
	return func(ctx context.Context, c *command.Call) error {
		id, ch := w.newCall()
		defer w.endCall(id)
		w.flush() // the parent's output of the call comes after the script's so far
		info := &CallInfo{Name: name, Args: c.Args, Dir: c.Dir, Line: c.Line, Stopped: ctx.Err() != nil, StdinEOF: atEOF(c.Stdin),
			StdinGiven: c.StdinGiven}
		if err := w.send(envelope{Kind: kindCall, ID: id, Call: info}); err != nil {
			return errParentGone
		}
		done := ctx.Done()
		for {
			var m envelope
			var ok bool
			select {
			case m, ok = <-ch:
			case <-done:
				// The script was stopped: the parent ends the call, and
				// its reply still comes.
				_ = w.send(envelope{Kind: kindAbandon, ID: id})
				done = nil
				continue
			}
			if !ok {
				return errParentGone
			}
			switch m.Kind {
			case kindWant:
				data, eof := readSome(c.Stdin, m.Max)
				eof = eof || atEOF(c.Stdin) // the end with the last piece: one round trip less
				_ = w.send(envelope{Kind: kindStdin, ID: id, Data: data, EOF: eof})
			case kindSave:
				r := m.Save
				name, err := toolcmd.SaveInFS(c, r.Dir, r.Base, r.Ext, r.Data)
				reply := envelope{Kind: kindSaved, ID: id, Name: name}
				if err != nil {
					reply.Err = err.Error()
				}
				_ = w.send(reply)
			case kindRead:
				data, err := toolcmd.ReadInFS(c, m.Name)
				reply := envelope{Kind: kindFile, ID: id, Data: data}
				if err != nil {
					reply.Err = err.Error()
				}
				_ = w.send(reply)
			case kindReply:
				r := m.Reply
				_, _ = c.Stdout.Write(r.Stdout)
				_, _ = c.Stderr.Write(r.Stderr)
				if r.Stop {
					return &command.StopError{Err: errors.New(r.StopMsg)}
				}
				return command.Status(r.Status)
			}
		}
	}
}

// readSome reads what r has, up to max bytes: at least one byte unless r
// is at its end (eof).
func readSome(r io.Reader, max int) ([]byte, bool) {
	if max <= 0 {
		max = 64 * 1024
	}
	buf := make([]byte, max)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			return buf[:n], false
		}
		if err != nil {
			return nil, true
		}
	}
}

// outputBatch is how much output the worker holds before sending it.
const outputBatch = 32 * 1024

// output is the script's Watch: writes are batched, in order; a change
// of stream sends what the other held first.
func (w *child) output(stderr bool, p []byte) {
	w.outMu.Lock()
	defer w.outMu.Unlock()
	if w.out.Len() > 0 && w.outStderr != stderr {
		w.flushLocked()
	}
	w.outStderr = stderr
	w.out.Write(p)
	if w.out.Len() >= outputBatch {
		w.flushLocked()
	}
}

// flush sends the output held.
func (w *child) flush() {
	w.outMu.Lock()
	w.flushLocked()
	w.outMu.Unlock()
}

func (w *child) flushLocked() {
	if w.out.Len() > 0 {
		_ = w.send(envelope{Kind: kindOutput, Stderr: w.outStderr, Data: append([]byte(nil), w.out.Bytes()...)})
		w.out.Reset()
	}
}

// flushEvery sends held output every d, so that the parent sees what a
// long command prints; it returns the function that stops it.
func (w *child) flushEvery(d time.Duration) func() {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				w.flush()
			}
		}
	})
	return func() { close(stop); wg.Wait() }
}
