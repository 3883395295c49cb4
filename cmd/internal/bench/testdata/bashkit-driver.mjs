// bashkit-driver runs bashkit (@everruns/bashkit, a sandboxed bash in
// Rust, in this Node process) for tsbench's bashkit table, warm: one Bash
// per case, made at its first run and kept.
//
//   node bashkit-driver.mjs NODE_MODULES_DIR
//
// It reads requests from stdin, one JSON object a line, and answers each
// with one line:
//   {"scripts": [...]}   -> {"version": "..."}            the cases
//   {"case": i, "k": k}  -> {"ns": [...], "stdout": "...", "exit": n}
//                           case i run k times in a row; each run's
//                           time in nanoseconds, the last run's output
// An error is answered as {"error": "..."}.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const pkgDir = path.join(process.argv[2], '@everruns', 'bashkit');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const entry = pkg.exports?.['.']?.default ?? pkg.main ?? 'index.js';
const { Bash } = await import(pathToFileURL(path.join(pkgDir, entry)).href);

let scripts = [];
const shells = new Map();
const answer = obj => process.stdout.write(JSON.stringify(obj) + '\n');

async function handle(req) {
  if (req.scripts) {
    scripts = req.scripts;
    return { version: pkg.version };
  }
  const script = scripts[req.case];
  if (script === undefined) throw new Error(`no case ${req.case}`);
  let bash = shells.get(req.case);
  if (!bash) shells.set(req.case, bash = new Bash());
  const ns = [];
  let res;
  for (let j = 0; j < req.k; j++) {
    const t = process.hrtime.bigint();
    res = await bash.execute(script);
    ns.push(Number(process.hrtime.bigint() - t));
  }
  return { ns, stdout: res?.stdout ?? '', exit: res?.exitCode ?? 0 };
}

// One request at a time, in order.
let queue = Promise.resolve();
createInterface({ input: process.stdin }).on('line', line => {
  queue = queue.then(async () => {
    try {
      answer(await handle(JSON.parse(line)));
    } catch (e) {
      answer({ error: String(e?.message ?? e) });
    }
  });
});
