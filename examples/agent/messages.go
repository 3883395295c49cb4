package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The Anthropic Messages API, as much of it as a tool-use loop needs,
// over plain net/http and encoding/json.

// apiVersion is the anthropic-version header every request carries.
const apiVersion = "2023-06-01"

// maxResponseBytes bounds the body of one response.
const maxResponseBytes = 32 << 20

// request is the body of POST /v1/messages.
type request struct {
	Model     string           `json:"model"`
	MaxTokens int              `json:"max_tokens"`
	System    string           `json:"system,omitempty"`
	Tools     []map[string]any `json:"tools,omitempty"`
	Messages  []message        `json:"messages"`
}

// message is one turn of the conversation. Content holds blocks: the
// assistant's as the API returned them (json.RawMessage, sent back
// unchanged), the user's as the types below.
type message struct {
	Role    string `json:"role"`
	Content []any  `json:"content"`
}

// response is the API's answer: the assistant's turn.
type response struct {
	ID         string            `json:"id"`
	Model      string            `json:"model"`
	Content    []json.RawMessage `json:"content"`
	StopReason string            `json:"stop_reason"`
	Usage      struct {
		InputTokens  int `json:"input_tokens"`
		OutputTokens int `json:"output_tokens"`
	} `json:"usage"`
}

// block is the part of a content block the loop reads: a text block or
// a tool_use block (other kinds, such as thinking, are only sent back).
type block struct {
	Type  string          `json:"type"`
	Text  string          `json:"text,omitempty"`
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name,omitempty"`
	Input json.RawMessage `json:"input,omitempty"`
}

// textBlock is a text content block.
type textBlock struct {
	Type string `json:"type"` // "text"
	Text string `json:"text"`
}

func newText(s string) textBlock { return textBlock{Type: "text", Text: s} }

// imageBlock is an image content block with its data inline.
type imageBlock struct {
	Type   string      `json:"type"` // "image"
	Source imageSource `json:"source"`
}

type imageSource struct {
	Type      string `json:"type"` // "base64"
	MediaType string `json:"media_type"`
	Data      []byte `json:"data"` // encoding/json writes []byte as base64
}

// imageTypes are the media types the API takes in an image block.
var imageTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true}

func newImage(mediaType string, data []byte) imageBlock {
	return imageBlock{Type: "image", Source: imageSource{Type: "base64", MediaType: mediaType, Data: data}}
}

// toolResult answers one tool_use block.
type toolResult struct {
	Type      string `json:"type"` // "tool_result"
	ToolUseID string `json:"tool_use_id"`
	Content   []any  `json:"content"`
	IsError   bool   `json:"is_error,omitempty"`
}

// apiError is an error response of the API.
type apiError struct {
	Status    int
	Type      string // "overloaded_error", "invalid_request_error", ...
	Message   string
	RequestID string
}

func (e *apiError) Error() string {
	msg := fmt.Sprintf("messages API: %d %s: %s", e.Status, e.Type, e.Message)
	if e.RequestID != "" {
		msg += " (request " + e.RequestID + ")"
	}
	return msg
}

// client posts to the Messages API.
type client struct {
	BaseURL string // "https://api.anthropic.com"
	Key     string
	HTTP    *http.Client
	// Retries is how many times a request the API could not take now
	// (429, 5xx, 529 overloaded, or no connection) is sent again.
	Retries int
	// Backoff is the wait before the first retry, doubled each time,
	// unless the response says (retry-after).
	Backoff time.Duration
}

// create sends one request and returns the assistant's turn.
func (c *client) create(ctx context.Context, req *request) (*response, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("encoding the request: %w", err)
	}
	wait := c.Backoff
	for attempt := 0; ; attempt++ {
		resp, retryAfter, err := c.post(ctx, body)
		if err == nil {
			return resp, nil
		}
		if attempt >= c.Retries || !retryable(err) || ctx.Err() != nil {
			return nil, err
		}
		d := wait
		if retryAfter > 0 {
			d = min(retryAfter, time.Minute)
		}
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		wait *= 2
	}
}

// post sends the request once; retryAfter is what the response asked
// for, when it failed.
func (c *client) post(ctx context.Context, body []byte) (*response, time.Duration, error) {
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(c.BaseURL, "/")+"/v1/messages", bytes.NewReader(body))
	if err != nil {
		return nil, 0, err
	}
	hreq.Header.Set("content-type", "application/json")
	hreq.Header.Set("x-api-key", c.Key)
	hreq.Header.Set("anthropic-version", apiVersion)
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	hresp, err := hc.Do(hreq)
	if err != nil {
		return nil, 0, &netError{err}
	}
	defer hresp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(hresp.Body, maxResponseBytes+1))
	if err != nil {
		return nil, 0, &netError{err}
	}
	if len(data) > maxResponseBytes {
		return nil, 0, fmt.Errorf("messages API: response larger than %d bytes", maxResponseBytes)
	}
	if hresp.StatusCode != http.StatusOK {
		e := &apiError{Status: hresp.StatusCode, Type: "error", Message: strings.TrimSpace(string(data)), RequestID: hresp.Header.Get("request-id")}
		var body struct {
			Error struct {
				Type    string `json:"type"`
				Message string `json:"message"`
			} `json:"error"`
		}
		if json.Unmarshal(data, &body) == nil && body.Error.Type != "" {
			e.Type, e.Message = body.Error.Type, body.Error.Message
		}
		var after time.Duration
		if s, err := strconv.Atoi(hresp.Header.Get("retry-after")); err == nil && s > 0 {
			after = time.Duration(s) * time.Second
		}
		return nil, after, e
	}
	var resp response
	if err := json.Unmarshal(data, &resp); err != nil {
		return nil, 0, fmt.Errorf("messages API: decoding the response: %w", err)
	}
	return &resp, 0, nil
}

// netError is a request that got no response.
type netError struct{ err error }

func (e *netError) Error() string { return "messages API: " + e.err.Error() }
func (e *netError) Unwrap() error { return e.err }

// retryable reports whether sending the request again may succeed.
func retryable(err error) bool {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae.Status == http.StatusTooManyRequests || ae.Status >= 500
	}
	var ne *netError
	return errors.As(err, &ne)
}
