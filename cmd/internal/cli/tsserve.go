package cli

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
	"github.com/toolsinshell/tis/store"
)

const tsserveUsage = `usage: tsserve [flags]

Serves Tools in Shell to MCP clients: one bash tool (a sandboxed shell
whose tools command reaches every tool of the configuration's MCP
servers), the tools the configuration keeps visible, and, with
FEATURE_TOOLS_IN_SHELL=off, every tool directly; every call passes the
same checks (rules, hooks, the schema, approvals).

Over stdio by default (a client starts tsserve as its server); with
--http ADDR over streamable HTTP at http://ADDR/mcp, where every request
needs the bearer token: TSSERVE_TOKEN, or --token-file, or one tsserve
makes and prints once at start.

Each MCP session gets a sandbox session (files kept between scripts,
"always" answers, loaded servers) that ends with it, or after
--idle-timeout; --session NAME binds every connection to the one session
NAME instead, kept in the store, so its files and answers survive client
restarts. Scripts run in worker processes with OS resource limits,
so one session's script cannot take down another. A call that needs
approval asks the person through elicitation when the client supports
it; otherwise the script stops with a request that tsrun --answer
answers. A once answer given after the session ended (the client went
away) lets the call through once in the next session of the same
principal (stdio: the local user; HTTP: the token's holder).

Flags:
`

// Tsserve is the tsserve command; it returns the exit status.
// gatewayMaxSpares bounds the workers tsserve keeps started ahead of
// its scripts (tis.Worker.MaxSpares).
const gatewayMaxSpares = 8

func Tsserve(env Env, args []string) int {
	fs := flag.NewFlagSet("tsserve", flag.ContinueOnError)
	o := &tsserveFlags{}
	o.define(fs)
	if done, st := parseFlags(fs, args, env, func(w io.Writer) { io.WriteString(w, tsserveUsage); printFlags(w, fs) }, "tsserve"); done {
		return st
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(env.Stderr, "usage: tsserve [flags]\nRun 'tsserve --help' for the flags.\n")
		return 2
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := slog.New(slog.NewTextHandler(env.Stderr, &slog.HandlerOptions{Level: o.level()}))

	hostOpts, err := o.options(env, set, "tsserve")
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 2
	}
	if hostOpts.Worker != nil {
		// One spare at least; as many as the load needs while a worker
		// starts, up to a bound a busy gateway does not pass on two cores.
		hostOpts.Worker.Spares, hostOpts.Worker.MaxSpares = 1, gatewayMaxSpares
	}
	hostOpts.Logger = log
	hostOpts.SessionLease = o.sessionLease
	if o.maxTotalFiles == 0 {
		o.maxTotalFiles = gateway.DefaultMaxTotalFilesBytes()
	}
	if o.maxTotalFiles > 0 && env.Getenv("GOMEMLIMIT") == "" {
		// The sessions' files are bounded; the Go runtime's soft limit
		// above that bound makes the collector give back what moved to
		// the store (and the copies a script's files make on their way to
		// a worker and back) rather than let the heap double. Only a
		// limit: a heap past it is collected harder, never refused.
		debug.SetMemoryLimit(o.maxTotalFiles + o.maxTotalFiles/2 + 256<<20)
	}
	gwOpts := &gateway.Options{Version: Version(), AskTimeout: o.askTimeout, IdleTimeout: o.idleTimeout,
		MaxScriptBytes: int(o.maxScript), MaxSessions: o.maxSessions, MaxTotalFilesBytes: o.maxTotalFiles,
		AllowedOrigins: o.origins, AllowedHosts: o.hosts, Logger: log, Session: o.session, SharedSessions: o.shared}
	if !set["shared-sessions"] && store.URLScheme(hostOpts.StorePath) != "" {
		// A database server is there to be shared: by the replicas.
		gwOpts.SharedSessions = true
	}
	if o.http != "" {
		tok, tokens, generated, err := o.token(env)
		if err != nil {
			fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
			return 2
		}
		gwOpts.Token, gwOpts.Tokens = tok, tokens
		return o.serveHTTP(ctx, env, hostOpts, gwOpts, generated)
	}
	g, err := gateway.New(ctx, hostOpts, gwOpts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 2
	}
	defer g.Close()
	if err := g.ServeStdio(ctx, gateway.StdioTransport(env.Stdin, env.Stdout)); err != nil {
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 1
	}
	return 0
}

// tsserveFlags are tsserve's flags.
type tsserveFlags struct {
	hostFlags
	http, tokenFile, logLevel string
	session                   string
	shared                    bool
	sessionLease              time.Duration
	askTimeout, idleTimeout   time.Duration
	maxScript, maxTotalFiles  int64
	maxSessions               int
	origins, hosts            multiFlag
}

func (o *tsserveFlags) define(fs *flag.FlagSet) {
	o.hostFlags.define(fs, "each script")
	fs.StringVar(&o.http, "http", "", "serve streamable HTTP on `ADDR` (127.0.0.1:8765; port 0 picks one) at /mcp, rather than stdio")
	fs.StringVar(&o.tokenFile, "token-file", "", "read the bearer token HTTP requests must carry from `FILE`, or one NAME TOKEN line per principal "+
		"(default: TSSERVE_TOKEN, else one made and printed at start)")
	fs.StringVar(&o.session, "session", "", "bind every connection to the sandbox session `NAME` of its principal, kept in the store: its files and answers "+
		"survive client restarts (tsrun --pending --session NAME lists its requests)")
	fs.BoolVar(&o.shared, "shared-sessions", false, "keep named sessions (2026-07-28 clients, tsrun --connect) in the store, for any tsserve sharing it to serve: "+
		"for replicas behind a load balancer (default: on with a postgres:// store; see docs/deploy.md)")
	fs.DurationVar(&o.sessionLease, "session-lease", tis.DefaultSessionLease, "how long a replica holds a shared session's lease without renewing it: "+
		"a replica that dies mid-script frees its sessions after this long")
	fs.DurationVar(&o.askTimeout, "ask-timeout", gateway.DefaultAskTimeout, "how long a call that needs approval waits for the person's answer through elicitation")
	fs.DurationVar(&o.idleTimeout, "idle-timeout", gateway.DefaultIdleTimeout, "end a session after this long without requests (its files go with it; -1ns: never)")
	o.maxScript = gateway.DefaultMaxScriptBytes
	fs.Var(sizeFlag{&o.maxScript}, "max-script", "bytes of one bash call's script (`SIZE`)")
	fs.IntVar(&o.maxSessions, "max-sessions", gateway.DefaultMaxSessions, "sessions open at once; past it one ends: the one idle longest of the token holding the most")
	fs.Var(sizeFlag{&o.maxTotalFiles}, "max-total-files-bytes", "bytes of files all sessions hold in memory together (`SIZE`; default a quarter of the machine's "+
		"memory, or of the cgroup's limit; -1: none); past it idle sessions' files go to the store, or, with a store in memory, "+
		"sessions end: those of the token holding the most, idle longest, first")
	fs.Var(&o.origins, "allow-origin", "a browser `ORIGIN` (https://app.example.com) whose requests are served (repeatable); requests without an Origin header always are")
	fs.Var(&o.hosts, "allow-host", "a `HOST` name the Host header may give besides loopback names (repeatable), when serving beyond this machine")
	fs.StringVar(&o.logLevel, "log", "info", "what to log on stderr: `LEVEL` debug, info, warn or error")
}

func (o *tsserveFlags) level() slog.Level {
	var l slog.Level
	if err := l.UnmarshalText([]byte(o.logLevel)); err != nil {
		return slog.LevelInfo
	}
	return l
}

// token is the bearer token: --token-file, TSSERVE_TOKEN, or a new one;
// and the principals' tokens of the token file.
func (o *tsserveFlags) token(env Env) (tok string, tokens map[string]string, generated bool, err error) {
	if o.tokenFile != "" {
		b, err := os.ReadFile(env.abs(o.tokenFile))
		if err != nil {
			return "", nil, false, fmt.Errorf("--token-file: %v", err)
		}
		tok, tokens, err := parseTokenFile(string(b))
		if err != nil {
			return "", nil, false, fmt.Errorf("--token-file %s: %v", o.tokenFile, err)
		}
		return tok, tokens, false, nil
	}
	if tok = strings.TrimSpace(env.Getenv("TSSERVE_TOKEN")); tok != "" {
		return tok, nil, false, nil
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", nil, false, err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil, true, nil
}

// parseTokenFile reads a token file: the token alone (the whole file, its
// space trimmed), or one "NAME TOKEN" line per principal, with blank
// lines and lines starting with '#' skipped. A file of principals may
// also hold one line of a token alone, the token of the principal "".
func parseTokenFile(text string) (tok string, tokens map[string]string, err error) {
	seen := false
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		seen = true
		f := strings.Fields(l)
		switch len(f) {
		case 1:
			if tok != "" {
				return "", nil, fmt.Errorf("line %d: a second token without a principal's name (write NAME TOKEN)", i+1)
			}
			tok = f[0]
		case 2:
			if tokens == nil {
				tokens = map[string]string{}
			}
			if _, ok := tokens[f[0]]; ok {
				return "", nil, fmt.Errorf("line %d: principal %s is given twice", i+1, f[0])
			}
			tokens[f[0]] = f[1]
		default:
			return "", nil, fmt.Errorf("line %d: want TOKEN, or NAME TOKEN", i+1)
		}
	}
	if !seen {
		return "", nil, errors.New("it is empty")
	}
	return tok, tokens, nil
}

// serveHTTP serves the gateway over streamable HTTP until ctx ends.
func (o *tsserveFlags) serveHTTP(ctx context.Context, env Env, hostOpts *tis.Options, gwOpts *gateway.Options, generated bool) int {
	ln, err := net.Listen("tcp", o.http)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 2
	}
	g, err := gateway.New(ctx, hostOpts, gwOpts)
	if err != nil {
		ln.Close()
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 2
	}
	defer g.Close()
	h, err := g.Handler()
	if err != nil {
		ln.Close()
		fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
		return 2
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", h)
	health := g.HealthHandler()
	mux.Handle("/healthz", health)
	mux.Handle("/readyz", health)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "Not Found: the MCP endpoint is /mcp", http.StatusNotFound)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(env.Stderr, "tsserve: serving MCP at http://%s/mcp\n", ln.Addr())
	if generated {
		fmt.Fprintf(env.Stderr, "tsserve: bearer token (made for this run; set TSSERVE_TOKEN or --token-file to choose one): %s\n", gwOpts.Token)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(env.Stderr, "tsserve: %v\n", err)
			return 1
		}
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}
	return 0
}
