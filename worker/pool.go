package worker

import (
	"errors"
	"math"
	"sync"
	"time"
)

// Pool starts worker processes and keeps spares started, so that a
// script does not wait for its worker to start. Each worker runs one
// script: a spare is given out once and never taken back.
//
// The number of spares follows the load: at least Min, and as many as
// the scripts asked for in the last moments would use while a worker
// starts (the recent rate of Get times the time a start takes, doubled
// for bursts), at most Max. A pool with Max 0 keeps no spares.
type Pool struct {
	argv     []string
	min, max int

	mu       sync.Mutex
	ready    []*Proc
	starting int
	closed   bool
	// The recent demand: gets decays by e every rateWindow (so it counts
	// the gets of about the last rateWindow), last is when it was last
	// decayed.
	gets float64
	last time.Time
	// startCost is how long a worker takes from its start to taking a
	// job, a moving average over the workers started for a caller (0
	// until one was).
	startCost time.Duration
}

// rateWindow is how far back the pool looks to size its spares.
const rateWindow = 2 * time.Second

// NewPool returns a pool of workers started as argv, keeping between
// minSpares and maxSpares spares (maxSpares below minSpares means
// minSpares). It starts the first spares at once.
func NewPool(argv []string, minSpares, maxSpares int) *Pool {
	p := &Pool{argv: argv, min: max(minSpares, 0), max: max(minSpares, maxSpares, 0)}
	p.mu.Lock()
	p.fillLocked()
	p.mu.Unlock()
	return p
}

// Get returns a started worker: a spare when one waits (a spare that
// died waiting is dropped), else a new one. Either way the spares are
// started again, as many as the recent demand needs.
func (p *Pool) Get() (*Proc, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errors.New("worker: the pool is closed")
	}
	p.noteGetLocked(time.Now())
	var proc *Proc
	for proc == nil && len(p.ready) > 0 {
		n := len(p.ready)
		proc, p.ready = p.ready[n-1], p.ready[:n-1]
		if proc.Exited() {
			go proc.Kill() // reaped already; releases its pipes
			proc = nil
		}
	}
	p.fillLocked()
	p.mu.Unlock()
	if proc != nil {
		return proc, nil
	}
	return p.Start()
}

// Start starts a new worker for the caller, not a spare (a script whose
// spare died before it took the script runs again in one). The time a
// worker takes to be ready (each one's, spares' too) is how long a start
// takes, which sizes the spares.
func (p *Pool) Start() (*Proc, error) {
	proc, err := Start(p.argv, nil)
	if err == nil {
		proc.onReady = p.noteStart
	}
	return proc, err
}

// Prestart starts n workers now, as spares beyond the ones the pool
// keeps: they are given out as any spare, and not started again once
// taken (a command that runs one script starts its worker while it
// builds the rest of its host).
func (p *Pool) Prestart(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	for range n {
		p.starting++
		go p.startSpare()
	}
}

// Spares reports how many spares wait started and how many are being
// started.
func (p *Pool) Spares() (ready, starting int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.ready), p.starting
}

// Close kills the spares; the pool starts no more. Workers given out
// are their callers'.
func (p *Pool) Close() {
	p.mu.Lock()
	ready := p.ready
	p.ready, p.closed = nil, true
	p.mu.Unlock()
	for _, proc := range ready {
		proc.Kill()
	}
}

// noteGetLocked counts a Get at now in the recent demand.
func (p *Pool) noteGetLocked(now time.Time) {
	if !p.last.IsZero() {
		p.gets *= math.Exp(-float64(now.Sub(p.last)) / float64(rateWindow))
	}
	p.gets++
	p.last = now
}

// noteStart folds the time one start took into the moving average.
func (p *Pool) noteStart(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.startCost == 0 {
		p.startCost = d
		return
	}
	p.startCost += (d - p.startCost) / 4
}

// wantLocked is how many spares the pool keeps now.
func (p *Pool) wantLocked(now time.Time) int {
	want := p.min
	if p.startCost > 0 && !p.last.IsZero() {
		gets := p.gets * math.Exp(-float64(now.Sub(p.last))/float64(rateWindow))
		perStart := gets / rateWindow.Seconds() * p.startCost.Seconds()
		want = max(want, int(math.Ceil(2*perStart)))
	}
	return min(want, p.max)
}

// fillLocked starts the spares that are missing, each on a goroutine of
// its own.
func (p *Pool) fillLocked() {
	if p.closed {
		return
	}
	for n := p.wantLocked(time.Now()) - len(p.ready) - p.starting; n > 0; n-- {
		p.starting++
		go p.startSpare()
	}
}

// startSpare starts one spare and adds it to the ready ones.
func (p *Pool) startSpare() {
	proc, err := Start(p.argv, nil)
	p.mu.Lock()
	p.starting--
	if err != nil || p.closed {
		p.mu.Unlock()
		if proc != nil {
			proc.Kill()
		}
		return
	}
	proc.onReady = p.noteStart
	p.ready = append(p.ready, proc)
	p.mu.Unlock()
}
