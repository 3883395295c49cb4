package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/runtime/vfs"
	"github.com/toolsinshell/tis/store"
)

// defaultSession is the session approvals belong to without --session.
const defaultSession = "default"

// storePath picks the approval store: the flag, the configuration's
// approvals.store (relative to the file), or the user's state directory.
func storePath(flagPath string, cfg *config.Config) string {
	if flagPath != "" {
		return flagPath
	}
	if cfg != nil && cfg.Approvals != nil && cfg.Approvals.Store != "" {
		p := cfg.Approvals.Store
		if !filepath.IsAbs(p) && cfg.Path != "" {
			p = filepath.Join(filepath.Dir(cfg.Path), p)
		}
		return p
	}
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "tis", "store.db")
}

// openStore opens the approval store. When the default place cannot be
// used (no home directory), answers live in memory for this run only and
// a note says so.
func openStore(path string, explicit bool, stderr io.Writer) (*store.SQLite, error) {
	if path != "" {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err == nil || explicit {
			s, err := store.Open(path)
			if err == nil || explicit {
				return s, err
			}
		}
	}
	fmt.Fprintf(stderr, "tsrun: note: no approval store at %q; approvals last for this run only (use --store)\n", path)
	return store.OpenMemory()
}

// scriptID names one run in the audit log.
func scriptID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return time.Now().UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b)
}

// restoreSession loads a session's files into fs and loads the
// on-demand servers it had loaded.
func restoreSession(ctx context.Context, st store.Store, id string, fs *vfs.FS, sources []catalog.Source) error {
	state, ok, err := st.LoadSession(ctx, id)
	if err != nil || !ok {
		return err
	}
	entries := make([]vfs.Entry, len(state.Files))
	for i, f := range state.Files {
		entries[i] = vfs.Entry{Path: f.Path, Dir: f.Dir, Mode: os.FileMode(f.Mode), ModTime: f.ModTime, Data: f.Data, Link: f.Link}
	}
	if err := fs.Restore(entries); err != nil {
		return fmt.Errorf("restoring session %s: %w", id, err)
	}
	for _, s := range sources {
		if l, ok := s.(catalog.Lazy); ok && !l.Loaded() {
			for _, name := range state.Servers {
				if name == s.Info().Name {
					_, _ = s.Tools(ctx) // a server that fails now is reported by the script's calls
				}
			}
		}
	}
	return nil
}

// saveSession stores a session's files and its loaded on-demand servers.
func saveSession(ctx context.Context, st store.Store, id string, fs *vfs.FS, sources []catalog.Source) error {
	var state store.SessionState
	for _, e := range fs.Snapshot() {
		state.Files = append(state.Files, store.FileEntry{Path: e.Path, Dir: e.Dir, Mode: uint32(e.Mode), ModTime: e.ModTime, Data: e.Data, Link: e.Link})
	}
	for _, s := range sources {
		if _, lazy := s.(catalog.Lazy); lazy && s.(catalog.Lazy).Loaded() {
			state.Servers = append(state.Servers, s.Info().Name)
		}
	}
	return st.SaveSession(ctx, id, state)
}

// approvals runs --pending and --answer.
func approvals(ctx context.Context, st store.Store, session string, pending bool, answer string, stdout, stderr io.Writer) int {
	if answer != "" {
		id, kind, ok := strings.Cut(answer, "=")
		if !ok {
			id, kind, ok = strings.Cut(answer, ":")
		}
		k, err := store.ParseAnswerKind(kind)
		if !ok || err != nil {
			fmt.Fprintf(stderr, "tsrun: --answer %q: want ID=once, ID=always or ID=deny\n", answer)
			return 2
		}
		if err := st.Answer(ctx, id, store.Answer{Kind: k, By: os.Getenv("USER")}); err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrAnswered) {
				return 1
			}
			return 2
		}
		fmt.Fprintf(stdout, "%s: %s\n", id, k)
		return 0
	}
	reqs, err := st.Pending(ctx, session)
	if err != nil {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}
	for _, r := range reqs {
		b, _ := json.Marshal(struct {
			ID          string          `json:"id"`
			Session     string          `json:"session"`
			Tool        string          `json:"tool"`
			Input       json.RawMessage `json:"input"`
			Message     string          `json:"message,omitempty"`
			Line        int             `json:"line,omitempty"`
			BeforeStart bool            `json:"before_start"`
		}{r.ID, r.Session, r.Tool, json.RawMessage(r.Input), r.Message, r.Line, r.BeforeStart})
		fmt.Fprintf(stdout, "%s\n", b)
	}
	return 0
}
