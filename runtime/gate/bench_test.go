package gate_test

import (
	"context"
	"testing"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/store"
)

// benchScript is a read-only call the default policy allows.
const benchScript = "tools github list-pulls repo=a/b\n"

// BenchmarkUngatedCall: one script with one read-only call in a warm
// sandbox session, with no gate but the schema check (no analyzer, no
// pre-flight, no rules, no store).
func BenchmarkUngatedCall(b *testing.B) {
	h := newHarness(b, nil)
	benchChain(b, h, &gate.Config{Decide: policy.Options{Default: policy.Allow}})
}

// BenchmarkGateOnly: the read-only script with the gate's whole chain
// (the default rules, the approval store and its audit log in memory),
// but without the analyzer and the pre-flight check: the gate's own cost
// per call.
func BenchmarkGateOnly(b *testing.B) {
	h := newHarness(b, nil)
	engine, err := policy.Default()
	if err != nil {
		b.Fatal(err)
	}
	benchChain(b, h, &gate.Config{Policy: engine, Approvals: h.store, Audit: h.store})
}

// benchChain runs benchScript with the tools command over cfg's chain.
func benchChain(b *testing.B, h *harness, cfg *gate.Config) {
	sess := runtime.NewSession(nil)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		cat := catalog.New([]catalog.Source{h.src}, nil)
		tools := toolcmd.New(cat, cfg.Handler(gate.NewScript("bench", h.session)), nil)
		res := sess.Run(ctx, benchScript, &runtime.RunOptions{Commands: map[string]command.Func{"tools": tools.Run}})
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
//     audit entry is a commit to the file (WAL, synchronous=NORMAL).
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
