package policy

import "fmt"

// Action is what policy says about a call. The constants are ordered by
// strictness: Deny is stricter than Ask, Ask stricter than Allow, so the
// stricter of two actions is the larger one. The zero Action is not an
// action; in [Options] it means "the default" (Ask).
type Action int

// The actions, least strict first.
const (
	// Allow: the call runs without asking.
	Allow Action = iota + 1
	// Ask: the call needs a person's answer first (needs_approval).
	Ask
	// Deny: the call is refused (denied).
	Deny
)

// String returns "allow", "ask" or "deny".
func (a Action) String() string {
	switch a {
	case Allow:
		return "allow"
	case Ask:
		return "ask"
	case Deny:
		return "deny"
	}
	return fmt.Sprintf("action(%d)", int(a))
}

// ParseAction parses "allow", "ask" or "deny".
func ParseAction(s string) (Action, error) {
	switch s {
	case "allow":
		return Allow, nil
	case "ask":
		return Ask, nil
	case "deny":
		return Deny, nil
	}
	return 0, fmt.Errorf("unknown action %q (want allow, ask or deny)", s)
}

// Stricter returns the stricter of a and b.
func Stricter(a, b Action) Action {
	if b > a {
		return b
	}
	return a
}
