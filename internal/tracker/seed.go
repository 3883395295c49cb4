package tracker

import (
	"strings"
	"time"
)

// The seed: three repositories of a small company, with issues, pull
// requests, comments and branches that hang together (pull requests
// fix issues, heads are branches, merged heads are gone). Every time is
// fixed, so every output is reproducible.

// seedEnd is the clock's start: writes are stamped one minute apart after
// it.
var seedEnd = time.Date(2026, 3, 20, 9, 0, 0, 0, time.UTC)

type seedComment struct {
	author, at, body string
}

type seedItem struct {
	pull      bool
	title     string
	body      string
	author    string
	state     string // open, closed, merged
	labels    []string
	assignees []string
	created   string // RFC 3339
	updated   string // RFC 3339; "" means created
	closed    string // RFC 3339, for closed and merged items
	comments  []seedComment

	draft      bool
	mergeable  string // "true", "false" or "" (null)
	head, base string
}

type seedRepo struct {
	name        string
	description string
	branches    []string // besides main
	items       []seedItem
}

var seedRepos = []seedRepo{
	{
		name:        "acme/api",
		description: "Orders and payments HTTP API (Go)",
		branches:    []string{"chi-router", "cursor-pagination", "dependabot/go_modules/golang.org/x/net-0.62.0", "fix-flaky-webhook-test", "fix-rate-limit-429", "release-1.4"},
		items: []seedItem{
			{ // 1
				title: "Add a health check endpoint", author: "priya-s", state: "closed",
				body:    "The load balancer needs an endpoint that returns 200 when the service and its database are up.",
				labels:  []string{"enhancement"},
				created: "2026-01-12T10:04:00Z", closed: "2026-01-15T16:40:00Z",
			},
			{ // 2
				pull: true, title: "Add /healthz endpoint", author: "mlee", state: "merged",
				body:    "Adds GET /healthz that pings the database with a 2s timeout.\n\nCloses #1",
				labels:  []string{"enhancement"},
				created: "2026-01-13T09:30:00Z", closed: "2026-01-15T16:40:00Z",
				mergeable: "true", head: "add-healthz", base: "main",
			},
			{ // 3
				title: "Rate limiter returns 500 instead of 429", author: "jkovacs", state: "open",
				body:      "When a client goes over its quota the API answers 500 Internal Server Error. It should be 429 Too Many Requests with a Retry-After header.\n\nSteps: send 101 requests in a minute with the same API key.",
				labels:    []string{"bug"},
				assignees: []string{"mlee"},
				created:   "2026-02-02T14:21:00Z", updated: "2026-02-05T11:02:00Z",
				comments: []seedComment{
					{"mlee", "2026-02-03T08:15:00Z", "Reproduced. The limiter's error is not mapped in the error middleware, so it falls through to 500."},
					{"jkovacs", "2026-02-05T11:02:00Z", "Thanks! Our mobile client retries on 500 immediately, which makes it worse."},
				},
			},
			{ // 4
				title: "Document the pagination parameters", author: "ana-r", state: "open",
				body:    "page and per_page are not in the OpenAPI spec, and the maximum per_page (100) is not written anywhere.",
				labels:  []string{"docs"},
				created: "2026-02-04T09:00:00Z",
			},
			{ // 5
				pull: true, title: "Experiment: switch router to chi", author: "tomasz", state: "closed",
				body:    "Trying chi instead of the hand-written mux. Benchmarks were not better, closing.",
				created: "2026-02-06T13:10:00Z", closed: "2026-02-10T10:00:00Z",
				mergeable: "true", head: "chi-router", base: "main",
				comments: []seedComment{
					{"tomasz", "2026-02-10T10:00:00Z", "No measurable gain; closing in favour of keeping the standard library mux."},
				},
			},
			{ // 6
				title: "Cursor-based pagination for /v1/orders", author: "priya-s", state: "open",
				body:      "Offset pagination skips and repeats orders while new ones arrive. Add an opaque cursor (after=) and keep page/per_page working for a release.",
				labels:    []string{"enhancement"},
				assignees: []string{"priya-s"},
				created:   "2026-02-11T15:45:00Z",
			},
			{ // 7
				pull: true, title: "Return 429 with Retry-After from the rate limiter", author: "mlee", state: "open",
				body:    "Maps limiter.ErrLimited to 429 and sets Retry-After from the bucket's refill time. Adds a test.\n\nFixes #3",
				labels:  []string{"bug"},
				created: "2026-02-12T10:30:00Z", updated: "2026-02-13T09:12:00Z",
				mergeable: "true", head: "fix-rate-limit-429", base: "main",
				comments: []seedComment{
					{"jkovacs", "2026-02-13T09:12:00Z", "Looks good to me. Can we also log the key that hit the limit?"},
				},
			},
			{ // 8
				title: "Flaky test: TestOrderWebhookRetry", author: "tomasz", state: "open",
				body:    "Fails about 1 run in 20 on CI with \"expected 3 attempts, got 2\". It sleeps 100ms and races the retry timer.",
				labels:  []string{"bug", "flaky-test"},
				created: "2026-02-18T08:05:00Z",
			},
			{ // 9
				pull: true, title: "WIP: cursor pagination for orders", author: "priya-s", state: "open",
				body:    "First cut of #6. Still missing: cursor encoding, docs.",
				labels:  []string{"enhancement"},
				created: "2026-02-20T16:00:00Z",
				draft:   true, head: "cursor-pagination", base: "main",
			},
			{ // 10
				title: "Upgrade to Go 1.26", author: "mlee", state: "closed",
				body:    "Go 1.26 is out; update go.mod, CI images and the Dockerfile.",
				labels:  []string{"chore"},
				created: "2026-02-24T09:00:00Z", closed: "2026-02-26T12:30:00Z",
			},
			{ // 11
				pull: true, title: "Bump golang.org/x/net from 0.61.0 to 0.62.0", author: "dependabot[bot]", state: "open",
				body:      "Bumps golang.org/x/net from 0.61.0 to 0.62.0.",
				labels:    []string{"dependencies"},
				created:   "2026-03-02T06:00:00Z",
				mergeable: "true", head: "dependabot/go_modules/golang.org/x/net-0.62.0", base: "main",
			},
			{ // 12
				pull: true, title: "Fix flaky TestOrderWebhookRetry with a fake clock", author: "tomasz", state: "open",
				body:    "Replaces the sleep with a fake clock so the retry timer is driven by the test.\n\nFixes #8",
				labels:  []string{"bug", "flaky-test"},
				created: "2026-03-05T11:20:00Z", updated: "2026-03-09T10:00:00Z",
				mergeable: "false", head: "fix-flaky-webhook-test", base: "main",
				comments: []seedComment{
					{"mlee", "2026-03-09T10:00:00Z", "This conflicts with the webhook refactor that landed on main; can you rebase?"},
				},
			},
			{ // 13
				title: "Log request IDs in access logs", author: "ana-r", state: "open",
				body:    "Support asks for the X-Request-ID of failing calls, but the access log does not have it.",
				labels:  []string{"enhancement", "good first issue"},
				created: "2026-03-10T13:37:00Z",
			},
		},
	},
	{
		name:        "acme/web",
		description: "Customer web app (TypeScript, React)",
		branches:    []string{"dark-mode", "order-history", "tailwind-experiment"},
		items: []seedItem{
			{ // 1
				title: "Checkout button misaligned on Safari", author: "ana-r", state: "open",
				body:      "On Safari 19 the Pay button overlaps the total on narrow screens.",
				labels:    []string{"bug"},
				assignees: []string{"jkovacs"},
				created:   "2026-01-20T10:00:00Z",
			},
			{ // 2
				pull: true, title: "Migrate the build to Vite", author: "jkovacs", state: "merged",
				body:    "Replaces webpack with Vite; dev server starts in under a second.",
				created: "2026-01-22T09:00:00Z", closed: "2026-01-28T15:00:00Z",
				mergeable: "true", head: "vite", base: "main",
			},
			{ // 3
				title: "Dark mode", author: "priya-s", state: "open",
				body:    "Follow the system setting and offer a toggle in the account menu.",
				labels:  []string{"enhancement"},
				created: "2026-01-30T12:00:00Z",
				comments: []seedComment{
					{"ana-r", "2026-02-01T09:30:00Z", "Design has the colour tokens ready in Figma."},
				},
			},
			{ // 4
				pull: true, title: "Add a dark mode toggle", author: "ana-r", state: "open",
				body:      "Adds a theme toggle in the account menu and dark colour tokens.\n\nCloses #3",
				labels:    []string{"enhancement"},
				assignees: []string{"ana-r"},
				created:   "2026-02-09T14:00:00Z",
				mergeable: "true", head: "dark-mode", base: "main",
			},
			{ // 5
				title: "Broken link in the footer", author: "tomasz", state: "closed",
				body:    "\"Status\" in the footer points to a page that no longer exists.",
				labels:  []string{"bug"},
				created: "2026-02-10T08:00:00Z", closed: "2026-02-10T17:00:00Z",
			},
			{ // 6
				title: "Paginate the order history", author: "priya-s", state: "open",
				body:    "Customers with hundreds of orders wait seconds for the page. Needs the API's cursor pagination (acme/api#6).",
				labels:  []string{"enhancement"},
				created: "2026-02-12T11:00:00Z",
			},
			{ // 7
				pull: true, title: "Order history page with infinite scroll", author: "priya-s", state: "open",
				body:    "Draft until acme/api#9 lands.",
				labels:  []string{"enhancement"},
				created: "2026-02-21T10:00:00Z",
				draft:   true, head: "order-history", base: "main",
			},
			{ // 8
				title: "Upgrade to React 19", author: "jkovacs", state: "open",
				body:    "Blocked on the date picker library.",
				labels:  []string{"chore"},
				created: "2026-02-25T09:00:00Z",
			},
			{ // 9
				pull: true, title: "Try Tailwind for the account pages", author: "tomasz", state: "closed",
				body:    "Experiment; not going ahead for now.",
				created: "2026-03-01T10:00:00Z", closed: "2026-03-04T10:00:00Z",
				mergeable: "false", head: "tailwind-experiment", base: "main",
			},
			{ // 10
				title: "Accessibility score dropped to 78", author: "ana-r", state: "open",
				body:    "Lighthouse reports missing labels on the address form and low contrast on disabled buttons.",
				labels:  []string{"bug", "accessibility"},
				created: "2026-03-06T15:00:00Z",
			},
			{ // 11
				title: "Add an end-to-end test for checkout", author: "mlee", state: "open",
				body:    "Cover the happy path and a declined card with Playwright.",
				labels:  []string{"enhancement", "good first issue"},
				created: "2026-03-11T09:00:00Z",
			},
		},
	},
	{
		name:        "acme/docs",
		description: "Public developer documentation",
		branches:    []string{"healthz-docs", "quickstart-auth-header", "rate-limits-page"},
		items: []seedItem{
			{ // 1
				title: "Quickstart still uses the X-Api-Key header", author: "jkovacs", state: "open",
				body:    "Since v1.3 the API takes Authorization: Bearer <key>; the quickstart shows the old header.",
				labels:  []string{"docs", "bug"},
				created: "2026-01-25T10:00:00Z",
			},
			{ // 2
				pull: true, title: "Update the quickstart for the Authorization header", author: "ana-r", state: "open",
				body:      "Fixes #1",
				labels:    []string{"docs"},
				created:   "2026-01-27T09:00:00Z",
				mergeable: "true", head: "quickstart-auth-header", base: "main",
			},
			{ // 3
				title: "Add a page on rate limits", author: "mlee", state: "open",
				body:    "Explain quotas, the 429 response and Retry-After once acme/api#7 is merged.",
				labels:  []string{"docs"},
				created: "2026-02-13T10:00:00Z",
			},
			{ // 4
				title: "Typo in the webhooks guide", author: "tomasz", state: "closed",
				body:    "\"recieve\" in the second paragraph.",
				labels:  []string{"docs"},
				created: "2026-02-14T08:00:00Z", closed: "2026-02-14T12:00:00Z",
			},
			{ // 5
				pull: true, title: "Fix typo in the webhooks guide", author: "tomasz", state: "merged",
				body:    "Closes #4",
				labels:  []string{"docs"},
				created: "2026-02-14T09:00:00Z", closed: "2026-02-14T12:00:00Z",
				mergeable: "true", head: "webhooks-typo", base: "main",
			},
			{ // 6
				title: "Explain cursor pagination", author: "priya-s", state: "open",
				body:    "Document after= and the migration from page/per_page (acme/api#6).",
				labels:  []string{"docs"},
				created: "2026-02-15T10:00:00Z",
			},
			{ // 7
				pull: true, title: "Rate limits page", author: "mlee", state: "open",
				body:    "Draft of #3; waiting for the API change.",
				labels:  []string{"docs"},
				created: "2026-02-16T10:00:00Z",
				draft:   true, head: "rate-limits-page", base: "main",
			},
			{ // 8
				title: "Document the /healthz endpoint", author: "priya-s", state: "open",
				body:    "Operators ask what /healthz checks and what it returns when the database is down.",
				labels:  []string{"docs"},
				created: "2026-03-03T10:00:00Z",
			},
			{ // 9
				title: "Search does not find the webhook pages", author: "ana-r", state: "open",
				body:    "Searching for \"webhook\" returns nothing; the index seems stale.",
				labels:  []string{"bug"},
				created: "2026-03-08T10:00:00Z",
			},
			{ // 10
				pull: true, title: "Document /healthz", author: "priya-s", state: "open",
				body:      "Closes #8",
				labels:    []string{"docs"},
				created:   "2026-03-12T10:00:00Z",
				mergeable: "true", head: "healthz-docs", base: "main",
			},
		},
	},
}

// mustTime parses a seed timestamp; the seed is fixed, so a bad one is a
// programming error caught by the tests.
func mustTime(s string) time.Time {
	if s == "" {
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic("tracker seed: " + err.Error())
	}
	return t
}

// newStore builds a fresh store from the seed.
func newStore() *store {
	s := &store{repos: map[string]*repo{}, clock: seedEnd, nextComment: 3001000001}
	for _, sr := range seedRepos {
		r := &repo{
			name:          sr.name,
			description:   sr.description,
			defaultBranch: "main",
			branches:      map[string]*branch{},
			items:         map[int]*item{},
		}
		for _, b := range append([]string{"main"}, sr.branches...) {
			r.branches[b] = &branch{name: b, sha: s.newSHA(sr.name + ":" + b)}
		}
		for i, si := range sr.items {
			it := &item{
				number:    i + 1,
				pull:      si.pull,
				title:     si.title,
				body:      si.body,
				state:     si.state,
				author:    si.author,
				labels:    cleanList(si.labels),
				assignees: cleanList(si.assignees),
				created:   mustTime(si.created),
				updated:   mustTime(si.updated),
				closed:    mustTime(si.closed),
				draft:     si.draft,
				head:      si.head,
				base:      si.base,
			}
			if it.state == "merged" {
				it.state = "closed"
				it.merged = true
				it.mergedAt = it.closed
				it.mergeCommit = s.newSHA(sr.name + ":merge:" + si.head)
			}
			if si.mergeable != "" {
				m := si.mergeable == "true"
				it.mergeable = &m
			}
			for _, c := range si.comments {
				it.comments = append(it.comments, comment{id: s.nextComment, author: c.author, body: strings.TrimSpace(c.body), created: mustTime(c.at)})
				s.nextComment++
			}
			if it.updated.IsZero() {
				it.updated = it.created
				if !it.closed.IsZero() {
					it.updated = it.closed
				}
			}
			r.items[it.number] = it
		}
		r.next = len(sr.items) + 1
		s.repos[strings.ToLower(sr.name)] = r
	}
	return s
}
