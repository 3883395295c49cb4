package catalog

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of a rendered signature.
const (
	sigMaxDepth     = 2  // nested objects rendered inline below the top level
	sigMaxEnum      = 6  // enum values shown before "…"
	sigMaxUnion     = 5  // anyOf/oneOf branches shown before "…"
	sigMaxLiteral   = 40 // characters of one enum or const value
	sigMaxRefHops   = 16 // $ref hops followed for one type
	exampleMaxDepth = 4  // nesting of example values
)

// sigState carries what one rendering needs: the document (for $ref) and
// the references being rendered (against cycles).
type sigState struct {
	root    *node
	visited map[*node]bool
}

// Signature renders a compact signature of a tool from its input schema,
// as a TypeScript-like line:
//
//	get-pull({ repo: string, number: integer, draft?: boolean })
//
// Required fields come first, then optional ones ending in "?", each in
// the schema's order; enums are "open" | "closed" (long ones cut with
// "…"); arrays are string[]; nested objects are rendered inline to a
// small depth, deeper ones as object; $ref to $defs/definitions is
// followed (a cycle renders as the definition's name); anyOf/oneOf are
// unions; a field without a type is any. name is shown as Display(name).
// A long signature is cut with "…" so that it stays within maxLen
// characters (0 means no bound), dropping the last fields first. It
// never fails: a schema it cannot read renders as name({ ... }).
func Signature(name string, schema json.RawMessage, maxLen int) string {
	name = Display(name)
	root, err := parseNode(schema)
	if err != nil || (root.kind != nodeObject && root.kind != nodeBool) {
		return cutRunes(name+"({ ... })", maxLen)
	}
	st := &sigState{root: root, visited: map[*node]bool{}}
	obj := resolve(root, root, sigMaxRefHops)
	if obj == nil || obj.kind != nodeObject {
		return cutRunes(name+"({})", maxLen)
	}
	fields := st.fields(obj, 0)
	if fields == nil {
		// No properties: a union of objects, a map, or nothing at all.
		t := st.typeOf(obj, 0)
		if t == "any" || t == "object" {
			t = "{}"
		}
		return cutRunes(name+"("+t+")", maxLen)
	}
	if len(fields) == 0 {
		return cutRunes(name+"({})", maxLen)
	}
	full := name + "({ " + strings.Join(fields, ", ") + " })"
	if maxLen <= 0 || utf8.RuneCountInString(full) <= maxLen {
		return full
	}
	// Keep as many whole fields as fit, then "…".
	const tail = ", … })"
	b := name + "({ "
	kept := 0
	for _, f := range fields {
		sep := ""
		if kept > 0 {
			sep = ", "
		}
		if utf8.RuneCountInString(b)+utf8.RuneCountInString(sep+f)+utf8.RuneCountInString(tail) > maxLen {
			break
		}
		b += sep + f
		kept++
	}
	if kept == 0 {
		return cutRunes(full, maxLen)
	}
	return b + tail
}

// fields renders an object's properties as "name: type" items, required
// first. It returns nil when the object declares no properties at all
// (not even in allOf branches).
func (st *sigState) fields(obj *node, depth int) []string {
	props := obj.get("properties")
	var required map[string]bool
	if req := obj.get("required"); req != nil && req.kind == nodeArray {
		required = map[string]bool{}
		for _, r := range req.items {
			if r.kind == nodeString {
				required[r.str] = true
			}
		}
	}
	if props == nil || props.kind != nodeObject {
		return nil
	}
	// Required fields in the order of "required" (which survives a trip
	// through a map, unlike the order of properties), then the others.
	var req, opt []string
	for _, k := range requiredOrder(obj, props) {
		req = append(req, propKey(k)+": "+st.typeOf(props.vals[slices.Index(props.keys, k)], depth+1))
	}
	for i, k := range props.keys {
		if !required[k] {
			opt = append(opt, propKey(k)+"?: "+st.typeOf(props.vals[i], depth+1))
		}
	}
	return append(append(make([]string, 0, len(req)+len(opt)), req...), opt...)
}

// requiredOrder lists the required fields that props describes, in the
// order of the "required" array, each once.
func requiredOrder(obj, props *node) []string {
	req := obj.get("required")
	if req == nil || req.kind != nodeArray || props == nil || props.kind != nodeObject {
		return nil
	}
	var out []string
	for _, r := range req.items {
		if r.kind == nodeString && slices.Contains(props.keys, r.str) && !slices.Contains(out, r.str) {
			out = append(out, r.str)
		}
	}
	return out
}

var identRe = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$-]*$`)

// propKey writes a field name as is, or quoted when it is not a plain
// name.
func propKey(k string) string {
	if identRe.MatchString(k) {
		return k
	}
	return quoteLiteral(k)
}

// typeOf renders the type of a schema. depth is the object nesting of
// the schema (1 for a top-level field).
func (st *sigState) typeOf(n *node, depth int) string {
	if n == nil {
		return "any"
	}
	if n.kind == nodeBool {
		if n.b {
			return "any"
		}
		return "never"
	}
	if n.kind != nodeObject {
		return "any"
	}
	if ref := n.getString("$ref"); ref != "" {
		target := lookupPointer(st.root, ref)
		if target == nil {
			return refName(ref)
		}
		if st.visited[target] || len(st.visited) >= sigMaxRefHops {
			return refName(ref)
		}
		st.visited[target] = true
		defer delete(st.visited, target)
		return st.typeOf(target, depth)
	}
	if c := n.get("const"); c != nil {
		return literal(c)
	}
	if e := n.get("enum"); e != nil && e.kind == nodeArray && len(e.items) > 0 {
		var vals []string
		for i, v := range e.items {
			if i == sigMaxEnum {
				vals = append(vals, "…")
				break
			}
			vals = append(vals, literal(v))
		}
		return strings.Join(vals, " | ")
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		if list := n.get(kw); list != nil && list.kind == nodeArray && len(list.items) > 0 {
			var alts []string
			for _, b := range list.items {
				alts = appendUnique(alts, st.typeOf(b, depth))
				if len(alts) > sigMaxUnion {
					alts = append(alts[:sigMaxUnion], "…")
					break
				}
			}
			return strings.Join(alts, " | ")
		}
	}
	if list := n.get("allOf"); list != nil && list.kind == nodeArray && len(list.items) == 1 {
		return st.typeOf(list.items[0], depth)
	}
	var types []string
	if t := n.get("type"); t != nil {
		switch t.kind {
		case nodeString:
			types = []string{t.str}
		case nodeArray:
			for _, it := range t.items {
				if it.kind == nodeString {
					types = appendUnique(types, it.str)
				}
			}
		}
	}
	if len(types) == 0 {
		switch {
		case n.get("properties") != nil:
			types = []string{"object"}
		case n.get("items") != nil:
			types = []string{"array"}
		default:
			return "any"
		}
	}
	var alts []string
	for _, t := range types {
		alts = appendUnique(alts, st.simpleType(n, t, depth))
	}
	if nb := n.get("nullable"); nb != nil && nb.kind == nodeBool && nb.b {
		alts = appendUnique(alts, "null")
	}
	return strings.Join(alts, " | ")
}

// simpleType renders one type of a schema.
func (st *sigState) simpleType(n *node, t string, depth int) string {
	switch t {
	case "object":
		if depth > sigMaxDepth {
			return "object"
		}
		if fields := st.fields(n, depth); len(fields) > 0 {
			return "{ " + strings.Join(fields, ", ") + " }"
		}
		if ap := n.get("additionalProperties"); ap != nil && ap.kind == nodeObject {
			return "{ [key: string]: " + st.typeOf(ap, depth+1) + " }"
		}
		return "object"
	case "array":
		items := n.get("items")
		if tuple := n.get("prefixItems"); tuple != nil && tuple.kind == nodeArray {
			items = tuple
		}
		if items != nil && items.kind == nodeArray {
			var elems []string
			for _, it := range items.items {
				elems = append(elems, st.typeOf(it, depth))
			}
			return "[" + strings.Join(elems, ", ") + "]"
		}
		if items == nil {
			return "any[]"
		}
		it := st.typeOf(items, depth)
		if strings.Contains(it, " | ") {
			it = "(" + it + ")"
		}
		return it + "[]"
	case "string", "integer", "number", "boolean", "null":
		return t
	}
	return "any"
}

// refName is the last part of a reference, shown for a type that is
// not expanded (a cycle).
func refName(ref string) string {
	if i := strings.LastIndexAny(ref, "/#"); i >= 0 && i+1 < len(ref) {
		return ref[i+1:]
	}
	return "any"
}

func appendUnique(list []string, s string) []string {
	for _, have := range list {
		if have == s {
			return list
		}
	}
	return append(list, s)
}

// literal renders an enum or const value, cut when long.
func literal(n *node) string {
	switch n.kind {
	case nodeString:
		return quoteLiteral(cutRunes(n.str, sigMaxLiteral))
	case nodeNumber:
		return cutRunes(string(n.num), sigMaxLiteral)
	case nodeBool:
		return strconv.FormatBool(n.b)
	case nodeNull:
		return "null"
	case nodeArray:
		return "array"
	}
	return "object"
}

// quoteLiteral quotes a string as JSON does, without escaping HTML.
func quoteLiteral(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(buf.String(), "\n")
}

// cutRunes cuts s to at most max runes, ending in "…" when cut (max <= 0
// means no bound).
func cutRunes(s string, max int) string {
	if max <= 0 || utf8.RuneCountInString(s) <= max {
		return s
	}
	if max == 1 {
		return "…"
	}
	n := 0
	for i := range s {
		if n == max-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// Example renders one runnable example call line for a tool from its
// schema: the command followed by its required fields as key=value pairs
// with placeholder values of the right type, or a single-quoted JSON
// argument when a required field is an object or array or a value would
// need quoting. For example
//
//	tools github get-pull repo=owner/name number=1
//
// Placeholders follow the field's enum, const, default or examples,
// format (date-time, uri, email, uuid) and pattern where they can, else
// its type (string text, integer 1, number 1.5, boolean true) and name
// (url, email, path). A tool without required fields gets the bare
// command.
func Example(command string, schema json.RawMessage) string {
	root, err := parseNode(schema)
	if err != nil {
		return command
	}
	obj := resolve(root, root, sigMaxRefHops)
	if obj == nil || obj.kind != nodeObject {
		return command
	}
	ex := &exampler{root: root, visited: map[*node]bool{}}
	keys, vals := ex.requiredFields(obj, 0)
	if len(keys) == 0 {
		return command
	}
	props := obj.get("properties")
	pairs := true
	var parts []string
	for i, k := range keys {
		v := vals[i]
		if !shellSafe(k) || strings.ContainsAny(k, "=") || strings.HasPrefix(k, "-") {
			pairs = false
			break
		}
		var text string
		switch v := v.(type) {
		case string:
			// A value stays text when the schema types the key as a
			// string; otherwise it must not read as JSON.
			stringOnly := len(typesOf(root, props.get(k), 0)) == 1 && typesOf(root, props.get(k), 0)[0] == "string"
			if v == "" || !shellSafe(v) || (!stringOnly && json.Valid([]byte(v))) {
				pairs = false
			}
			text = v
		case json.Number:
			text = string(v)
		case bool:
			text = strconv.FormatBool(v)
		default:
			pairs = false
		}
		if !pairs {
			break
		}
		parts = append(parts, k+"="+text)
	}
	if pairs {
		return command + " " + strings.Join(parts, " ")
	}
	return command + " " + shellQuote(jsonText(orderedObject{keys: keys, vals: vals}))
}

// shellSafe reports whether s can be written in a shell word without
// quotes.
func shellSafe(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		case strings.ContainsRune("-_./:@+,%=", r):
		default:
			return false
		}
	}
	return true
}

// shellQuote single-quotes s for the shell.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// jsonText renders an example value as compact JSON with spaces after
// separators, keys in the order they were built.
func jsonText(v any) string {
	switch v := v.(type) {
	case orderedObject:
		var b strings.Builder
		b.WriteByte('{')
		for i, k := range v.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(quoteLiteral(k))
			b.WriteString(": ")
			b.WriteString(jsonText(v.vals[i]))
		}
		b.WriteByte('}')
		return b.String()
	case []any:
		var b strings.Builder
		b.WriteByte('[')
		for i, it := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(jsonText(it))
		}
		b.WriteByte(']')
		return b.String()
	case string:
		return quoteLiteral(v)
	case json.Number:
		return string(v)
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return "null"
	}
	data, err := json.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(data)
}

// orderedObject is an example object that keeps its keys' order.
type orderedObject struct {
	keys []string
	vals []any
}

// exampler builds placeholder values for a schema.
type exampler struct {
	root    *node
	visited map[*node]bool
}

// requiredFields returns an object's required fields (in the order of
// "required") with placeholder values.
func (ex *exampler) requiredFields(obj *node, depth int) ([]string, []any) {
	props := obj.get("properties")
	req := obj.get("required")
	if req == nil || req.kind != nodeArray {
		return nil, nil
	}
	required := map[string]bool{}
	for _, r := range req.items {
		if r.kind == nodeString {
			required[r.str] = true
		}
	}
	var keys []string
	var vals []any
	for _, k := range requiredOrder(obj, props) {
		keys = append(keys, k)
		vals = append(vals, ex.value(k, props.vals[slices.Index(props.keys, k)], depth+1))
		delete(required, k)
	}
	// Required fields the schema does not describe, in required's order.
	for _, r := range req.items {
		if r.kind == nodeString && required[r.str] {
			keys = append(keys, r.str)
			vals = append(vals, "text")
			delete(required, r.str)
		}
	}
	return keys, vals
}

// value returns a placeholder for a field named name with schema n.
func (ex *exampler) value(name string, n *node, depth int) any {
	if n == nil || n.kind != nodeObject || depth > exampleMaxDepth {
		return "text"
	}
	if ref := n.getString("$ref"); ref != "" {
		target := lookupPointer(ex.root, ref)
		if target == nil || ex.visited[target] {
			return "text"
		}
		ex.visited[target] = true
		defer delete(ex.visited, target)
		return ex.value(name, target, depth)
	}
	if c := n.get("const"); c != nil {
		return exampleOf(c)
	}
	if e := n.get("enum"); e != nil && e.kind == nodeArray && len(e.items) > 0 {
		for _, it := range e.items {
			if it.kind != nodeNull {
				return exampleOf(it)
			}
		}
		return exampleOf(e.items[0])
	}
	if d := n.get("default"); d != nil && d.kind != nodeNull && d.kind != nodeObject && d.kind != nodeArray {
		return exampleOf(d)
	}
	if ex2 := n.get("examples"); ex2 != nil && ex2.kind == nodeArray && len(ex2.items) > 0 && ex2.items[0].kind != nodeNull {
		return exampleOf(ex2.items[0])
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		if list := n.get(kw); list != nil && list.kind == nodeArray && len(list.items) > 0 {
			for _, b := range list.items {
				if b.kind == nodeObject && b.getString("type") != "null" {
					return ex.value(name, b, depth)
				}
			}
			return nil
		}
	}
	if list := n.get("allOf"); list != nil && list.kind == nodeArray && len(list.items) > 0 {
		return ex.value(name, list.items[0], depth)
	}
	t := ""
	if tn := n.get("type"); tn != nil {
		switch tn.kind {
		case nodeString:
			t = tn.str
		case nodeArray:
			for _, it := range tn.items {
				if it.kind == nodeString && it.str != "null" {
					t = it.str
					break
				}
			}
		}
	}
	if t == "" {
		switch {
		case n.get("properties") != nil:
			t = "object"
		case n.get("items") != nil:
			t = "array"
		default:
			t = "string"
		}
	}
	switch t {
	case "integer":
		return json.Number(strconv.FormatInt(int64(clampNumber(n, 1)), 10))
	case "number":
		def := 1.5
		if countLike(name) {
			def = 1 // issue_number, pullNumber, perPage: whole numbers
		}
		return json.Number(strconv.FormatFloat(clampNumber(n, def), 'g', -1, 64))
	case "boolean":
		return true
	case "null":
		return nil
	case "array":
		items := n.get("items")
		if tuple := n.get("prefixItems"); tuple != nil && tuple.kind == nodeArray {
			items = tuple
		}
		if items != nil && items.kind == nodeArray {
			out := make([]any, 0, len(items.items))
			for _, it := range items.items {
				out = append(out, ex.value(singular(name), it, depth+1))
			}
			return out
		}
		return []any{ex.value(singular(name), items, depth+1)}
	case "object":
		keys, vals := ex.requiredFields(n, depth)
		return orderedObject{keys: keys, vals: vals}
	}
	return stringPlaceholder(name, n)
}

// clampNumber returns def moved into the schema's minimum and maximum.
func clampNumber(n *node, def float64) float64 {
	num := func(key string) (float64, bool) {
		v := n.get(key)
		if v == nil || v.kind != nodeNumber {
			return 0, false
		}
		f, err := v.num.Float64()
		return f, err == nil
	}
	if lo, ok := num("minimum"); ok && def < lo {
		def = lo
	}
	if lo, ok := num("exclusiveMinimum"); ok && def <= lo {
		def = lo + 1
	}
	if hi, ok := num("maximum"); ok && def > hi {
		def = hi
	}
	if hi, ok := num("exclusiveMaximum"); ok && def >= hi {
		def = hi - 1
	}
	if def > 1e15 || def < -1e15 {
		return 1
	}
	return def
}

// countLike reports whether a number field's name says it holds a whole
// number (an id, a count, a page).
func countLike(name string) bool {
	for _, w := range Words(name) {
		switch stem(w) {
		case "number", "num", "id", "count", "limit", "page", "size", "index", "port", "line", "depth", "day", "hour",
			"minute", "second", "max", "min", "offset", "top", "first", "last":
			return true
		}
	}
	return false
}

// singular names an array's item after the array (paths, path).
func singular(name string) string {
	return stem(strings.ToLower(name))
}

// stringPlaceholder returns a string placeholder that fits the schema's
// format, pattern and length where it can.
func stringPlaceholder(name string, n *node) string {
	lname := strings.ToLower(name)
	var candidates []string
	switch n.getString("format") {
	case "date-time":
		candidates = append(candidates, "2025-01-01T00:00:00Z")
	case "date":
		candidates = append(candidates, "2025-01-01")
	case "time":
		candidates = append(candidates, "12:00:00Z")
	case "uri", "url", "iri", "uri-reference", "iri-reference":
		candidates = append(candidates, "https://example.com")
	case "email", "idn-email":
		candidates = append(candidates, "user@example.com")
	case "uuid":
		candidates = append(candidates, "00000000-0000-4000-8000-000000000000")
	case "hostname", "idn-hostname":
		candidates = append(candidates, "example.com")
	case "ipv4":
		candidates = append(candidates, "192.0.2.1")
	case "ipv6":
		candidates = append(candidates, "2001:db8::1")
	}
	if e := descriptionExample(n.getString("description")); e != "" {
		candidates = append(candidates, e)
	}
	switch {
	case strings.Contains(lname, "url") || strings.Contains(lname, "uri") || strings.Contains(lname, "link"):
		candidates = append(candidates, "https://example.com")
	case strings.Contains(lname, "email"):
		candidates = append(candidates, "user@example.com")
	case strings.Contains(lname, "dir") || strings.Contains(lname, "folder") || strings.Contains(lname, "repo_path"):
		candidates = append(candidates, "path/to/dir")
	case strings.Contains(lname, "path") || strings.Contains(lname, "file"):
		candidates = append(candidates, "path/to/file")
	}
	candidates = append(candidates, "text", "00000000-0000-4000-8000-000000000000", "0123456789abcdef0123456789abcdef",
		"2025-01-01T00:00:00Z", "2025-01-01", "1d", "user:alice", "A1b2C3d4E5", "a")
	pattern := n.getString("pattern")
	var re *regexp.Regexp
	if pattern != "" {
		re, _ = regexp.Compile(pattern)
	}
	minLen, maxLen := -1, -1
	if v := n.get("minLength"); v != nil && v.kind == nodeNumber {
		if i, err := strconv.Atoi(string(v.num)); err == nil {
			minLen = i
		}
	}
	if v := n.get("maxLength"); v != nil && v.kind == nodeNumber {
		if i, err := strconv.Atoi(string(v.num)); err == nil {
			maxLen = i
		}
	}
	for _, c := range candidates {
		l := utf8.RuneCountInString(c)
		if (re == nil || re.MatchString(c)) && (minLen < 0 || l >= minLen) && (maxLen < 0 || l <= maxLen) {
			return c
		}
	}
	return candidates[0]
}

// descriptionExample takes the value a field's description gives as an
// example ("Repository as owner/name, e.g. acme/api" gives acme/api), or
// "".
func descriptionExample(desc string) string {
	lower := strings.ToLower(desc)
	for _, marker := range []string{"e.g.", "for example", "such as", "example:"} {
		i := strings.Index(lower, marker)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(desc[i+len(marker):], " ,:")
		word, _, _ := strings.Cut(rest, " ")
		word = strings.TrimRight(word, ".,;:)]")
		word = strings.Trim(word, "`'\"")
		if word != "" && !strings.ContainsAny(word, "\n\t(") {
			return word
		}
	}
	return ""
}

// exampleOf converts a schema value (enum, const, default) to an example
// value.
func exampleOf(n *node) any {
	switch n.kind {
	case nodeObject:
		o := orderedObject{}
		for i, k := range n.keys {
			o.keys = append(o.keys, k)
			o.vals = append(o.vals, exampleOf(n.vals[i]))
		}
		return o
	case nodeArray:
		out := make([]any, len(n.items))
		for i, it := range n.items {
			out[i] = exampleOf(it)
		}
		return out
	}
	return n.toAny()
}

// FirstSentence returns the first sentence of a description: up to the
// first ". " (not after e.g. or i.e.), blank line or end, with the
// lines of a wrapped sentence joined. It is cut to max characters with
// "…" (max <= 0 means no bound), at a word boundary when one is near.
func FirstSentence(s string, max int) string {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "\n\n"); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, "\r\n\r\n"); i >= 0 {
		s = s[:i]
	}
	end := len(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' && i > 0 {
			// A line break ends the summary line unless the sentence goes
			// on in lowercase on the next line (a wrapped paragraph).
			if next := strings.TrimLeft(s[i+1:], " \t\r"); next == "" || !unicode.IsLower(firstRune(next)) {
				end = i
				break
			}
		}
		if (c == '.' || c == '!' || c == '?') && i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\n' || s[i+1] == '\t' || s[i+1] == '\r') {
			if c == '.' && abbreviation(s[:i]) {
				continue
			}
			end = i + 1
			break
		}
	}
	s = strings.Join(strings.Fields(s[:end]), " ")
	if max <= 0 || utf8.RuneCountInString(s) <= max {
		return s
	}
	cut := cutRunes(s, max)
	body := strings.TrimSuffix(cut, "…")
	if i := strings.LastIndexByte(body, ' '); i > 0 && utf8.RuneCountInString(body[i:]) <= 20 {
		body = strings.TrimRightFunc(body[:i], func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSpace(r) })
	}
	return body + "…"
}

// abbreviation reports whether text ends with a word whose period does
// not end a sentence (e.g, i.e, etc, vs, or a single letter).
func abbreviation(text string) bool {
	i := strings.LastIndexAny(text, " \n\t(")
	w := strings.ToLower(text[i+1:])
	switch w {
	case "e.g", "i.e", "etc", "vs", "approx", "incl", "eg", "ie":
		return true
	}
	return utf8.RuneCountInString(w) == 1
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}
