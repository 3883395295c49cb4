package config

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"time"
)

// MarshalJSON writes the duration as a Go duration string ("1m30s").
func (d Duration) MarshalJSON() ([]byte, error) {
	return json.Marshal(d.Duration.String())
}

// UnmarshalJSON reads a Go duration string ("30s", "1m30s", "250ms") or a
// number of seconds (30, 0.5). It accepts negative and zero values; the
// settings that hold a Duration say which values they allow.
func (d *Duration) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return fmt.Errorf("want a duration such as \"30s\", got %s", data)
		}
		v, err := time.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("want a duration such as \"30s\" or \"1m30s\" (or a number of seconds), got %q", s)
		}
		d.Duration = v
		return nil
	}
	f, err := strconv.ParseFloat(string(data), 64)
	if err != nil {
		return fmt.Errorf("want a duration such as \"30s\" or a number of seconds, got %s", describeJSON(data))
	}
	ns := f * float64(time.Second)
	if math.IsNaN(ns) || ns >= math.MaxInt64 || ns <= math.MinInt64 {
		return fmt.Errorf("duration out of range: %s seconds", data)
	}
	d.Duration = time.Duration(ns)
	return nil
}

// describeJSON names the kind of a JSON value for messages.
func describeJSON(data []byte) string {
	if len(data) == 0 {
		return "nothing"
	}
	switch data[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	if len(data) > 40 {
		data = append(data[:40:40], "..."...)
	}
	return string(data)
}
