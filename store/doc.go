// Package store keeps what the approval gate must remember: approval
// requests and their answers, the audit log of every call, and the sessions
// tsrun --session keeps between invocations.
//
// [Store] is the interface the gate uses; [SQLite] implements it over a
// SQLite file (or memory) through the pure-Go driver modernc.org/sqlite, so
// building needs no C toolchain. A multi-instance deployment can implement
// Store over a server database instead.
//
// # Answers
//
// A call that needs approval raises a request ([Store.Request]); a human
// answers it ([Store.Answer]) with [Once], [Always] or [Deny]; the gate asks
// the store what the answers say about a call ([Store.Check] at run time,
// which consumes a once answer, and [Store.Peek] before start, which does
// not). Once answers are keyed by the call's input in canonical JSON
// ([CanonicalJSON]), so the same call written with its keys in another order
// is the same call. Answers belong to a principal's session ([Scope]); the
// store records when a session begins and ends ([Approvals.BeginSession],
// [Approvals.EndSession]), and a once answer of an ended session passes to
// the next session of its principal (see [AnswerKind]).
//
// # Durability and concurrency
//
// The database is in WAL mode with synchronous=NORMAL: a method that writes
// returns after its transaction is in the log, so it survives the process
// being killed at any moment (a power loss may lose the last commits; see
// [SQLite] for why not FULL). Several processes and
// several [SQLite] values may share one file; see [SQLite] for how a once
// answer is consumed exactly once among them.
package store
