package cli

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/runtime"
)

// hostFlags are the flags that build a host, shared by tsrun and tsserve:
// the configuration, the store, the limits of each script.
type hostFlags struct {
	config, serverLog, store string
	storeFile                string
	inProcess                bool
	timeout                  time.Duration
	maxCmds, maxCalls        int
	maxJobs                  int
	maxFiles, maxDepth       int
	maxOut, maxFile, maxFS   int64
	maxMem, maxBuf           int64
	maxResult                int64
	allow                    multiFlag
}

// define defines the flags; what names what a limit bounds ("the
// script", "each script").
func (o *hostFlags) define(fs *flag.FlagSet, what string) {
	d := runtime.DefaultLimits
	fs.StringVar(&o.config, "config", "", "the configuration `FILE` (mcpServers, rules, hooks, approvals, limits, webFetch); none: the built-in example server")
	fs.DurationVar(&o.timeout, "timeout", d.Timeout, "wall-clock time limit of "+what)
	fs.IntVar(&o.maxCmds, "max-commands", d.MaxCommands, "limit on the simple commands "+what+" runs (-1: none)")
	o.maxOut, o.maxFile, o.maxFS, o.maxMem, o.maxBuf = int64(d.MaxOutputBytes), d.MaxFileBytes, d.MaxTotalBytes, d.MaxMemoryBytes, d.MaxBufferBytes
	fs.Var(sizeFlag{&o.maxOut}, "max-output", "bytes of stdout and of stderr kept, head and tail (`SIZE`: 1048576, 64KiB, 1MiB)")
	fs.Var(sizeFlag{&o.maxFile}, "max-file-bytes", "size limit of one file (`SIZE`)")
	fs.Var(sizeFlag{&o.maxFS}, "max-fs-bytes", "size limit of all files (`SIZE`)")
	fs.Var(sizeFlag{&o.maxMem}, "max-memory", "memory limit of "+what+" (`SIZE`, e.g. 256MiB; -1: none)")
	fs.Var(sizeFlag{&o.maxBuf}, "max-buffer", "bytes one command may hold in memory at once (`SIZE`)")
	fs.IntVar(&o.maxJobs, "max-jobs", d.MaxJobs, "background jobs and pipeline stages running at once")
	fs.IntVar(&o.maxFiles, "max-files", d.MaxFiles, "limit on the files and directories of the session")
	fs.IntVar(&o.maxDepth, "max-depth", d.MaxDepth, "limit on how many directory levels deep a file may be")
	fs.IntVar(&o.maxCalls, "max-calls", 50, "tool calls allowed per script (-1: none)")
	o.maxResult = tis.DefaultMaxResultBytes
	fs.Var(sizeFlag{&o.maxResult}, "max-result", "result budget: bytes of the result of "+what+" a model reads, output and report; past it the head and tail, and one line naming the session file /results/<script-id>/stdout (stderr, report.json) that holds all of it (`SIZE`; -1: none)")
	fs.StringVar(&o.serverLog, "server-log", "", "append what stdio MCP servers write on stderr to `FILE`")
	fs.StringVar(&o.store, "store", "", "the approval store: a SQLite `FILE` or a postgres:// URL; default: --store-file, else $TIS_STORE, else approvals.store of the configuration, else $XDG_STATE_HOME/tis/store.db")
	fs.StringVar(&o.storeFile, "store-file", "", "read the approval store (a postgres:// URL with its password, or a SQLite file) from `FILE`, which keeps it off the command line")
	fs.BoolVar(&o.inProcess, "in-process", false, "run scripts in this process rather than in worker processes (faster to start; a script that crashes the interpreter takes the command with it)")
	fs.Var(&o.allow, "fetch-allow", "a `HOST` web-fetch may reach, e.g. example.com, *.example.com or 127.0.0.1:8080 (repeatable)")
}

// options are the host options the flags give; set names the flags the
// command line set (the others leave the configuration's limits).
func (o *hostFlags) options(env Env, set map[string]bool, name string) (*tis.Options, error) {
	opts := &tis.Options{Environ: env.Environ, Dir: env.Dir, ConfigPath: env.abs(o.config), StateDir: env.stateDir(),
		FetchAllow: o.allow, FetchHint: "with " + name + " --fetch-allow or webFetch.allowHosts in the configuration",
		Name: name, Version: Version()}
	if !o.inProcess {
		opts.Worker = &tis.Worker{}
	}
	l := &opts.Limits
	pick := func(flag string, f func()) {
		if set[flag] {
			f()
		}
	}
	pick("timeout", func() { l.Timeout = o.timeout })
	pick("max-commands", func() { l.MaxCommands = o.maxCmds })
	pick("max-output", func() { l.MaxOutputBytes = int(o.maxOut) })
	pick("max-file-bytes", func() { l.MaxFileBytes = o.maxFile })
	pick("max-fs-bytes", func() { l.MaxTotalBytes = o.maxFS })
	pick("max-memory", func() { l.MaxMemoryBytes = o.maxMem })
	pick("max-buffer", func() { l.MaxBufferBytes = o.maxBuf })
	pick("max-jobs", func() { l.MaxJobs = o.maxJobs })
	pick("max-files", func() { l.MaxFiles = o.maxFiles })
	pick("max-depth", func() { l.MaxDepth = o.maxDepth })
	pick("max-calls", func() { l.MaxCalls = o.maxCalls })
	pick("max-result", func() { l.MaxResultBytes = int(o.maxResult) })
	if o.serverLog != "" {
		f, err := os.OpenFile(env.abs(o.serverLog), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return nil, err
		}
		opts.ServerStderr = f // closed with the process
	}
	if err := o.openStore(env, opts, name); err != nil {
		return nil, err
	}
	return opts, nil
}

// openStore picks the store: --store, --store-file, $TIS_STORE, else the configuration's or the
// state directory's (the host opens those). When the state directory
// cannot be used, answers live in memory for this process and a note
// says so.
func (o *hostFlags) openStore(env Env, opts *tis.Options, name string) error {
	where := o.store
	switch {
	case where != "":
	case o.storeFile != "":
		b, err := os.ReadFile(env.abs(o.storeFile))
		if err != nil {
			return fmt.Errorf("--store-file: %v", err)
		}
		if where = strings.TrimSpace(string(b)); where == "" || strings.ContainsAny(where, "\n\r") {
			return fmt.Errorf("--store-file %s: want one line, a postgres:// URL or a SQLite file's path", o.storeFile)
		}
	default:
		where = strings.TrimSpace(env.Getenv("TIS_STORE"))
	}
	if where != "" {
		opts.StorePath = env.storeAbs(where) // the host opens it and closes it
		return nil
	}
	if opts.StateDir == "" {
		return nil
	}
	if err := os.MkdirAll(opts.StateDir, 0o700); err != nil {
		fmt.Fprintf(env.Stderr, "%s: note: no approval store at %q; approvals last for this process only (use --store)\n",
			name, filepath.Join(opts.StateDir, "store.db"))
		opts.StateDir = ""
	}
	return nil
}
