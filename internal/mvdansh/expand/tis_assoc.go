package expand

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// tis: associative arrays list their keys in the order GNU bash does, not
// sorted (upstream) or in Go's random map order. Bash keeps an associative
// array in a hash table (hashlib.c): 1024 buckets at first, the FNV-1 hash
// of the key picks the bucket, a new key goes to the head of its bucket's
// list, and once the table holds twice as many keys as buckets it grows
// four times, moving the keys bucket by bucket, each to the head of its
// new bucket. Bash lists the buckets in order, each from its head. The
// order is replayed from the order the keys were added (Variable.Keys).

const (
	bashAssocBuckets = 1024
	fnvOffset        = 2166136261
	fnvPrime         = 16777619
)

// bashHash is bash's hash_string: FNV-1 over the bytes of s, each byte read
// as a C char (signed, as on the platforms bash runs on).
func bashHash(s string) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(s); i++ {
		h *= fnvPrime
		h ^= uint32(int32(int8(s[i])))
	}
	return h
}

// insertionOrder returns the keys of v.Map in the order they were added:
// v.Keys, then any key of the map it lacks, sorted.
func (v Variable) insertionOrder() []string {
	keys := make([]string, 0, len(v.Map))
	seen := make(map[string]bool, len(v.Map))
	for _, k := range v.Keys {
		if _, ok := v.Map[k]; ok && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	if len(keys) < len(v.Map) {
		var rest []string
		for k := range v.Map {
			if !seen[k] {
				rest = append(rest, k)
			}
		}
		slices.Sort(rest)
		keys = append(keys, rest...)
	}
	return keys
}

// AssocKeys returns the keys of an associative array in the order bash lists
// them, as in "${!a[@]}", "${a[@]}" and declare -p.
func (v Variable) AssocKeys() []string {
	keys := v.insertionOrder()
	if len(keys) < 2 {
		return keys
	}
	n := bashAssocBuckets
	// Each bucket is kept tail first, so adding at its head is an append.
	table := make([][]string, n)
	for count, k := range keys {
		if count >= 2*n {
			grown := make([][]string, 4*n)
			for _, b := range table {
				for i := len(b) - 1; i >= 0; i-- { // from the head
					j := bashHash(b[i]) & uint32(4*n-1)
					grown[j] = append(grown[j], b[i])
				}
			}
			table, n = grown, 4*n
		}
		j := bashHash(k) & uint32(n-1)
		table[j] = append(table[j], k)
	}
	out := keys[:0]
	for _, b := range table {
		for i := len(b) - 1; i >= 0; i-- {
			out = append(out, b[i])
		}
	}
	return out
}

// AssocValues returns the values of an associative array in the order of
// [Variable.AssocKeys].
func (v Variable) AssocValues() []string {
	keys := v.AssocKeys()
	vals := make([]string, len(keys))
	for i, k := range keys {
		vals[i] = v.Map[k]
	}
	return vals
}

// AssocSet returns v with key set to val in a copy of its map; a new key is
// added last to Keys.
func (v Variable) AssocSet(key, val string) Variable {
	_, had := v.Map[key]
	v.Map = maps.Clone(v.Map)
	if v.Map == nil {
		v.Map = make(map[string]string, 1)
	}
	v.Map[key] = val
	if !had {
		v.Keys = append(slices.Clip(v.Keys), key)
	}
	return v
}

// AssocDelete returns v without key, in a copy of its map and keys.
func (v Variable) AssocDelete(key string) Variable {
	if _, ok := v.Map[key]; !ok {
		return v
	}
	v.Map = maps.Clone(v.Map)
	delete(v.Map, key)
	v.Keys = slices.DeleteFunc(slices.Clone(v.Keys), func(k string) bool { return k == key })
	return v
}

// AssocKey returns the key an associative array's subscript names. Bash
// reads the subscript as a word (expanded, quotes removed, never split);
// the parser read it as arithmetic, so a subscript such as a+1 or x-y is
// put back together from its parts, with the blanks between them as the
// source had them.
func AssocKey(cfg *Config, idx syntax.ArithmExpr) (string, error) {
	var b strings.Builder
	if err := cfg.assocKey(&b, idx); err != nil {
		return "", err
	}
	return b.String(), nil
}

func (cfg *Config) assocKey(b *strings.Builder, idx syntax.ArithmExpr) error {
	// gap writes the blanks between the end of one part (from, the
	// offset after it) and the start of the next.
	gap := func(from uint, to syntax.Pos) {
		if from > 0 && to.IsValid() && to.Offset() > from {
			b.WriteString(strings.Repeat(" ", int(to.Offset()-from)))
		}
	}
	end := func(p syntax.Pos) uint {
		if !p.IsValid() {
			return 0
		}
		return p.Offset()
	}
	switch x := idx.(type) {
	case nil:
		return nil
	case *syntax.Word:
		s, err := Literal(cfg, x)
		b.WriteString(s)
		return err
	case *syntax.BinaryArithm:
		if err := cfg.assocKey(b, x.X); err != nil {
			return err
		}
		gap(end(x.X.End()), x.OpPos)
		b.WriteString(x.Op.String())
		gap(end(x.OpPos)+uint(len(x.Op.String())), x.Y.Pos())
		return cfg.assocKey(b, x.Y)
	case *syntax.UnaryArithm:
		if x.Post {
			if err := cfg.assocKey(b, x.X); err != nil {
				return err
			}
			gap(end(x.X.End()), x.OpPos)
			b.WriteString(x.Op.String())
			return nil
		}
		b.WriteString(x.Op.String())
		gap(end(x.OpPos)+uint(len(x.Op.String())), x.X.Pos())
		return cfg.assocKey(b, x.X)
	case *syntax.ParenArithm:
		b.WriteString("(")
		gap(end(x.Lparen)+1, x.X.Pos())
		if err := cfg.assocKey(b, x.X); err != nil {
			return err
		}
		gap(end(x.X.End()), x.Rparen)
		b.WriteString(")")
		return nil
	}
	return fmt.Errorf("unsupported subscript %T", idx)
}
