package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Store keeps the approval requests and their answers, the audit log,
// the sessions kept between invocations and the servers' tool lists. It
// has two sides: [PerCall], what the gate uses for each call, and [Admin],
// what people and administrators use; and [SessionLife], [Sessions] and
// [ToolLists], what a host uses for its sessions. A Store is safe for
// concurrent use, by any number of handles and processes on the same data.
//
// [SQLite] implements it over one file (or memory); a deployment of many
// replicas backs it with a server database. Every implementation keeps the
// guarantees documented on each method, above all that a once answer is
// consumed by exactly one caller however many race for it, in any process;
// the suite in store/storetest states them as tests.
//
// Optional parts, which a host finds with a type assertion: [SessionDeleter],
// [Pinger] and [InMemory].
type Store interface {
	PerCall
	Admin
	SessionLife
	Sessions
	ToolLists
}

// Scope names a session as the approvals know it: whose it is (its
// principal) and its id. The principal is whoever a person answers for:
// the holder of a gateway's bearer token, or "" for the local user (stdio,
// tsrun, a gateway's own token). Two principals' sessions of one id are
// two sessions.
type Scope struct {
	Principal string
	Session   string
}

// PerCall is what the gate uses for each call it judges: the answers that
// apply to it, a request when it needs one, a once answer consumed when
// the call goes out (or given back when it does not), the answer a person
// gave while the script waited, and the audit log.
type PerCall interface {
	AuditWriter

	// Request records a pending approval request for a call and returns its
	// id. Asking again for a call that already has a pending request (same
	// principal, session, canonical tool name and input) returns the
	// existing request's id and changes nothing. The input is canonicalized first, so inputs
	// that differ only in key order or whitespace are the same call.
	Request(ctx context.Context, r ApprovalRequest) (id string, err error)

	// Check judges a call about to be made in session s against the
	// answers that apply to it (see [AnswerKind]) and returns what they
	// say. When the answer is a once answer (AllowedOnce), Check consumes
	// it atomically: of any number of callers racing for the same once
	// answer, in this process or another, in one session or in several
	// sessions of its principal, exactly one gets AllowedOnce.
	Check(ctx context.Context, s Scope, canonical, input string) (Decision, error)

	// Peek is Check without consuming anything: the gate judges with it and
	// consumes a once answer only at the moment the call goes out
	// (Consume), so that an answer is never used up by a call that is not
	// made.
	Peek(ctx context.Context, s Scope, canonical, input string) (Decision, error)

	// Consume consumes one unused once answer for the call and returns its
	// request's id, or "" when there is none left (another caller took it,
	// or a later deny revoked it). Of callers racing for the same answer,
	// exactly one gets its id. An error means nothing was consumed: a
	// context done once the consumption began must not leave an answer
	// used with its id lost.
	Consume(ctx context.Context, s Scope, canonical, input string) (id string, err error)

	// Release gives back a once answer that Consume returned, for a call
	// that was then not made.
	Release(ctx context.Context, id string) error

	// Answer answers a pending request. An unknown id is an error wrapping
	// [ErrNotFound]; a request that already has an answer is an error
	// wrapping [ErrAnswered]. What each kind of answer allows is described
	// on [AnswerKind]. The gate records with it what a person answered
	// while the script waited; people answer through [Admin].
	Answer(ctx context.Context, id string, a Answer) error
}

// AuditWriter appends to the audit log.
type AuditWriter interface {
	// Audit appends one entry to the audit log. When it returns nil for
	// a started entry (a call that may change something, about to be
	// sent), that entry and every entry before it are committed (they
	// survive the process being killed). An outcome entry may be
	// committed a little later (SQLite: within AuditDelay, or when the
	// log is read or the store closed).
	Audit(ctx context.Context, e AuditEntry) error
}

// Admin is what people and administrators use: the requests waiting for
// an answer, answering and revoking, the answers given, the audit log and
// its retention.
type Admin interface {
	// Pending lists the requests that have no answer yet, oldest first, for
	// the sessions of that id (of every principal), or for every session
	// when session is "". Each says whether its session has ended
	// (SessionEnded).
	Pending(ctx context.Context, session string) ([]ApprovalRequest, error)

	// Get returns one request, answered or not. An unknown id is an error
	// wrapping [ErrNotFound].
	Get(ctx context.Context, id string) (ApprovalRequest, error)

	// Answer answers a pending request (see [PerCall.Answer]).
	Answer(ctx context.Context, id string, a Answer) error

	// Answers lists the answered requests (once, always and deny, used or
	// not), newest first, for the sessions of that id (of every
	// principal), or for every session when session is "".
	Answers(ctx context.Context, session string) ([]ApprovalRequest, error)

	// Revoke withdraws the answer of a request: it no longer allows or
	// refuses anything. An unknown id is an error wrapping [ErrNotFound];
	// a request with no answer, one wrapping [ErrNotAnswered].
	Revoke(ctx context.Context, id string) error

	// AuditLog returns the entries that pass the filter, oldest first
	// (every entry Audit committed, and those it holds).
	AuditLog(ctx context.Context, f AuditFilter) ([]AuditEntry, error)

	// PruneAudit deletes the audit entries made before t and returns how
	// many it deleted; with them go the requests of ended sessions that
	// were never answered and were made before t.
	PruneAudit(ctx context.Context, t time.Time) (int64, error)
}

// SessionLife records when sessions begin and end, which decides where a
// once answer may be used.
type SessionLife interface {
	// BeginSession records that session s is open: it has not ended, and
	// its once answers are its own again. A host calls it when it opens
	// a session, before its first script.
	BeginSession(ctx context.Context, s Scope) error

	// EndSession records that session s has ended (its client went away,
	// it was idle too long, its process ended): its unused once answers
	// pass to the next session of its principal that makes the call, and
	// its pending requests are listed as of an ended session until they
	// expire with the audit log's retention. Ending a session that has
	// ended, or that was never begun, is not an error.
	EndSession(ctx context.Context, s Scope) error
}

// ToolLists remembers the tool list of each server as it was last seen,
// so that a search finds the tools of a server that is not loaded.
type ToolLists interface {
	// SaveToolList records a server's tools (as JSON) as seen now.
	SaveToolList(ctx context.Context, server string, tools []byte) error
	// ToolList returns a server's tools as last recorded and when; ok is
	// false when none was.
	ToolList(ctx context.Context, server string) (tools []byte, seen time.Time, ok bool, err error)
}

// Sessions keeps sessions between invocations.
type Sessions interface {
	// SaveSession replaces the stored state of a session with s, whole:
	// a reader sees the old state or the new one, never a mix.
	SaveSession(ctx context.Context, id string, s SessionState) error

	// LoadSession returns the stored state of a session; ok is false when no
	// state was ever saved for id.
	LoadSession(ctx context.Context, id string) (s SessionState, ok bool, err error)
}

// SessionDeleter is a [Sessions] that can forget a session: a host that
// keeps a session's files in the store only while it is idle removes them
// when the session ends. Optional: without it, the host saves an empty
// state in their place.
type SessionDeleter interface {
	// DeleteSession removes the stored state of a session; an id with
	// none is not an error.
	DeleteSession(ctx context.Context, id string) error
}

// SessionLeaser is a [Sessions] that lends a session to one holder at a
// time and numbers what it keeps, so that hosts sharing the store (the
// replicas of a gateway) never run scripts of one session at once, and a
// holder knows whether its copy of the session is the latest. Optional:
// without it, a host keeps a session's copy as its own.
//
// A lease lasts until its time to live passes; its holder renews it by
// leasing again before then. A holder that dies loses it that way, and
// the next holder takes it.
type SessionLeaser interface {
	// LeaseSession gives holder the lease of session id for ttl from now:
	// taken when nobody holds it or the last holder's lease has run out,
	// renewed when holder has it. It returns the version of the session's
	// stored state (0 when none was saved; every save adds one), and
	// ErrLeaseHeld when another holder's lease has not run out.
	LeaseSession(ctx context.Context, id, holder string, ttl time.Duration) (version int64, err error)
	// SaveLeasedSession is SaveSession by the lease's holder: it saves
	// only while holder has the lease (a lease that ran out and nobody
	// took still counts), and returns the new version; ErrLeaseLost when
	// another holder has taken the lease, in which case nothing is saved.
	SaveLeasedSession(ctx context.Context, id, holder string, s SessionState) (version int64, err error)
	// ReleaseSession gives the lease back, if holder has it, so the next
	// holder need not wait for it to run out.
	ReleaseSession(ctx context.Context, id, holder string) error
}

// ErrLeaseHeld is the error of [SessionLeaser.LeaseSession] when another
// holder has the session; retry later.
var ErrLeaseHeld = errors.New("the session is in use by another holder")

// ErrLeaseLost is the error of [SessionLeaser.SaveLeasedSession] when
// another holder took the lease: the session's state there is newer.
var ErrLeaseLost = errors.New("the session's lease was taken by another holder")

// AnswerWatcher is a store that tells a waiter when a request has been
// answered, wherever the answer was given (another process, another
// replica, tsrun --answer): the gate waits with it while it also asks the
// person through the client, and takes whichever answer comes first.
// Optional: without it, only the client's answer ends the wait.
type AnswerWatcher interface {
	// WaitAnswer returns the answer of request id once it has one (at
	// once when it has one already), and ctx's cause when ctx ends first.
	WaitAnswer(ctx context.Context, id string) (AnswerKind, error)
}

// ToolListWatcher is a store that tells of tool lists saved by other
// processes sharing it (another replica of a gateway that listed a server
// again), so that a host drops the list it remembered and reads the new
// one. Optional: without it, a host keeps the list it last read.
type ToolListWatcher interface {
	// WatchToolLists calls changed with the server's name, from a
	// goroutine of its own, each time another handle on the store saves
	// that server's tool list, until ctx ends. It returns at once.
	WatchToolLists(ctx context.Context, changed func(server string))
}

// Pinger is a store that can say cheaply whether it answers: a gateway's
// readiness check asks it. Optional: without it, the check reads a tool
// list.
type Pinger interface {
	// Ping reads from the store and reports an error when it cannot.
	Ping(ctx context.Context) error
}

// InMemory is implemented by a store that can say whether it holds its
// data in this process's memory: moving files there frees no memory.
type InMemory interface {
	// InMemory reports whether the store's data live in this process's
	// memory.
	InMemory() bool
}

// ErrNotFound is wrapped by errors about an approval request id that does not
// exist.
var ErrNotFound = errors.New("no such approval request")

// ErrAnswered is wrapped by the error [PerCall.Answer] returns for a
// request that already has an answer.
var ErrAnswered = errors.New("approval request already answered")

// ErrNotAnswered is wrapped by the error [Admin.Revoke] returns for a
// request that has no answer.
var ErrNotAnswered = errors.New("approval request has no answer")

// ApprovalRequest is a request for a human to approve one call.
type ApprovalRequest struct {
	// ID is assigned by the store; it is ignored by Request.
	ID string
	// Session is the sandbox session that made (or would make) the call.
	// "" is a session like any other.
	Session string
	// Principal is whose session it is ("" for the local user); see
	// [Scope].
	Principal string
	// Tool is the call as the script wrote it, e.g. "tools github delete-branch".
	Tool string
	// Canonical is the tool's canonical name; answers are keyed by it.
	// It must not be empty.
	Canonical string
	// Input is the call's input as JSON. The store keeps it in canonical
	// form (see [CanonicalizeJSON]); it must be valid JSON.
	Input string
	// Reason is why the call needs approval (e.g. "needs_approval").
	Reason string
	// Message is the text shown to whoever answers (e.g. the rule's message).
	Message string
	// Line is the line of the call in its script; 0 when unknown.
	Line int
	// BeforeStart says the request was raised before the script started.
	BeforeStart bool
	// Requested is when the request was made; the zero value means now.
	Requested time.Time

	// Answer is the request's answer, nil while it is pending. Set by the
	// store; ignored by Request.
	Answer *Answer
	// Used says a once answer has been consumed by a call. Set by the
	// store; ignored by Request.
	Used bool
	// SessionEnded says the request's session has ended (EndSession):
	// nobody is waiting in it, and a once answer to it goes to the next
	// session of its principal. Set by the store; ignored by Request.
	SessionEnded bool
}

// AnswerKind is the kind of an answer to an approval request.
//
// Answers belong to the request's principal and, except as said of Once,
// apply within the request's session only.
//   - Once allows exactly one call of that tool with that input (compared as
//     canonical JSON); the first [Store.Check] that matches consumes it.
//     It is matched in the request's session and, once that session has
//     ended ([SessionLife.EndSession]), in any session of the same principal
//     (the next one to make the call), so a client that reconnects can use
//     an answer given meanwhile. Never in another principal's session.
//   - Always allows every call of that tool (canonical name), whatever its
//     input, for the rest of the session. Answering Always also answers the
//     other pending requests of the same session and tool.
//   - Deny refuses that exact call (tool and input) for the rest of the
//     session. The latest answer wins: a deny given after a once answer
//     of that call (in the session of either) keeps the once answer from
//     being used.
type AnswerKind string

// The kinds of answers.
const (
	Once   AnswerKind = "once"
	Always AnswerKind = "always"
	Deny   AnswerKind = "deny"
)

// ParseAnswerKind parses "once", "always" or "deny".
func ParseAnswerKind(s string) (AnswerKind, error) {
	switch k := AnswerKind(s); k {
	case Once, Always, Deny:
		return k, nil
	}
	return "", fmt.Errorf("unknown answer %q (want once, always or deny)", s)
}

// Answer is a human's answer to an approval request.
type Answer struct {
	// Kind is Once, Always or Deny.
	Kind AnswerKind
	// By names who answered; it may be empty.
	By string
	// At is when the answer was given; the zero value means now.
	At time.Time
	// Note is an optional free-text note kept with the answer.
	Note string
}

// Decision is what the stored answers say about a call.
type Decision int

// The decisions [Store.Check] and [Store.Peek] return.
const (
	// None: no answer covers the call.
	None Decision = iota
	// Allowed: an Always answer allows every call of the tool in the session.
	Allowed
	// AllowedOnce: a Once answer allows this call. Check consumed it; Peek
	// did not.
	AllowedOnce
	// Denied: a Deny answer refuses this call.
	Denied
)

// String returns "none", "allowed", "allowed_once" or "denied".
func (d Decision) String() string {
	switch d {
	case None:
		return "none"
	case Allowed:
		return "allowed"
	case AllowedOnce:
		return "allowed_once"
	case Denied:
		return "denied"
	}
	return fmt.Sprintf("Decision(%d)", int(d))
}

// Verdict is the gate's judgment of a call, as recorded in the audit log.
type Verdict string

// The verdicts.
const (
	VerdictAllow Verdict = "allow"
	VerdictAsk   Verdict = "ask"
	VerdictDeny  Verdict = "deny"
)

// Outcome is what became of a call, as recorded in the audit log.
type Outcome string

// The outcomes.
const (
	// OutcomeStarted records that the call is about to be made. A gate that
	// wants the log to show calls cut short by a crash writes a Started
	// entry before the call and its final outcome after, both with the same
	// Script and Call.
	OutcomeStarted Outcome = "started"
	// OutcomeOK: the call was made and succeeded.
	OutcomeOK Outcome = "ok"
	// OutcomeError: the call was made and failed; see ErrorCode.
	OutcomeError Outcome = "error"
	// OutcomeNotMade: the call was not made (denied, needs approval,
	// stopped, over a limit).
	OutcomeNotMade Outcome = "not_made"
	// OutcomeUnknown: the call was sent and no answer came (its script
	// was stopped first, it was cut by the time limit, or the server went
	// away or did not answer in time): it may have run.
	OutcomeUnknown Outcome = "unknown"
)

// AuditEntry is one line of the audit log.
type AuditEntry struct {
	// ID is assigned by the store in increasing order; ignored by Audit.
	ID int64
	// Time is when the entry was made; the zero value means now.
	Time time.Time
	// Session is the sandbox session.
	Session string
	// Script identifies the script run that made the call.
	Script string
	// Call numbers the call within its script run (1 for the first); 0
	// when not numbered.
	Call int
	// Tool is the call as written, e.g. "tools github delete-branch".
	Tool string
	// Canonical is the tool's canonical name.
	Canonical string
	// Input is the call's input as JSON, kept as given.
	Input string
	// Verdict is the gate's judgment: allow, ask or deny. Required.
	Verdict Verdict
	// Source says what decided the verdict, e.g. "policy:never-delete-main",
	// "annotation", "default", "always", "once", "deny", "hook".
	Source string
	// Outcome is what became of the call. Required.
	Outcome Outcome
	// ErrorCode is the error code when Outcome is OutcomeError or
	// OutcomeUnknown, or the reason when it is OutcomeNotMade (e.g.
	// "denied", "needs_approval").
	ErrorCode string
	// Line is the line of the call in its script; 0 when unknown.
	Line int
	// Approval is the id of the approval request raised for, or the answer
	// used by, the call; "" when none.
	Approval string
}

// AuditFilter selects audit entries. The zero value selects every entry.
type AuditFilter struct {
	// Session, Script and Canonical, when not "", keep only the entries
	// with that value.
	Session   string
	Script    string
	Canonical string
	// Since and Until, when not zero, keep only the entries made at or
	// after Since and before Until.
	Since, Until time.Time
	// Limit, when positive, keeps only the last Limit entries that pass
	// the other conditions (still returned oldest first).
	Limit int
}

// SessionState is what a session keeps between invocations.
type SessionState struct {
	// Files is a snapshot of the session's filesystem, directories included.
	Files []FileEntry
	// Servers names the on-demand servers the session has loaded.
	Servers []string
	// Version numbers the saves of the session (1 for the first); set by
	// LoadSession, ignored by SaveSession.
	Version int64
}

// FileEntry is one file or directory of a session's filesystem.
type FileEntry struct {
	// Path is the absolute slash-separated path; it is unique within a
	// snapshot.
	Path string
	// Dir says the entry is a directory (Data is then ignored).
	Dir bool
	// Mode holds the permission bits (and any other mode bits the runtime
	// keeps: fs.ModeSymlink marks a symbolic link, whose target is Data).
	Mode uint32
	// ModTime is the modification time.
	ModTime time.Time
	// Data is the file's content.
	Data []byte
	// Link, when set, makes the entry another name (a hard link) of the
	// file at path Link, another entry of the snapshot; Data is then empty.
	// Empty for sessions saved before links existed.
	Link string
}
