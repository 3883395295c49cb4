package gateway

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis"
)

// The bound on all sessions' files in memory (Options.MaxTotalFilesBytes).
//
// Each session counts the bytes of files it holds in memory (session.held,
// from tis.Session.FilesInMemory after each of its runs) and adds the
// change to Gateway.held, an atomic sum: a run that ends within the bound
// takes no lock of the gateway's. Past the bound, the run that ended
// brings the sum back under it (enforceFiles) before it lets go of
// filesMu; a run whose session has files in the store makes room for
// them the same way before it loads them (makeFilesRoom), so it waits for
// an enforcement under way.

// DefaultMaxTotalFilesBytes is the bound on all sessions' files in memory
// when Options.MaxTotalFilesBytes is zero: a quarter of the machine's
// memory (/proc/meminfo's MemTotal), or of the memory limit of the
// process's cgroup when that is lower; 1 GiB where neither can be read.
func DefaultMaxTotalFilesBytes() int64 {
	mem := physicalMemory()
	if lim := cgroupMemoryLimit(); lim > 0 && (mem <= 0 || lim < mem) {
		mem = lim
	}
	if mem <= 0 {
		return 1 << 30
	}
	return mem / 4
}

// physicalMemory reads MemTotal from /proc/meminfo; 0 when it cannot.
func physicalMemory() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	return parseMemTotal(b)
}

// parseMemTotal reads the MemTotal line of /proc/meminfo ("MemTotal:
// 24683584 kB"); 0 when there is none.
func parseMemTotal(b []byte) int64 {
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			return 0
		}
		n, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil || n <= 0 {
			return 0
		}
		if len(f) > 1 && strings.EqualFold(f[1], "kB") {
			if n > 1<<53 {
				return 0
			}
			n *= 1024
		}
		return n
	}
	return 0
}

// cgroupMemoryLimit reads the memory limit of the process's cgroup (v2's
// memory.max, v1's memory.limit_in_bytes, at the usual mount); 0 for none
// or unknown.
func cgroupMemoryLimit() int64 {
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		return parseCgroupLimit(b)
	}
	return 0
}

// parseCgroupLimit reads a cgroup memory limit: a count of bytes, or
// "max"; 0 for none. v1 says "none" with a count near 2^63.
func parseCgroupLimit(b []byte) int64 {
	s := strings.TrimSpace(string(b))
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n >= 1<<62 {
		return 0
	}
	return n
}

// tombs remember the sessions the gateway ended to stay within its
// bounds, so that the next request that reaches one (by its name, or by
// its MCP session's id) hears it was ended and why. At most max are kept,
// the oldest forgotten first. Guarded by Gateway.mu.
type tombs struct {
	max   int
	why   map[string]string
	order []string
}

// put remembers why the session of key ended.
func (t *tombs) put(key, why string) {
	if t.why == nil {
		t.why = map[string]string{}
	}
	if _, ok := t.why[key]; !ok {
		t.order = append(t.order, key)
	}
	t.why[key] = why
	for len(t.order) > max(t.max, 1) {
		delete(t.why, t.order[0])
		t.order = t.order[1:]
	}
}

// get returns why the session of key ended, and keeps it: an MCP
// session's id is never used again, and its client may ask more than
// once (its stream reconnects).
func (t *tombs) get(key string) (string, bool) {
	why, ok := t.why[key]
	return why, ok
}

// take returns why the session of key ended, once: the request told
// goes on as if there had never been one.
func (t *tombs) take(key string) (string, bool) {
	why, ok := t.why[key]
	if ok {
		delete(t.why, key)
		t.order = slices.DeleteFunc(t.order, func(k string) bool { return k == key })
	}
	return why, ok
}

// noteFiles counts the files a session holds in memory after a run, and
// brings all sessions' under the bound when they are past it.
func (g *Gateway) noteFiles(s *session) {
	total := s.reconcile()
	if bound := g.opts.MaxTotalFilesBytes; bound >= 0 && total > bound {
		g.filesMu.Lock()
		defer g.filesMu.Unlock()
		g.enforceFiles(0, nil)
	}
}

// reconcile sets what the session counts as held to what its sandbox
// holds now, adds the change to Gateway.held, and returns the new sum.
// Under the session's lock, so that counts made after a run and after an
// Unload, in either order, leave the sum equal to what the sessions hold
// as of their last count.
func (s *session) reconcile() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended || s.ts == nil {
		return s.g.held.Load()
	}
	held := s.ts.FilesInMemory()
	if held == 0 && s.held > 0 {
		s.unloaded = max(s.unloaded, s.held) // what its next run loads back, at most
	} else if held > 0 {
		s.unloaded = 0
	}
	delta := held - s.held
	s.held = held
	return s.g.held.Add(delta)
}

// makeFilesRoom makes room for the files session s is about to load
// from the store, before its run.
func (g *Gateway) makeFilesRoom(s *session) {
	s.mu.Lock()
	need := s.unloaded
	s.mu.Unlock()
	if need == 0 || g.opts.MaxTotalFilesBytes < 0 {
		return
	}
	g.filesMu.Lock()
	defer g.filesMu.Unlock()
	g.enforceFiles(need, s)
}

// enforceFiles brings the files all sessions hold in memory, and need
// bytes more, under MaxTotalFilesBytes: it unloads idle sessions' files
// to the store, and ends the sessions whose files the store cannot take,
// each time the one idle longest of the principal holding the most (not
// except, the session making room). Busy sessions' files stay: when they
// alone are past the bound, it stops there. filesMu is held.
func (g *Gateway) enforceFiles(need int64, except *session) {
	bound := g.opts.MaxTotalFilesBytes
	tried := map[*session]bool{}
	for g.held.Load()+need > bound {
		victim := g.filesVictim(except, tried)
		if victim == nil {
			g.log.Warn("over the bound on all sessions' files in memory, with no idle session to unload",
				"bound", bound, "held", g.held.Load(), "need", need)
			return
		}
		tried[victim] = true
		victim.mu.Lock()
		ts, held := victim.ts, victim.held
		victim.mu.Unlock()
		err := ts.Unload(g.ctx)
		switch {
		case err == nil:
			victim.reconcile()
			g.log.Info("session's files moved to the store", "session", victim.id, "bytes", held, "bound", bound)
		case errors.Is(err, tis.ErrSessionBusy):
			// A script started meanwhile: its files stay, try another.
		default:
			if !errors.Is(err, tis.ErrStoreInMemory) {
				g.log.Warn("moving a session's files to the store", "session", victim.id, "err", err)
			}
			why := fmt.Sprintf("the gateway's bound on all sessions' files in memory (%d bytes, --max-total-files-bytes) "+
				"was reached, its store could not keep this session's files (%v), and this session was the one idle "+
				"longest of the client holding the most files", bound, err)
			victim.endTold(why)
		}
	}
}

// filesVictim is the session whose files go next: idle, with files in
// memory, not except nor tried, the one idle longest of the principal
// holding the most files in memory.
func (g *Gateway) filesVictim(except *session, tried map[*session]bool) *session {
	g.mu.Lock()
	all := make([]*session, 0, len(g.sessions))
	for s := range g.sessions {
		all = append(all, s)
	}
	g.mu.Unlock()
	usage := map[string]int64{}
	var idle []*session
	for _, s := range all {
		s.mu.Lock()
		held, ok := s.held, s.busy == 0 && !s.ended && s.ts != nil && s.held > 0
		s.mu.Unlock()
		usage[s.principal] += held
		if ok && s != except && !tried[s] {
			idle = append(idle, s)
		}
	}
	self := ""
	if except != nil {
		self = except.principal
	}
	return fairVictim(idle, func(p string) int64 { return usage[p] }, self)
}

// filesHeld is the bytes of files all sessions hold in memory (for tests
// and the log).
func (g *Gateway) filesHeld() int64 { return g.held.Load() }
