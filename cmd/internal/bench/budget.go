package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/config"
)

// PrintTwoMB is a script that prints 2,000,000 bytes: 40,000 numbered
// lines of 50 bytes.
const PrintTwoMB = `awk 'BEGIN { for (i = 0; i < 40000; i++) printf "line %08d %s\n", i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }'`

// BudgetStats is what a model receives for one script's result.
type BudgetStats struct {
	// Budget is the result budget the script ran with (0: none).
	Budget int
	// Bytes is the text a model reads (Result.Text), and Tokens its
	// estimate at 4 bytes a token.
	Bytes, Tokens int
	// Kept is the bytes of the session files that hold the whole
	// (/results/<script-id>/), for the next script to read.
	Kept int
	// Took is the script's wall-clock time, the budget's work included,
	// and After the part of it after the script (Result.Duration): the
	// report, keeping the whole, the cut.
	Took, After time.Duration
}

// ResultBudget runs script in a session of a host with the default
// limits (in this process), without a result budget (budget < 0) or with
// one (0: the default), and measures what a model receives.
func ResultBudget(ctx context.Context, script string, budget int) (*BudgetStats, error) {
	h, err := tis.New(ctx, &tis.Options{Config: &config.Config{}, Limits: tis.Limits{MaxResultBytes: budget}})
	if err != nil {
		return nil, err
	}
	defer h.Close()
	s, err := h.Session(ctx, "budget")
	if err != nil {
		return nil, err
	}
	start := time.Now()
	res, err := s.Run(ctx, script, nil)
	if err != nil {
		return nil, err
	}
	st := &BudgetStats{Took: time.Since(start), Bytes: len(res.Text())}
	st.After = st.Took - res.Duration
	st.Tokens = (st.Bytes + 3) / 4
	if res.ExitCode != 0 {
		return nil, fmt.Errorf("the script failed (%d): %.200s", res.ExitCode, res.Stderr)
	}
	if res.Cut != nil {
		st.Budget = res.Cut.Budget
		for _, f := range res.Cut.Files {
			b, err := s.FS().ReadFile(f)
			if err != nil {
				return nil, err
			}
			st.Kept += len(b)
		}
	}
	return st, nil
}
