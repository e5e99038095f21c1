// Regenerates src/core/redact/gitleaks-rules.ts from gitleaks' default rule set (config/gitleaks.toml):
//
//   npx tsx scripts/gitleaks-rules.ts <path to gitleaks.toml> <gitleaks commit SHA>
//
// (e.g. `git -C <gitleaks clone> show HEAD:config/gitleaks.toml > /tmp/gitleaks.toml`). Each rule's RE2
// pattern is translated to a JavaScript one with the same meaning (inline `(?i)`/`(?-i:…)` expanded into
// case classes, since Node 20 has no regex modifiers; POSIX classes, `\z`, `(?P<…>)`), every unbounded
// quantifier is bounded (a JavaScript regex backtracks where RE2 does not: a bound caps the work done at
// each start), and every rule is then run on hostile inputs: a rule whose cost grows faster than its input
// is dropped and named in the generated file. Path-only rules (no regex) do not apply to text.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import { z } from "zod";

/** The longest repetition an unbounded RE2 quantifier (`+`, `*`, `{n,}`) becomes. */
export const QUANTIFIER_CAP = 1024;

interface Mode {
  i: boolean;
  s: boolean;
}

const POSIX: Record<string, string> = {
  alnum: "a-zA-Z0-9",
  alpha: "a-zA-Z",
  digit: "0-9",
  xdigit: "0-9a-fA-F",
  upper: "A-Z",
  lower: "a-z",
  space: "\\t\\n\\v\\f\\r ",
  word: "\\w",
  punct: "!-\\/:-@\\[-`{-~",
};

const isLower = (c: string) => c >= "a" && c <= "z";
const isUpper = (c: string) => c >= "A" && c <= "Z";
const other = (c: string) => (isLower(c) ? c.toUpperCase() : c.toLowerCase());

/** A translation error names the construct JavaScript cannot express. */
export class TranslateError extends Error {}

/** Applies flag letters ("i", "-i", "is", "i-s") to a mode. */
function applyFlags(mode: Mode, flags: string): Mode {
  const out = { ...mode };
  let on = true;
  for (const f of flags) {
    if (f === "-") on = false;
    else if (f === "i") out.i = on;
    else if (f === "s") out.s = on;
    else throw new TranslateError(`unsupported flag ${f}`);
  }
  return out;
}

/** Reads one character class starting at `[` (index `at`); returns its JavaScript text and the index after it. */
function readClass(re: string, at: number, mode: Mode): [string, number] {
  let j = at + 1;
  let negate = "";
  if (re[j] === "^") {
    negate = "^";
    j++;
  }
  const items: string[] = [];
  const extra: string[] = [];
  let first = true;
  for (;;) {
    const c = re[j];
    if (c === undefined) throw new TranslateError("unterminated character class");
    if (c === "]" && !first) break;
    first = false;
    if (c === "[" && re[j + 1] === ":") {
      const end = re.indexOf(":]", j + 2);
      const name = re.slice(j + 2, end);
      const set = POSIX[name];
      if (end < 0 || set === undefined) throw new TranslateError(`unknown POSIX class at ${j}`);
      items.push(set);
      j = end + 2;
      continue;
    }
    let atom: string;
    let lit: string | null = null;
    if (c === "\\") {
      const e = re[j + 1] ?? "";
      if (e === "x" && re[j + 2] === "{") {
        throw new TranslateError("\\x{…} in a class");
      }
      if (e === "x") {
        atom = re.slice(j, j + 4);
        j += 4;
      } else {
        atom = `\\${e}`;
        if (/[A-Za-z]/.test(e) === false) lit = e;
        j += 2;
      }
    } else if (c === "[") {
      atom = "\\[";
      lit = "[";
      j++;
    } else {
      atom = c === "]" ? "\\]" : c;
      lit = c;
      j++;
    }
    // A range a-b.
    if (re[j] === "-" && re[j + 1] !== "]" && re[j + 1] !== undefined) {
      let hi = re[j + 1] as string;
      let hiAtom = hi;
      let next = j + 2;
      if (hi === "\\") {
        hi = re[j + 2] as string;
        hiAtom = `\\${hi}`;
        next = j + 3;
      }
      items.push(`${atom}-${hiAtom}`);
      if (mode.i && lit !== null && lit.length === 1) {
        // Letters of the range, in the other case, clipped to a-z / A-Z.
        const lo = lit.charCodeAt(0);
        const up = hi.charCodeAt(0);
        for (const [from, to] of [
          [97, 122],
          [65, 90],
        ] as const) {
          const a = Math.max(lo, from);
          const b = Math.min(up, to);
          if (a <= b) extra.push(`${other(String.fromCharCode(a))}-${other(String.fromCharCode(b))}`);
        }
      }
      j = next;
      continue;
    }
    items.push(atom);
    if (mode.i && lit !== null && (isLower(lit) || isUpper(lit))) extra.push(other(lit));
  }
  // The other case first: a trailing `-` stays a literal.
  return [`[${negate}${extra.join("")}${items.join("")}]`, j + 1];
}

/**
 * gitleaks' keyword rules start with `[\w.-]{0,50}?` (some twice, the second inside `(?i:`): context for the
 * match, never part of the secret. In a backtracking engine it costs up to 50 (or 2,500) steps at every
 * position; dropped, the same secrets are found.
 */
export function dropContextPrefix(re: string): string {
  const prefix = "[\\w.-]{0,50}?";
  let out = re;
  for (const head of ["(?i)", ""])
    if (out.startsWith(head + prefix)) out = head + out.slice(head.length + prefix.length);
  return out.split(`(?i:${prefix}`).join("(?i:");
}

/** Translates an RE2 pattern into JavaScript source (flags: none; every construct expanded). */
export function translate(re: string): string {
  const out: string[] = [];
  const stack: Mode[] = [];
  let mode: Mode = { i: false, s: false };
  let lastAtomEnd = -1; // out.length after the last atom: where a quantifier may follow
  for (let j = 0; j < re.length;) {
    const c = re[j] as string;
    if (c === "\\") {
      const e = re[j + 1] ?? "";
      if (e === "z") out.push("$");
      else if (e === "A") out.push("^");
      else if (e === "x" && re[j + 2] === "{") throw new TranslateError("\\x{…}");
      else if (e === "x") {
        out.push(re.slice(j, j + 4));
        j += 4;
        lastAtomEnd = out.length;
        continue;
      } else if (e === "Q" || e === "p" || e === "P" || e === "C") throw new TranslateError(`\\${e}`);
      else out.push(`\\${e}`);
      j += 2;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === "[") {
      const [cls, next] = readClass(re, j, mode);
      out.push(cls);
      j = next;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === "(") {
      const flagsOnly = /^\(\?([is-]+)\)/.exec(re.slice(j));
      if (flagsOnly) {
        mode = applyFlags(mode, flagsOnly[1] as string);
        j += flagsOnly[0].length;
        continue;
      }
      const flagged = /^\(\?([is-]+):/.exec(re.slice(j));
      stack.push(mode);
      if (flagged) {
        mode = applyFlags(mode, flagged[1] as string);
        out.push("(?:");
        j += flagged[0].length;
      } else if (re.startsWith("(?P<", j)) {
        out.push("(?<");
        j += 4;
      } else if (re.startsWith("(?:", j)) {
        out.push("(?:");
        j += 3;
      } else if (re.startsWith("(?", j)) {
        throw new TranslateError(`group ${re.slice(j, j + 4)}`);
      } else {
        out.push("(");
        j++;
      }
      continue;
    }
    if (c === ")") {
      const m = stack.pop();
      if (!m) throw new TranslateError("unbalanced )");
      mode = m;
      out.push(")");
      j++;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === "+" || c === "*") {
      if (lastAtomEnd !== out.length) throw new TranslateError(`quantifier without an atom at ${j}`);
      out.push(c === "+" ? `{1,${QUANTIFIER_CAP}}` : `{0,${QUANTIFIER_CAP}}`);
      j++;
      continue;
    }
    if (c === "{") {
      const q = /^\{(\d+)(,(\d*))?\}/.exec(re.slice(j));
      if (q && lastAtomEnd === out.length) {
        const min = Number(q[1]);
        const open = q[2] !== undefined && q[3] === "";
        out.push(open ? `{${min},${Math.max(min, QUANTIFIER_CAP)}}` : q[0]);
        j += q[0].length;
        continue;
      }
      out.push("\\{");
      j++;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === "?") {
      out.push("?");
      j++;
      continue;
    }
    if (c === "}") {
      out.push("\\}");
      j++;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === ".") {
      out.push(mode.s ? "[^]" : "[^\\n]");
      j++;
      lastAtomEnd = out.length;
      continue;
    }
    if (c === "|" || c === "^" || c === "$") {
      out.push(c);
      j++;
      continue;
    }
    out.push(mode.i && (isLower(c) || isUpper(c)) ? `[${c}${other(c)}]` : c);
    j++;
    lastAtomEnd = out.length;
  }
  if (stack.length > 0) throw new TranslateError("unbalanced (");
  return out.join("");
}

export interface VendoredRule {
  id: string;
  source: string;
  keywords: string[];
  entropy: number | null;
  secretGroup: number | null;
  /** Secrets (the captured value) that are not secrets: placeholders, examples. */
  allow: string[];
  stopwords: string[];
}

const TomlAllowlist = z.object({
  regexes: z.array(z.string()).optional(),
  regexTarget: z.string().optional(),
  stopwords: z.array(z.string()).optional(),
  paths: z.array(z.string()).optional(),
  condition: z.string().optional(),
});
type TomlAllowlist = z.infer<typeof TomlAllowlist>;
const TomlRule = z.object({
  id: z.string(),
  regex: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  entropy: z.number().optional(),
  secretGroup: z.number().int().optional(),
  allowlists: z.array(TomlAllowlist).optional(),
  allowlist: TomlAllowlist.optional(),
});
const TomlConfig = z.object({ rules: z.array(TomlRule), allowlist: TomlAllowlist.optional() });

/**
 * Whether a repeated group (`(…){n,m}`, m > 1) holds a quantifier: the shape whose backtracking multiplies
 * (star height 2). Only these rules are timed on hostile input; a rule without one costs at most a bounded
 * number of steps per start position, whatever a busy machine's clock says.
 */
export function nestedQuantifier(source: string): boolean {
  const open: { quantified: boolean }[] = [];
  for (let j = 0; j < source.length; j++) {
    const c = source[j];
    if (c === "\\") {
      j++;
      continue;
    }
    if (c === "[") {
      for (j++; j < source.length && source[j] !== "]"; j++) if (source[j] === "\\") j++;
      continue;
    }
    if (c === "(") open.push({ quantified: false });
    else if (c === ")") {
      const g = open.pop();
      const q = /^\{(\d+)(?:,(\d*))?\}/.exec(source.slice(j + 1));
      const max = q ? (q[2] === undefined ? Number(q[1]) : q[2] === "" ? Infinity : Number(q[2])) : 0;
      if (max > 1 && g?.quantified) return true;
      const parent = open[open.length - 1];
      if (parent && (g?.quantified || max > 1)) parent.quantified = true;
    } else if ((c === "{" && /^\{\d/.test(source.slice(j))) || c === "*" || c === "+") {
      const top = open[open.length - 1];
      if (top) top.quantified = true;
    }
  }
  return false;
}

/** Hostile inputs for a rule: its keywords, then long runs that almost match. */
function hostile(rule: VendoredRule, n: number): string[] {
  const units = ["a", "A0", " ", "=", ".", "-", "/", "\\n", "a=", "\n", "\r\n", "-H "];
  const out: string[] = [];
  for (const k of rule.keywords.length > 0 ? rule.keywords.slice(0, 2) : [""]) {
    for (const u of units) {
      out.push((k + u).repeat(Math.ceil(n / (k.length + u.length))).slice(0, n));
      out.push(`${k}=${u.repeat(Math.ceil(n / u.length)).slice(0, n)}!`);
    }
  }
  return out;
}

/** Milliseconds to run `re` over every hostile input of size n (best of 3). */
function cost(re: RegExp, inputs: string[]): number {
  let best = Infinity;
  for (let k = 0; k < 2; k++) {
    const t0 = performance.now();
    for (const s of inputs) {
      re.lastIndex = 0;
      while (re.exec(s) !== null) if (re.lastIndex === 0) break;
    }
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * Drops rules whose cost grows faster than their input: each rule with a nested quantifier runs (after a
 * warm-up) on hostile inputs of 4,000 and 16,000 characters; 4x the input may cost at most 8x (a quadratic
 * rule costs 16x).
 */
function slowRules(rules: VendoredRule[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rules) {
    if (!nestedQuantifier(r.source)) continue;
    const re = new RegExp(r.source, "g");
    cost(re, hostile(r, 4_000)); // warm-up: V8 compiles a regex to machine code after a few runs
    const measure = () => [cost(re, hostile(r, 4_000)), cost(re, hostile(r, 16_000))] as const;
    const superLinear = ([s, l]: readonly [number, number]) => l > 8 * Math.max(s, 2);
    let [small, large] = measure();
    if (process.env.GITLEAKS_RULES_VERBOSE)
      process.stderr.write(`${r.id} ${small.toFixed(1)} ${large.toFixed(1)}\n`);
    // The machine may be busy: a rule is dropped when a second measurement agrees.
    if (superLinear([small, large])) [small, large] = measure();
    if (superLinear([small, large]))
      out.set(r.id, `${small.toFixed(1)} ms for 4,000 characters, ${large.toFixed(1)} ms for 16,000`);
  }
  return out;
}

export function convert(toml: string): {
  rules: VendoredRule[];
  dropped: Map<string, string>;
  allow: string[];
  stopwords: string[];
} {
  const doc = TomlConfig.parse(parse(toml));
  const dropped = new Map<string, string>();
  const rules: VendoredRule[] = [];
  for (const r of doc.rules) {
    if (r.regex === undefined) continue; // path-only rules (files), nothing to find in text
    let source: string;
    try {
      source = translate(dropContextPrefix(r.regex));
      new RegExp(source, "g");
    } catch (e) {
      dropped.set(r.id, `not translatable: ${(e as Error).message}`);
      continue;
    }
    const lists = [...(r.allowlists ?? []), ...(r.allowlist ? [r.allowlist] : [])];
    // Only allowlists about the secret itself, without a path condition, apply to text.
    const usable = lists.filter((l) => (l.regexTarget ?? "secret") === "secret" && !l.paths);
    const allow: string[] = [];
    for (const l of usable)
      for (const a of l.regexes ?? []) {
        try {
          allow.push(translate(a));
        } catch {
          // an allowlist JavaScript cannot express only means more is redacted
        }
      }
    rules.push({
      id: r.id,
      source,
      keywords: (r.keywords ?? []).map((k) => k.toLowerCase()),
      entropy: r.entropy ?? null,
      secretGroup: r.secretGroup ?? null,
      allow,
      stopwords: usable.flatMap((l) => l.stopwords ?? []).map((s) => s.toLowerCase()),
    });
  }
  for (const [id, why] of slowRules(rules)) dropped.set(id, `super-linear on hostile input: ${why}`);
  const global: TomlAllowlist = doc.allowlist ?? {};
  const allow: string[] = [];
  for (const a of global.regexes ?? []) {
    try {
      allow.push(translate(a));
    } catch {
      // see above
    }
  }
  return {
    rules: rules.filter((r) => !dropped.has(r.id)),
    dropped,
    allow,
    stopwords: (global.stopwords ?? []).map((s) => s.toLowerCase()),
  };
}

function main(): void {
  const [path, commit] = process.argv.slice(2);
  if (!path || !commit || !/^[0-9a-f]{40}$/.test(commit)) {
    process.stderr.write("usage: npx tsx scripts/gitleaks-rules.ts <gitleaks.toml> <gitleaks commit SHA>\n");
    process.exit(2);
  }
  const { rules, dropped, allow, stopwords } = convert(readFileSync(path, "utf8"));
  const text = `// GENERATED by scripts/gitleaks-rules.ts from gitleaks' config/gitleaks.toml: do not edit by hand.
// Source: https://github.com/gitleaks/gitleaks/blob/${commit}/config/gitleaks.toml
/*! gitleaks is under the MIT License (kept in the bundles, which drop other comments):
 *   Copyright (c) 2019 Zachary Rice
 *   Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 *   associated documentation files (the "Software"), to deal in the Software without restriction, including
 *   without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 *   copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the
 *   following conditions: The above copyright notice and this permission notice shall be included in all
 *   copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF
 *   ANY KIND.
 */
// Patterns translated from RE2 (case-insensitive parts expanded into case classes; every unbounded
// quantifier bounded to ${QUANTIFIER_CAP}). ${rules.length} rules kept; dropped:
${[...dropped].map(([id, why]) => `//   ${id}: ${why}`).join("\n")}

export const GITLEAKS_COMMIT = ${JSON.stringify(commit)};

export interface SecretRule {
  id: string;
  source: string;
  /** Lower-case words one of which the text must hold (gitleaks' prefilter). */
  keywords: readonly string[];
  /** Shannon entropy the secret must exceed, or null. */
  entropy: number | null;
  /** The capture group holding the secret; null: the first non-empty group, else the whole match. */
  secretGroup: number | null;
  /** Patterns of captured values that are not secrets. */
  allow: readonly string[];
  /** Lower-case words whose presence in a captured value makes it not a secret. */
  stopwords: readonly string[];
}

/** Captured values that no rule counts as secrets (gitleaks' global allowlist). */
export const GLOBAL_ALLOW: readonly string[] = ${JSON.stringify(allow, null, 2)};
export const GLOBAL_STOPWORDS: readonly string[] = ${JSON.stringify(stopwords)};

let parsed: readonly SecretRule[] | undefined;
/**
 * The rules, from a JSON text parsed on first use: V8 reads it several times faster than the same data written
 * as an object literal, and a run redacts only at its end (its objects are not carried through the collections
 * of the young generation while it runs). Written by this script, not input: the type is the script's own.
 */
export const gitleaksRules = (): readonly SecretRule[] =>
  (parsed ??= JSON.parse(${JSON.stringify(JSON.stringify(rules))}) as readonly SecretRule[]);
`;
  const target = fileURLToPath(new URL("../src/core/redact/gitleaks-rules.ts", import.meta.url));
  writeFileSync(target, text);
  process.stdout.write(`${rules.length} rules written to ${target}; ${dropped.size} dropped\n`);
  for (const [id, why] of dropped) process.stdout.write(`  dropped ${id}: ${why}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
