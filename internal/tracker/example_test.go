package tracker_test

import (
	"context"
	"fmt"

	"github.com/toolsinshell/tis/internal/tracker"
)

func Example() {
	src := tracker.New(tracker.DefaultName)
	res, err := src.Call(context.Background(), "get_pull", map[string]any{"repo": "acme/api", "number": 7})
	if err != nil {
		panic(err)
	}
	pr := res.Structured.(map[string]any)
	fmt.Println(pr["number"], pr["title"], pr["mergeable"])
	// Output:
	// 7 Return 429 with Retry-After from the rate limiter true
}
