# Build, test and lint Tools in Shell. `make` runs the checks CI runs.
GO ?= go
export CGO_ENABLED ?= 0

.PHONY: all build test race lint fuzz bench bashcheck

all: lint test

build:
	$(GO) build ./...

# The tests that run real MCP servers need node and npm ci in
# testdata/mcp-servers; without them they are skipped, and the last line
# says so.
test:
	$(GO) run ./scripts/tstest ./...

race:
	CGO_ENABLED=1 $(GO) test -race ./...

lint:
	@test -z "$$(gofmt -l .)" || { gofmt -l .; echo "gofmt needed"; exit 1; }
	$(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

# Each fuzz target for a while (FUZZTIME=30s by default).
FUZZTIME ?= 30s
fuzz:
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...
	$(GO) run ./cmd/tsbench

# Check the expected output of golden scripts against the real bash.
bashcheck:
	scripts/bashcheck testdata/scripts/*.txtar
