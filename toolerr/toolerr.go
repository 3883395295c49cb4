// Package toolerr holds the errors of a tools call, one type per code of
// SPEC section 4 ("Errors"). Each prints, on the script's stderr, as one
// JSON line:
//
//	{"error":{"code":"needs_approval","message":"...","retryable":false}}
//
// Check for a code with errors.As on its type, or through the [Coded]
// interface all of them implement.
package toolerr

import (
	"bytes"
	"encoding/json"
	"errors"
)

// The codes.
const (
	CodeUnknownCommand     = "unknown_command"
	CodeInvalidInput       = "invalid_input"
	CodeToolError          = "tool_error"
	CodeDenied             = "denied"
	CodeNeedsApproval      = "needs_approval"
	CodeStopped            = "stopped"
	CodeConnectionRequired = "connection_required"
	CodeCallLimit          = "call_limit"
	CodeUnavailable        = "unavailable"
)

// Coded is what every error of this package is.
type Coded interface {
	error
	// Code is one of the Code* constants.
	Code() string
	// Retryable says whether a later step may succeed with the same call.
	Retryable() bool
}

// base carries the message and retryability shared by every type.
type base struct {
	Msg   string
	Retry bool
}

func (b base) Error() string   { return b.Msg }
func (b base) Retryable() bool { return b.Retry }

// UnknownCommandError: no such server or tool.
type UnknownCommandError struct {
	base
	// Closest are the nearest existing names, best first.
	Closest []string
}

// Code implements Coded.
func (*UnknownCommandError) Code() string { return CodeUnknownCommand }

// InvalidInputError: the input is not a JSON object or does not match the
// tool's schema.
type InvalidInputError struct {
	base
	// Field is the JSON pointer of the offending field ("" for the whole input).
	Field string
}

// Code implements Coded.
func (*InvalidInputError) Code() string { return CodeInvalidInput }

// ToolError: the tool ran and failed.
type ToolError struct{ base }

// Code implements Coded.
func (*ToolError) Code() string { return CodeToolError }

// DeniedError: a guardrail or a hook blocked the call.
type DeniedError struct{ base }

// Code implements Coded.
func (*DeniedError) Code() string { return CodeDenied }

// NeedsApprovalError: the call needs a person's answer; the script stops.
type NeedsApprovalError struct{ base }

// Code implements Coded.
func (*NeedsApprovalError) Code() string { return CodeNeedsApproval }

// StoppedError: an earlier call stopped the script, so this one did not run.
type StoppedError struct{ base }

// Code implements Coded.
func (*StoppedError) Code() string { return CodeStopped }

// ConnectionRequiredError: the tool or its server needs a connection or a
// sign-in the person has not made.
type ConnectionRequiredError struct{ base }

// Code implements Coded.
func (*ConnectionRequiredError) Code() string { return CodeConnectionRequired }

// CallLimitError: more tool calls in one script than its cap.
type CallLimitError struct{ base }

// Code implements Coded.
func (*CallLimitError) Code() string { return CodeCallLimit }

// UnavailableError: the command cannot run here, or a server could not
// start, load or answer in time.
type UnavailableError struct {
	base
	// Sent: the call was sent and no answer came (the server did not
	// answer in time, went away, or the call was cut short): it may have
	// run, so it is never retryable. See NoAnswer.
	Sent bool
}

// Code implements Coded.
func (*UnavailableError) Code() string { return CodeUnavailable }

// sentNote ends the message of a call sent that got no answer.
const sentNote = "; the call was sent and may have run: check what it did before calling it again"

// Error implements error: the message, and for a call sent that got no
// answer, that it may have run.
func (e *UnavailableError) Error() string {
	if e.Sent {
		return e.Msg + sentNote
	}
	return e.Msg
}

// UnknownCommand returns an unknown_command error.
func UnknownCommand(msg string, closest []string) *UnknownCommandError {
	return &UnknownCommandError{base: base{Msg: msg}, Closest: closest}
}

// InvalidInput returns an invalid_input error about field.
func InvalidInput(field, msg string) *InvalidInputError {
	return &InvalidInputError{base: base{Msg: msg}, Field: field}
}

// Tool returns a tool_error.
func Tool(msg string) *ToolError { return &ToolError{base{Msg: msg}} }

// Denied returns a denied error.
func Denied(msg string) *DeniedError { return &DeniedError{base{Msg: msg}} }

// NeedsApproval returns a needs_approval error.
func NeedsApproval(msg string) *NeedsApprovalError { return &NeedsApprovalError{base{Msg: msg}} }

// Stopped returns a stopped error.
func Stopped(msg string) *StoppedError { return &StoppedError{base{Msg: msg}} }

// ConnectionRequired returns a connection_required error.
func ConnectionRequired(msg string) *ConnectionRequiredError {
	return &ConnectionRequiredError{base{Msg: msg}}
}

// CallLimit returns a call_limit error.
func CallLimit(msg string) *CallLimitError { return &CallLimitError{base{Msg: msg}} }

// Unavailable returns an unavailable error; retryable says whether a later
// step can succeed.
func Unavailable(msg string, retryable bool) *UnavailableError {
	return &UnavailableError{base: base{Msg: msg, Retry: retryable}}
}

// NoAnswer returns the unavailable error of a call that was sent and got
// no answer: it may have run, so it is not retryable (calling it again
// may do it twice).
func NoAnswer(msg string) *UnavailableError {
	return &UnavailableError{base: base{Msg: msg}, Sent: true}
}

// MayHaveRun reports whether err is the error of a call that was sent
// and got no answer (NoAnswer).
func MayHaveRun(err error) bool {
	var u *UnavailableError
	return errors.As(err, &u) && u.Sent
}

// JSON renders err as the error line of SPEC section 4 (without the
// newline). An error that is not Coded is reported as tool_error.
func JSON(err error) []byte {
	var c Coded
	if !errors.As(err, &c) {
		c = Tool(err.Error())
	}
	type body struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		Retryable bool   `json:"retryable"`
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(struct {
		Error body `json:"error"`
	}{body{c.Code(), c.Error(), c.Retryable()}})
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
