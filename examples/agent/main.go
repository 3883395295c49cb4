// Command agent is a small agent host built on the host library (package
// tis): an Anthropic Messages API tool-use loop whose tools are the
// host's, the bash tool and the tools that stay direct.
//
//	ANTHROPIC_API_KEY=sk-... go run ./examples/agent "Which open pull requests of acme/api can be merged?"
//
// Each bash tool_use block runs as a script in one sandbox session
// (Session.Run), each other tool_use block is a direct call through the
// same checks (Session.CallTool), and the result goes back as a
// tool_result block (text, images as image blocks, is_error when the
// script failed) until the model ends its turn. A call that needs
// approval is asked about on the terminal: y allows it once, a always
// in this session, n denies it; anything else (or no terminal) leaves
// the request pending, and the model is told the script stopped.
//
// Without -config the tools are those of the built-in example issue
// tracker (github), so the agent runs without any account but the
// model's. The key comes from ANTHROPIC_API_KEY and the API's address
// from -base-url or ANTHROPIC_BASE_URL. The rest of the environment is
// the host's (Options.Environ: ${VAR} in the configuration, stdio
// servers' environment); the key is left out of it, since it is the
// agent's and not the tool servers'.
//
// Flags:
//
//	-config FILE     the configuration (mcpServers, rules, hooks, limits)
//	-model NAME      the model (claude-sonnet-4-5)
//	-base-url URL    the API's address (https://api.anthropic.com)
//	-max-tokens N    the most tokens of one model turn (4096)
//	-max-turns N     the most model turns of the conversation (20)
//	-session ID      the sandbox session (agent)
//	-state DIR       keep approvals and the audit log in DIR/store.db
//	-worker          run each script in a worker process
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/toolsinshell/tis"
)

func main() {
	// With -worker, the host starts this program again to run each
	// script: a worker serves its one script and exits before anything
	// else happens.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	dir, _ := os.Getwd()
	code := run(ctx, &env{Args: os.Args[1:], Environ: os.Environ(), Dir: dir,
		Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
	stop()
	os.Exit(code)
}

// env is what the command gets from its process; tests make their own.
type env struct {
	Args    []string
	Environ []string
	Dir     string
	Stdin   io.Reader
	Stdout  io.Writer
	Stderr  io.Writer
	// HTTP is the client for the model's API; nil means
	// http.DefaultClient.
	HTTP *http.Client
	// Backoff is the first wait before sending a request again; zero
	// means a second.
	Backoff time.Duration
}

// run is the command: it returns the exit status (0 done, 1 the API or
// the host failed, 2 a usage error).
func run(ctx context.Context, e *env) int {
	fs := flag.NewFlagSet("agent", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: agent [flags] PROMPT...")
		fs.PrintDefaults()
	}
	configPath := fs.String("config", "", "the configuration `file` (default: the built-in example issue tracker)")
	model := fs.String("model", "claude-sonnet-4-5", "the model")
	baseURL := fs.String("base-url", "", "the Messages API's address (default $ANTHROPIC_BASE_URL, else https://api.anthropic.com)")
	maxTokens := fs.Int("max-tokens", 4096, "the most tokens of one model turn")
	maxTurns := fs.Int("max-turns", 20, "the most model turns of the conversation")
	sessionID := fs.String("session", "agent", "the sandbox session's `id`")
	stateDir := fs.String("state", "", "keep approvals and the audit log in `dir`/store.db (default: in memory)")
	useWorkers := fs.Bool("worker", false, "run each script in a worker process")
	if err := fs.Parse(e.Args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	prompt := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if prompt == "" {
		fs.Usage()
		return 2
	}
	key := lookup(e.Environ, "ANTHROPIC_API_KEY")
	if key == "" {
		fmt.Fprintln(e.Stderr, "agent: set ANTHROPIC_API_KEY")
		return 2
	}
	base := *baseURL
	if base == "" {
		base = lookup(e.Environ, "ANTHROPIC_BASE_URL")
	}
	if base == "" {
		base = "https://api.anthropic.com"
	}

	opts := &tis.Options{
		ConfigPath: e.abs(*configPath),
		Environ:    without(e.Environ, "ANTHROPIC_API_KEY"),
		Dir:        e.Dir,
		StateDir:   e.abs(*stateDir),
		Ask:        newTerminal(e.Stdin, e.Stderr).ask,
		Logger:     slog.New(slog.NewTextHandler(e.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
		Name:       "tis-example-agent",
	}
	if *useWorkers {
		opts.Worker = &tis.Worker{}
	}
	host, err := tis.New(ctx, opts)
	if err != nil {
		fmt.Fprintf(e.Stderr, "agent: %v\n", err)
		return 1
	}
	defer host.Close()
	sess, err := host.Session(ctx, *sessionID)
	if err != nil {
		fmt.Fprintf(e.Stderr, "agent: %v\n", err)
		return 1
	}
	backoff := e.Backoff
	if backoff == 0 {
		backoff = time.Second
	}
	a := &agent{
		api:   &client{BaseURL: base, Key: key, HTTP: e.HTTP, Retries: 3, Backoff: backoff},
		model: *model, maxTokens: *maxTokens, maxTurns: *maxTurns,
		sess: sess, log: e.Stderr, answer: e.Stdout,
	}
	if err := a.run(ctx, prompt); err != nil {
		fmt.Fprintf(e.Stderr, "agent: %v\n", err)
		return 1
	}
	return 0
}

// abs resolves a path given on the command line against the working
// directory.
func (e *env) abs(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(e.Dir, p)
}

// lookup returns a variable of an environment ("" when unset).
func lookup(environ []string, name string) string {
	v := ""
	for _, kv := range environ {
		if k, val, ok := strings.Cut(kv, "="); ok && k == name {
			v = val
		}
	}
	return v
}

// without returns the environment less one variable.
func without(environ []string, name string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		if k, _, _ := strings.Cut(kv, "="); k != name {
			out = append(out, kv)
		}
	}
	return out
}

// terminal asks the person at the terminal about calls that need
// approval: the question on w, the answer one line of r. One question is
// asked at a time.
type terminal struct {
	r io.Reader
	w io.Writer

	start sync.Once
	lines chan string   // the lines of r; closed at its end
	turn  chan struct{} // held while a question is asked
}

func newTerminal(r io.Reader, w io.Writer) *terminal {
	return &terminal{r: r, w: w, lines: make(chan string), turn: make(chan struct{}, 1)}
}

// ask is the host's Ask callback (tis.AskFunc).
func (t *terminal) ask(ctx context.Context, q *tis.Question) (tis.AnswerKind, error) {
	select {
	case t.turn <- struct{}{}:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	defer func() { <-t.turn }()
	// r is read only once a question is asked.
	t.start.Do(func() { go t.read() })
	input, _ := json.Marshal(q.Input)
	why := q.Message
	if why == "" {
		why = "it may change something"
	}
	fmt.Fprintf(t.w, "\n%s %s\n  needs your approval: %s\n  allow it? y: once, a: always in this session, n: deny, anything else: not now > ",
		q.Tool, input, why)
	select {
	case line, ok := <-t.lines:
		if !ok {
			fmt.Fprintln(t.w, "(no answer)")
			return "", nil
		}
		switch strings.ToLower(strings.TrimSpace(line)) {
		case "y", "yes":
			return tis.Once, nil
		case "a", "always":
			return tis.Always, nil
		case "n", "no":
			return tis.Deny, nil
		}
		return "", nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (t *terminal) read() {
	sc := bufio.NewScanner(t.r)
	for sc.Scan() {
		t.lines <- sc.Text()
	}
	close(t.lines)
}
