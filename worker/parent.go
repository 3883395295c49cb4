package worker

import (
	"bufio"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/runtime"
)

// Grace is how long past its time limit a worker may take to send its
// result before the parent kills it.
const Grace = 2 * time.Second

// Proc is a started worker process, waiting for its script. A Proc runs
// one script.
type Proc struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     io.ReadCloser
	stderr  *tail
	exited  chan struct{} // closed once Wait returned
	waitErr error
	started time.Time
	// onReady, when set, hears how long after its start the worker was
	// ready for its job (Pool measures a start this way).
	onReady func(time.Duration)
}

// Start starts a worker process: argv[0] with argv[1:] (a program that
// calls Serve when it sees Flag). env is its environment (nil: none).
func Start(argv []string, env []string) (*Proc, error) {
	if len(argv) == 0 {
		return nil, errors.New("worker: no command")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	if cmd.Env == nil {
		cmd.Env = []string{}
	}
	p := &Proc{cmd: cmd, stderr: &tail{max: 8 << 10}, exited: make(chan struct{}), started: time.Now()}
	cmd.Stderr = p.stderr
	// Pipes of our own, not StdinPipe and StdoutPipe: Wait, which runs as
	// soon as the worker exits, would close those before the last message
	// is read.
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	p.in, p.out = inW, outR
	setProcessGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("worker: starting %s: %w", argv[0], err)
	}
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// close releases the pipes once the conversation is over.
func (p *Proc) close() {
	p.in.Close()
	p.out.Close()
}

// Exited reports whether the process has ended (a spare that died
// waiting is no use).
func (p *Proc) Exited() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

// Kill ends the process at once and waits for it.
func (p *Proc) Kill() {
	killGroup(p.cmd)
	<-p.exited
	p.close()
}

// Call is one run in the parent of a command the worker's script ran.
type Call struct {
	CallInfo
	// Stdin reads the command's stdin from the worker, as the command
	// reads it.
	Stdin io.Reader
	// Save saves a new file in the worker's files (see SaveRequest) and
	// returns its name relative to the command's directory.
	Save func(dir, base, ext string, data []byte) (string, error)
	// ReadFile reads a file of the worker's files for the call (an
	// input's @path, relative to the call's directory).
	ReadFile func(name string) ([]byte, error)
}

// CallFunc runs a call in the parent; ctx is done when the script stops.
type CallFunc func(ctx context.Context, c *Call) *Reply

// Result is what became of a script run in a worker.
type Result struct {
	// Done is the worker's own result; nil when the worker did not send
	// one (it crashed, or was killed).
	Done *Done
	// Stdout, Stderr and Segments are what the worker streamed, kept
	// head and tail, for when Done is nil.
	Stdout, Stderr string
	Segments       []runtime.Segment
	// Exit says how the process ended when Done is nil ("signal:
	// killed", "exit status 2").
	Exit string
	// Killed: the parent killed it (past its time limit, or at ctx's
	// end).
	Killed bool
	// OutOfMemory: the worker ran out of memory (its stderr says so, or
	// the kernel killed it once it had grown to its memory limit).
	OutOfMemory bool
	// Signal is the signal that ended the worker when the parent did not
	// send it (0 when none did): a worker killed from outside.
	Signal syscall.Signal
	// StderrTail is the end of what the worker process itself wrote on
	// stderr (not the script's), for diagnosis.
	StderrTail string
	// NotTaken: the worker ended before it took the job (a spare that
	// died waiting): nothing of the script ran, and it can be run again
	// in another worker.
	NotTaken bool
}

// Run runs the job st in the worker; calls runs the parent's commands.
// It returns when the worker sent its result, or died; it kills the
// worker past the script's time limit and Grace, or when ctx is done
// (after telling it to stop, and Grace). keep bounds the output kept of
// each stream (head and tail).
func (p *Proc) Run(ctx context.Context, st *Job, calls CallFunc, keep int) *Result {
	doneCh := make(chan *Done, 1)
	r := &run{p: p, enc: newEncoder(p.in), calls: calls, pending: map[int64]*callState{},
		stdout: newKept(keep), stderr: newKept(keep), output: runtime.NewOutputLog(2 * max(keep, 1)),
		dec: gob.NewDecoder(bufio.NewReaderSize(p.out, 64*1024)), doneCh: doneCh, spare: make(chan struct{}), ended: make(chan struct{})}
	res := &Result{}
	runCtx, cancelRun := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelRun()
	if st.Limits.Timeout > 0 {
		var stop context.CancelFunc
		runCtx, stop = context.WithDeadline(runCtx, st.Started.Add(st.Limits.Timeout))
		defer stop()
	}
	r.ctx = runCtx
	if err := r.enc.send(envelope{Kind: kindStart, Job: st}); err != nil {
		p.Kill()
		return r.crashed(res, max(st.Limits.MaxMemoryBytes, 0))
	}
	go r.read()
	defer p.close()
	// The limit the worker enforces itself, and some grace to report it.
	var deadline <-chan time.Time
	if st.Limits.Timeout > 0 {
		t := time.NewTimer(time.Until(st.Started.Add(st.Limits.Timeout + Grace)))
		defer t.Stop()
		deadline = t.C
	}
	cancelled := ctx.Done()
	var graceUp <-chan time.Time
	for {
		select {
		case d := <-doneCh:
			cancelRun()
			r.wg.Wait()
			if d == nil {
				// Its output ended: it is ending, or it closed its output
				// and lives on, which Grace bounds.
				select {
				case <-p.exited:
				case <-time.After(Grace):
					r.broken.CompareAndSwap(nil, "it closed its output and did not end")
					p.Kill()
				}
				return r.crashed(res, max(st.Limits.MaxMemoryBytes, 0))
			}
			res.Done = d
			select {
			case <-p.exited:
			case <-time.After(Grace):
				p.Kill()
			}
			return res
		case <-deadline:
			res.Killed = true
			p.Kill()
			deadline = nil
		case <-cancelled:
			_ = r.enc.send(envelope{Kind: kindCancel})
			cancelled = nil
			g := time.NewTimer(Grace)
			defer g.Stop()
			graceUp = g.C
		case <-graceUp:
			res.Killed = true
			p.Kill()
			graceUp = nil
		}
	}
}

// crashed fills the result of a worker that sent none.
//
// memLimit is the script's memory limit (0: none), against which a
// SIGKILL is judged.
func (r *run) crashed(res *Result, memLimit int64) *Result {
	res.Stdout, res.Stderr, res.Segments = r.stdout.String(), r.stderr.String(), r.output.Segments()
	res.StderrTail = r.p.stderr.String()
	res.NotTaken = !r.taken.Load()
	if why, _ := r.broken.Load().(string); why != "" {
		// Killed by the parent, for what it sent: not a signal from
		// outside, not a limit.
		res.Exit = "it broke the protocol: " + why
		return res
	}
	if r.p.waitErr != nil {
		res.Exit = r.p.waitErr.Error()
	}
	var ee *exec.ExitError
	if errors.As(r.p.waitErr, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && !res.Killed {
			res.Signal = ws.Signal()
			// A SIGKILL we did not send is the kernel's OOM killer when the
			// worker had grown to its memory limit; otherwise somebody
			// else killed it, and the report says so.
			if ru, ok := ee.SysUsage().(*syscall.Rusage); ok && ws.Signal() == syscall.SIGKILL &&
				memLimit > 0 && ru.Maxrss*1024 >= memLimit {
				res.OutOfMemory = true
			}
		}
	}
	// What the Go runtime (or, in a race-detector build, ThreadSanitizer:
	// "Failed to mmap") says when the worker's memory limit refused it
	// memory.
	tail := strings.ToLower(res.StderrTail)
	for _, s := range []string{"out of memory", "cannot allocate memory", "goroutine stack exceeds", "stack overflow",
		"failed to mmap", "unable to mmap"} {
		if strings.Contains(tail, s) {
			res.OutOfMemory = true
		}
	}
	return res
}

// run is one script's conversation with its worker.
type run struct {
	p     *Proc
	enc   *encoder
	ctx   context.Context
	calls CallFunc
	wg    sync.WaitGroup

	mu      sync.Mutex
	pending map[int64]*callState

	// The worker's messages are read by one goroutine at a time: the
	// one that reads a call runs it (no hand-off between the message
	// and the call) and passes the reading on to the spare, a goroutine
	// of an earlier call waiting for it (or a new one).
	dec    *gob.Decoder
	doneCh chan<- *Done
	spare  chan struct{} // a send hands the reading to the spare
	ended  chan struct{} // closed when the reading ended: spares leave

	stdout, stderr *kept
	output         *runtime.OutputLog
	taken          atomic.Bool // the worker said it has the job
	// broken is why the worker was killed for a message the protocol
	// does not allow ("" while it was not).
	broken atomic.Value
}

// callState is a call in progress in the parent.
type callState struct {
	cancel context.CancelFunc
	in     chan envelope // the worker's answers to want and save
	// asked counts the requests sent (want, save, read) not answered
	// yet: an answer beyond them is one nobody asked for.
	asked atomic.Int32
}

// ask sends one of the call's requests to the worker.
func (r *run) ask(cs *callState, m envelope) error {
	cs.asked.Add(1)
	return r.enc.send(m)
}

// read handles the worker's messages until its result or its end. A
// message the protocol does not allow (a call without its details, an
// answer nobody asked for, a result without its content, a kind it does
// not know) is a broken worker: it is killed, and the script ends as
// after a crash.
//
// A call is run by the goroutine that read it, which first passes the
// reading on (handOff); once the call is answered, it waits as the
// spare reader.
func (r *run) read() {
	for {
		var m envelope
		if err := r.dec.Decode(&m); err != nil {
			r.end(nil)
			return
		}
		if why := r.handle(m); why != "" {
			r.broken.Store(why)
			r.p.Kill()
			r.end(nil)
			return
		}
		switch m.Kind {
		case kindDone:
			r.end(m.Done)
			return
		case kindCall:
			run := r.startCall(m.ID, m.Call)
			r.handOff()
			run()
			select {
			case <-r.spare:
				// The reading is this goroutine's again.
			case <-r.ended:
				return
			}
		}
	}
}

// handOff passes the reading to the spare waiting for it, or to a new
// goroutine.
func (r *run) handOff() {
	select {
	case r.spare <- struct{}{}:
	default:
		go r.read()
	}
}

// end ends the reading with the worker's result (nil: none).
func (r *run) end(d *Done) {
	r.endCalls()
	close(r.ended)
	r.doneCh <- d
}

// handle handles one message of the worker's; it returns why the message
// breaks the protocol ("" when it does not).
func (r *run) handle(m envelope) string {
	switch m.Kind {
	case kindReady:
		if f := r.p.onReady; f != nil && !m.At.IsZero() {
			f(max(m.At.Sub(r.p.started), 0))
		}
	case kindTaken:
		r.taken.Store(true)
	case kindOutput:
		if m.Stderr {
			r.stderr.Write(m.Data)
		} else {
			r.stdout.Write(m.Data)
		}
		r.output.Write(m.Stderr, m.Data)
	case kindCall:
		if m.Call == nil {
			return "a call without its command"
		}
		r.mu.Lock()
		dup := r.pending[m.ID] != nil
		r.mu.Unlock()
		if dup {
			return fmt.Sprintf("call %d made twice", m.ID)
		}
		// read starts it.
	case kindStdin, kindSaved, kindFile:
		r.mu.Lock()
		cs := r.pending[m.ID]
		r.mu.Unlock()
		if cs == nil {
			return "" // the call ended meanwhile (it was abandoned): nobody waits
		}
		// Each of the parent's requests has one answer, waited for before
		// the next is sent.
		if cs.asked.Add(-1) < 0 {
			return fmt.Sprintf("a %s message for call %d that nobody asked for", m.Kind, m.ID)
		}
		cs.in <- m
	case kindAbandon:
		r.mu.Lock()
		cs := r.pending[m.ID]
		r.mu.Unlock()
		if cs != nil {
			cs.cancel()
		}
	case kindDone:
		if m.Done == nil {
			return "a result without its content"
		}
	default:
		return fmt.Sprintf("a message of unknown kind %q", m.Kind)
	}
	return ""
}

// endCalls cancels the calls still in progress. The end of a call's
// context is the script's stop, not the call's end: a call already sent
// is still waited for (gate.AnswerGrace) and its answer recorded, and Run
// waits for every call before it returns, so the report has what the
// server did.
func (r *run) endCalls() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, cs := range r.pending {
		cs.cancel()
	}
}

// startCall registers a call of the worker's script and returns the
// function that runs it (Run waits for it before it returns).
func (r *run) startCall(id int64, info *CallInfo) func() {
	ctx, cancel := context.WithCancel(r.ctx)
	if info.Stopped {
		cancel()
	}
	cs := &callState{cancel: cancel, in: make(chan envelope, 1)}
	r.mu.Lock()
	r.pending[id] = cs
	r.mu.Unlock()
	r.wg.Add(1)
	return func() {
		defer r.wg.Done()
		defer func() {
			r.mu.Lock()
			delete(r.pending, id)
			r.mu.Unlock()
			cancel()
		}()
		c := &Call{CallInfo: *info}
		c.Stdin = &remoteStdin{r: r, id: id, cs: cs, ctx: ctx, eof: info.StdinEOF}
		c.Save = func(dir, base, ext string, data []byte) (string, error) {
			if err := r.ask(cs, envelope{Kind: kindSave, ID: id, Save: &SaveRequest{Dir: dir, Base: base, Ext: ext, Data: data}}); err != nil {
				return "", err
			}
			select {
			case m := <-cs.in:
				if m.Err != "" {
					return "", errors.New(m.Err)
				}
				return m.Name, nil
			case <-r.ctx.Done():
				return "", r.ctx.Err()
			}
		}
		c.ReadFile = func(name string) ([]byte, error) {
			if err := r.ask(cs, envelope{Kind: kindRead, ID: id, Name: name}); err != nil {
				return nil, err
			}
			select {
			case m := <-cs.in:
				if m.Err != "" {
					return nil, errors.New(m.Err)
				}
				return m.Data, nil
			case <-r.ctx.Done():
				return nil, r.ctx.Err()
			}
		}
		reply := r.calls(ctx, c)
		if reply == nil {
			reply = &Reply{Status: 1}
		}
		_ = r.enc.send(envelope{Kind: kindReply, ID: id, Reply: reply})
	}
}

// remoteStdin reads a call's stdin from the worker, a piece at a time.
type remoteStdin struct {
	r   *run
	id  int64
	cs  *callState
	ctx context.Context
	buf []byte
	eof bool
}

func (s *remoteStdin) Read(p []byte) (int, error) {
	for len(s.buf) == 0 {
		if s.eof {
			return 0, io.EOF
		}
		if err := s.r.ask(s.cs, envelope{Kind: kindWant, ID: s.id, Max: max(len(p), 32*1024)}); err != nil {
			return 0, err
		}
		select {
		case m := <-s.cs.in:
			s.buf, s.eof = m.Data, m.EOF
		case <-s.r.ctx.Done():
			return 0, s.r.ctx.Err()
		}
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// kept keeps the head and tail of a stream.
type kept struct {
	mu         sync.Mutex
	half       int
	head, tail []byte
	total      int
}

func newKept(keep int) *kept {
	if keep <= 0 {
		keep = runtime.DefaultLimits.MaxOutputBytes
	}
	return &kept{half: max(keep/2, 1)}
}

func (k *kept) Write(p []byte) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.total += len(p)
	if n := k.half - len(k.head); n > 0 {
		n = min(n, len(p))
		k.head = append(k.head, p[:n]...)
		p = p[n:]
	}
	k.tail = append(k.tail, p...)
	if len(k.tail) > k.half {
		k.tail = append(k.tail[:0], k.tail[len(k.tail)-k.half:]...)
	}
}

func (k *kept) String() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	if cut := k.total - len(k.head) - len(k.tail); cut > 0 {
		return string(k.head) + fmt.Sprintf("\n[... %d bytes cut: output limit of %d bytes ...]\n", cut, 2*k.half) + string(k.tail)
	}
	return string(k.head) + string(k.tail)
}

// tail keeps the first headMax and the last max bytes written to it: a
// Go crash says why at its start (fatal error: out of memory) and may go
// on for pages of goroutines.
type tail struct {
	mu   sync.Mutex
	max  int
	head []byte
	b    []byte
	cut  bool
}

const headMax = 2 << 10

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(p)
	if room := headMax - len(t.head); room > 0 {
		k := min(room, len(p))
		t.head = append(t.head, p[:k]...)
		p = p[k:]
	}
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
		t.cut = true
	}
	return n, nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cut {
		return string(t.head) + "\n[...]\n" + string(t.b)
	}
	return string(t.head) + string(t.b)
}
