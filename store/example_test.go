package store_test

import (
	"context"
	"fmt"

	"github.com/toolsinshell/tis/store"
)

// A script's call needs approval: the gate raises a request, a human answers
// it once, and the next run of the same call uses the answer up.
func Example() {
	ctx := context.Background()
	st, err := store.OpenMemory()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer st.Close()

	input, _ := store.CanonicalJSON(map[string]any{"repo": "tis", "branch": "fix-x"})
	id, _ := st.Request(ctx, store.ApprovalRequest{
		Session:   "s1",
		Tool:      "tools github delete-branch",
		Canonical: "github.delete_branch",
		Input:     input,
		Reason:    "needs_approval",
	})
	if err := st.Answer(ctx, id, store.Answer{Kind: store.Once, By: "alice"}); err != nil {
		fmt.Println(err)
		return
	}

	// The same input with its keys in another order is the same call.
	for range 2 {
		d, _ := st.Check(ctx, store.Scope{Session: "s1"}, "github.delete_branch", `{"branch": "fix-x", "repo": "tis"}`)
		fmt.Println(input, d)
	}
	// Output:
	// {"branch":"fix-x","repo":"tis"} allowed_once
	// {"branch":"fix-x","repo":"tis"} none
}
