package tis_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/pgtest"
	"github.com/toolsinshell/tis/store"
)

// TestAnswerElsewhereEndsTheWait: a script waiting for the person's
// answer (Options.Ask) goes on when the request is answered through
// another host sharing the store (tsrun --answer, another replica), and
// the question is withdrawn.
func TestAnswerElsewhereEndsTheWait(t *testing.T) {
	answerElsewhere(t, filepath.Join(t.TempDir(), "tis.db"))
}

// TestStorePostgresAnswerElsewhereEndsTheWait: the same on PostgreSQL
// (LISTEN/NOTIFY).
func TestStorePostgresAnswerElsewhereEndsTheWait(t *testing.T) {
	answerElsewhere(t, pgtest.Schema(t))
}

func answerElsewhere(t *testing.T, storePath string) {
	ctx := context.Background()
	var withdrawn atomic.Bool
	asker, err := tis.New(ctx, &tis.Options{StorePath: storePath, Ask: func(ctx context.Context, q *tis.Question) (store.AnswerKind, error) {
		<-ctx.Done() // the person never answers here
		withdrawn.Store(true)
		return "", ctx.Err()
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer asker.Close()
	other, err := tis.New(ctx, &tis.Options{StorePath: storePath})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	for _, tt := range []struct{ name, script string }{
		{"before the script starts", "tools github delete-branch repo=acme/api branch=chi-router >/dev/null && echo deleted"},
		{"while the script runs", "b=$(echo made-here); tools github create-branch repo=acme/api branch=made-here >/dev/null; " +
			"tools github delete-branch repo=acme/api branch=$b >/dev/null && echo deleted"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			withdrawn.Store(false)
			session := strings.ReplaceAll(tt.name, " ", "-")
			s, err := asker.Session(ctx, session)
			if err != nil {
				t.Fatal(err)
			}
			go func() {
				for {
					pending, err := other.Pending(ctx, session)
					if err != nil {
						t.Error(err)
						return
					}
					if len(pending) == 1 {
						if err := other.Answer(ctx, pending[0].ID, tis.Answer{Kind: tis.Once, By: "elsewhere"}); err != nil {
							t.Error(err)
						}
						return
					}
					time.Sleep(10 * time.Millisecond)
				}
			}()
			res, err := s.Run(ctx, tt.script, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Stdout != "deleted\n" {
				t.Fatalf("the script did not go on after the answer given elsewhere: %q %q %+v", res.Stdout, res.Stderr, res.Report)
			}
			if !withdrawn.Load() {
				t.Error("the question to the person was not withdrawn")
			}
		})
	}
}
