package toolerr

import (
	"fmt"
	"strings"
	"testing"
)

// TestNoAnswer: a call sent that got no answer is unavailable, never
// retryable, says it may have run, and is found through wrapping; other
// unavailable errors are not.
func TestNoAnswer(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		mayHaveRun bool
		json       string
	}{
		{"no answer", NoAnswer("x did not answer in time"), true,
			`{"error":{"code":"unavailable","message":"x did not answer in time` + sentNote + `","retryable":false}}`},
		{"wrapped", fmt.Errorf("step: %w", NoAnswer("x")), true, ""},
		{"could not start", Unavailable("x cannot start", true), false,
			`{"error":{"code":"unavailable","message":"x cannot start","retryable":true}}`},
		{"another code", Tool("it failed"), false, ""},
		{"nil", nil, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MayHaveRun(tt.err); got != tt.mayHaveRun {
				t.Errorf("MayHaveRun = %v, want %v", got, tt.mayHaveRun)
			}
			if tt.json != "" {
				if got := string(JSON(tt.err)); got != tt.json {
					t.Errorf("JSON = %s\nwant   %s", got, tt.json)
				}
			}
			if tt.mayHaveRun && !strings.Contains(tt.err.Error(), "may have run") {
				t.Errorf("message %q does not say the call may have run", tt.err)
			}
		})
	}
}
