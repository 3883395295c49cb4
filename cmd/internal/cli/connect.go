package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
)

// connectOnly are the flags that mean nothing with --connect: the
// gateway's configuration, store and limits hold there.
var connectOnly = []string{"config", "store", "server-log", "in-process", "timeout", "max-commands", "max-output",
	"max-file-bytes", "max-fs-bytes", "max-memory", "max-buffer", "max-jobs", "max-files", "max-depth", "max-calls", "fetch-allow", "env", "stdin"}

// runConnected runs the script in a session of a running gateway: the
// session --session names (kept by the gateway until it is idle), else a
// new one.
func (o *tsrunFlags) runConnected(ctx context.Context, env Env, set map[string]bool, src string) int {
	for _, f := range connectOnly {
		if set[f] {
			fmt.Fprintf(env.Stderr, "tsrun: --%s does not go with --connect: the script runs with the gateway's configuration, store and limits\n", f)
			return 2
		}
	}
	tok := strings.TrimSpace(env.Getenv("TSSERVE_TOKEN"))
	if tok == "" {
		fmt.Fprintf(env.Stderr, "tsrun: --connect needs the gateway's bearer token in TSSERVE_TOKEN\n")
		return 2
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "tsrun", Version: Version()}, nil)
	tr := &mcp.StreamableClientTransport{Endpoint: o.connect,
		HTTPClient: &http.Client{Transport: bearerAuth{tok, http.DefaultTransport}}}
	cs, err := client.Connect(ctx, tr, nil)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: --connect %s: %v\n", o.connect, err)
		return 2
	}
	defer cs.Close()
	meta := mcp.Meta{gateway.MetaWantResult: true}
	if o.session != "" {
		meta[gateway.MetaSession] = o.session
	}
	switch {
	case set["max-result"]:
		meta[gateway.MetaMaxResult] = o.maxResult
	case !o.json:
		meta[gateway.MetaMaxResult] = -1 // a person's terminal gets everything
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": src}, Meta: meta})
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: --connect %s: %v\n", o.connect, err)
		return 2
	}
	raw, ok := res.Meta[gateway.MetaResult]
	if !ok {
		// Not a script's result: the gateway refused the call.
		for _, c := range res.Content {
			if t, ok := c.(*mcp.TextContent); ok {
				fmt.Fprintf(env.Stderr, "tsrun: the gateway says: %s\n", t.Text)
			}
		}
		return 2
	}
	var whole gateway.Result
	b, _ := json.Marshal(raw)
	if err := json.Unmarshal(b, &whole); err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: the gateway's result: %v\n", err)
		return 2
	}
	out := &tis.Result{ExitCode: whole.ExitCode, Success: whole.Success, Stdout: whole.Stdout, Stderr: whole.Stderr,
		LimitsHit: whole.LimitsHit, Report: whole.Report, Reported: whole.Reported, Images: whole.Images, Segments: whole.Segments, Cut: whole.Cut}
	if o.out != "" {
		if err := writeImages(env.abs(o.out), out.Images); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: --out: %v\n", err)
			return 2
		}
	}
	return printResult(env, o.json, out)
}

// bearerAuth adds a bearer token to every request.
type bearerAuth struct {
	token string
	base  http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (b bearerAuth) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}
