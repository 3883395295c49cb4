// Package store keeps what the approval gate must remember: approval
// requests and their answers, the audit log of every call, and the sessions
// tsrun --session keeps between invocations.
//
// [Store] is the interface of a store. It has two sides: [PerCall], what
// the gate uses for each call (the answers that apply, requests, consuming
// and releasing a once answer, the audit log), and [Admin], what people and
// administrators use (pending requests, answering, revoking, reading the
// audit log, its retention). [SQLite] implements it over a SQLite file (or
// memory) through the pure-Go driver modernc.org/sqlite, so building needs
// no C toolchain. The guarantees every implementation keeps are tests in
// store/storetest.
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
// store records when a session begins and ends ([SessionLife.BeginSession],
// [SessionLife.EndSession]), and a once answer of an ended session passes to
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
