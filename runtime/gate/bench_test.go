package gate_test

import (
	"context"
	"testing"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/store"
)

// benchScript is a read-only call the default policy allows.
const benchScript = "tools github list-pulls repo=a/b\n"

// BenchmarkUngatedCall: one script with one read-only call in a warm
// session, with no gate (no analyzer, no pre-flight, no policy, no store).
func BenchmarkUngatedCall(b *testing.B) {
	h := newHarness(b, nil)
	box := toolcmd.New(toolcmd.Options{Sources: toolcmd.Static(h.src)})
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		tools := box.ForScript(ctx)
		res := h.sess.Run(ctx, benchScript, &runtime.RunOptions{Commands: map[string]command.Func{"tools": tools.Run}})
		if res.ExitCode != 0 {
			b.Fatalf("exit %d: %s", res.ExitCode, res.Stderr)
		}
	}
}

// BenchmarkGateOnly: the read-only script with the gated tools command
// but without the analyzer and the pre-flight check (in-memory store): the
// gate's own cost per call.
func BenchmarkGateOnly(b *testing.B) {
	h := newHarness(b, nil)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		box := toolcmd.New(toolcmd.Options{Sources: toolcmd.Static(h.src), Gate: gate.New(h.gateOptions())})
		tools := box.ForScript(ctx)
		res := h.sess.Run(ctx, benchScript, &runtime.RunOptions{Commands: map[string]command.Func{"tools": tools.Run}})
		if res.ExitCode != 0 {
			b.Fatalf("exit %d: %s", res.ExitCode, res.Stderr)
		}
	}
}

// BenchmarkGatedCall: the same script the way tsrun runs it (analyzer,
// pre-flight, gated tools command, report), with the default rules:
//
//   - read-only/memory: the read-only call, in-memory store;
//   - destructive-always/memory: a destructive call an always answer
//     allows (the pre-flight peeks at the store, the gate checks it and
//     writes two audit entries), in-memory store;
//   - destructive-always/file: the same with the store in a file, so each
//     audit entry pays SQLite's fsync (synchronous=FULL).
func BenchmarkGatedCall(b *testing.B) {
	for _, bc := range []struct {
		name, script string
		file         bool
		always       bool
	}{
		{name: "read-only/memory", script: benchScript},
		{name: "read-only/file", script: benchScript, file: true},
		{name: "destructive-always/memory", script: "tools github delete-branch repo=a/b branch=x\n", always: true},
		{name: "destructive-always/file", script: "tools github delete-branch repo=a/b branch=x\n", always: true, file: true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			o := &harnessOptions{}
			if bc.file {
				o.storePath = tempStore(b)
			}
			h := newHarness(b, o)
			if bc.always {
				_, rep, _ := h.run(bc.script)
				h.answer(requestID(b, rep), store.Always)
			}
			b.ReportAllocs()
			for b.Loop() {
				res, rep, _ := h.run(bc.script)
				if res == nil || res.ExitCode != 0 {
					b.Fatalf("the call did not run: %s", jsonOf(rep))
				}
			}
		})
	}
}
