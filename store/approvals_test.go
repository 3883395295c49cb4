package store

import (
	"testing"
)

func TestParseAnswerKind(t *testing.T) {
	tests := []struct {
		in   string
		want AnswerKind
		ok   bool
	}{
		{"once", Once, true},
		{"always", Always, true},
		{"deny", Deny, true},
		{"Once", "", false},
		{"", "", false},
		{"allow", "", false},
	}
	for _, tt := range tests {
		got, err := ParseAnswerKind(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseAnswerKind(%q) = %q, %v", tt.in, got, err)
		}
	}
}

func TestDecisionString(t *testing.T) {
	tests := []struct {
		d    Decision
		want string
	}{
		{None, "none"}, {Allowed, "allowed"}, {AllowedOnce, "allowed_once"}, {Denied, "denied"}, {Decision(9), "Decision(9)"},
	}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("%d.String() = %q, want %q", int(tt.d), got, tt.want)
		}
	}
}
