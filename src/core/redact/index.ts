// Secrets never leave: every string of a report, summary, annotation or prompt goes through a redactor.
// Three layers: the values of the environment's secret-named variables (literal search), gitleaks' rule
// set (vendored as data in gitleaks-rules.ts, run only on text holding one of a rule's keywords, as
// gitleaks does), and a few patterns of our own for what a rule set keyed on entropy lets through in a log
// (private key blocks cut short, Authorization headers, URL passwords, `NAME=value` of secret-named
// variables). Every pattern is linear: no nested quantifiers, bounded repetitions (scripts/gitleaks-rules.ts
// checks each vendored rule on hostile input and drops those that are not).
import { GLOBAL_ALLOW, GLOBAL_STOPWORDS, gitleaksRules, type SecretRule } from "./gitleaks-rules.js";
import type { Report } from "../schema.js";

export const MASK = "***";

/** Names of environment variables whose values are secrets. */
export const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|AUTH/i;

/** Shortest environment value redacted: shorter ones (`CI=true`) would blank common words. */
export const MIN_SECRET_LENGTH = 6;

/** A replacement never longer than what it replaces, so bounded fields stay within their bounds. */
const mask = (s: string) => (s.length >= MASK.length ? MASK : "*".repeat(s.length));

const GITHUB_TOKEN = /\b(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{20,255})\b/g;
const AWS_KEY_ID = /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g;
const AWS_SECRET = /(aws_?secret_?access_?key["']?[ \t]{0,8}[:=][ \t]{0,8}["']?)[A-Za-z0-9/+=]{16,128}/gi;
/** `Authorization: Bearer x`, `"authorization": "token x"`: everything up to the end of the value. */
const AUTH_HEADER =
  /(\bauthorization["']?[ \t]{0,8}[:=][ \t]{0,8}["']?(?:(?:bearer|basic|token|digest)[ \t]{1,8})?)[^\s"',;]{1,4096}/gi;
const BEARER = /\b(bearer[ \t]{1,8})([A-Za-z0-9\-._~+/]{8,4096}=*)/gi;
const BASIC = /\b(basic[ \t]{1,8})([A-Za-z0-9+/]{8,4096}={0,2})(?![A-Za-z0-9+/=])/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]{0,30}:\/\/[^\s/@:]{1,256}:)([^\s/@]{1,256})@/gi;

const KEY_BEGIN = "-----BEGIN ";
const KEY_END = "-----END ";
const KEY_TAIL = "PRIVATE KEY-----";
/** Longest private key block looked for (an RSA 8192 key is about 6.5 KB). */
const KEY_WINDOW = 16_384;

/**
 * `PGPASSWORD=x`, `export NPM_TOKEN="x"`, `AWS_SECRET_ACCESS_KEY: x`: an assignment to an upper-case variable
 * whose name says secret (the value up to a quote, a space or a separator).
 */
const ASSIGNMENT =
  /\b([A-Z0-9_]{0,64}(?:PASSWORD|PASSWD|PASSPHRASE|SECRET|TOKEN|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|ACCOUNT_?KEY|CREDENTIALS?)[A-Z0-9_]{0,64}["']?[ \t]{0,8}[:=][ \t]{0,8}["']?)([^\s"'`;&|]{1,4096})/g;
/** `api_key="x"`, `"password": "x"`, and the same escaped inside JSON (`\"`): a quoted value of a secret key. */
const QUOTED_ASSIGNMENT =
  /(\b[a-z0-9_.-]{0,32}(?:api[_-]?key|secret|password|passwd|token|access[_-]?key|auth[_-]?key|credentials?)\\?["']?[ \t]{0,4}[:=][ \t]{0,4}\\?["'])([^\s"'\\]{6,4096})/gi;
/** Azure connection strings: `AccountKey=…;`, `SharedAccessKey=…`, `sig=…` of a SAS. */
const AZURE_KEY = /(\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=)([^\s;"'`]{1,4096})/gi;
/** Tokens with a fixed prefix that no log line holds by chance, whatever their entropy. */
const PREFIXED =
  /\b(?:npm_[A-Za-z0-9]{36}|xox[abposer]-[A-Za-z0-9-]{10,250}|xapp-[A-Za-z0-9-]{10,250}|AIza[A-Za-z0-9_-]{35}|[rs]k_(?:live|test)_[A-Za-z0-9]{16,247}|glpat-[A-Za-z0-9_-]{20,64}|gl(?:dt|ptt|rt|cbt|imt|soat|ft|agent|oas)-[A-Za-z0-9_-]{20,64}|eyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{2,8192}\.[A-Za-z0-9_-]{0,4096})/g;

/**
 * Whether `text` holds 11 characters of `[A-Za-z0-9_-]` in a row: every match of PREFIXED, GITHUB_TOKEN and
 * AWS_KEY_ID does (the shortest, `eyJ` and 8 more).
 */
function hasTokenRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const token =
      (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
    run = token ? run + 1 : 0;
    if (run >= 11) return true;
  }
  return false;
}

/** One of these is in every match of PREFIXED, GITHUB_TOKEN and AWS_KEY_ID (`npm_`, `xoxb-`, `AIza`, `eyJ`, …). */
const TOKEN_MARKS = ["_", "-", "AIza", "eyJ", "AKIA", "ASIA"];

/** A bearer token looks like one: it has a digit or punctuation, unlike the word after "Bearer" in prose. */
const looksLikeToken = (t: string) => /[0-9._~+/=-]/.test(t);

/** HTTP Basic credentials: valid base64 of printable `user:password`. */
function isBasicCredential(b64: string): boolean {
  if (b64.length % 4 !== 0) return false;
  let text: string;
  try {
    text = atob(b64);
  } catch {
    return false;
  }
  return text.includes(":") && /^[\x20-\x7e]+$/.test(text);
}

/** Replaces the bodies of private key blocks, across lines, in one pass. */
function redactKeyBlocks(text: string): string {
  if (!text.includes(KEY_BEGIN)) return text;
  const out: string[] = [];
  let pos = 0;
  let nextEnd = -2; // position of the next "-----END " at or after the current block, cached (-1: none)
  for (let begin = text.indexOf(KEY_BEGIN); begin >= 0; begin = text.indexOf(KEY_BEGIN, pos)) {
    // The header: "-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----".
    const head = text.slice(begin + KEY_BEGIN.length, begin + KEY_BEGIN.length + 40 + KEY_TAIL.length);
    const at = head.indexOf(KEY_TAIL);
    const label = at >= 0 ? head.slice(0, at) : "";
    if (at < 0 || !/^[A-Z0-9 ]*$/.test(label)) {
      out.push(text.slice(pos, begin + KEY_BEGIN.length));
      pos = begin + KEY_BEGIN.length;
      continue;
    }
    const bodyStart = begin + KEY_BEGIN.length + at + KEY_TAIL.length;
    if (nextEnd !== -1 && nextEnd < bodyStart) nextEnd = text.indexOf(KEY_END, bodyStart);
    let bodyEnd: number;
    if (nextEnd >= 0 && nextEnd - bodyStart <= KEY_WINDOW) {
      bodyEnd = nextEnd;
    } else {
      // No end marker (the log was cut): the body runs while it looks like PEM (base64, headers, escapes).
      bodyEnd = bodyStart;
      const limit = Math.min(text.length, bodyStart + KEY_WINDOW);
      while (bodyEnd < limit && /[A-Za-z0-9+/=\s\\:,-]/.test(text[bodyEnd] as string)) bodyEnd++;
    }
    out.push(text.slice(pos, bodyStart), mask(text.slice(bodyStart, bodyEnd)));
    pos = bodyEnd;
  }
  out.push(text.slice(pos));
  return out.join("");
}

/** A rule, its regexes compiled on first use: most texts hold the keywords of few rules, if any. */
interface CompiledRule {
  rule: SecretRule;
  re?: RegExp;
  allow?: RegExp[];
}

const regexOf = (c: CompiledRule) => (c.re ??= new RegExp(c.rule.source, "gd"));
const allowOf = (c: CompiledRule) => (c.allow ??= c.rule.allow.map((a) => new RegExp(a)));

/** Shannon entropy in bits per character, as gitleaks computes it (over bytes; here over UTF-16 units). */
export function shannonEntropy(s: string): number {
  if (s === "") return 0;
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** A keyword and the rules that list it. */
type Keyword = readonly [word: string, rules: readonly CompiledRule[]];

let compiled: {
  /** The keywords by their first two characters (charCode << 16 | charCode); one-character ones by theirs. */
  byStart: Map<number, Keyword[]>;
  /** Some keyword is one character long (none of gitleaks' are). */
  single: boolean;
  /** Each keyword's own rules. */
  byKeyword: Map<string, CompiledRule[]>;
  /** Each keyword's rules with those of the keywords inside it (rulesOf), worked out when found. */
  expanded: Map<string, readonly CompiledRule[]>;
  /** Rules without keywords, run on every text. */
  always: CompiledRule[];
  /** One regex of every keyword, longest first: for long texts (built on first use, ~1 ms). */
  keywords?: RegExp;
  allow?: RegExp[];
} | null = null;

// The loops over the rules and keywords below are indexed (or forEach), not for…of: a report is redacted once,
// by code V8 runs in its interpreter, where each step of a for…of (and each destructured pair) allocates an
// object. Those objects were most of what a `run` allocated after its attempts (~400 KB for a report of one
// failure), enough to cost it a collection of the young generation.

/** The vendored rules, indexed by the start of their keywords (their regexes compiled on first use). */
function rules(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const byKeyword = new Map<string, CompiledRule[]>();
  const always: CompiledRule[] = [];
  const all = gitleaksRules();
  for (let i = 0; i < all.length; i++) {
    const rule = all[i] as SecretRule;
    const c: CompiledRule = { rule };
    if (rule.keywords.length === 0) always.push(c);
    for (let j = 0; j < rule.keywords.length; j++) {
      const k = rule.keywords[j] as string;
      const list = byKeyword.get(k);
      if (list) list.push(c);
      else byKeyword.set(k, [c]);
    }
  }
  const byStart = new Map<number, Keyword[]>();
  let single = false;
  byKeyword.forEach((list, word) => {
    single ||= word.length === 1;
    const key = word.length === 1 ? word.charCodeAt(0) : (word.charCodeAt(0) << 16) | word.charCodeAt(1);
    const keywords = byStart.get(key);
    if (keywords) keywords.push([word, list]);
    else byStart.set(key, [[word, list]]);
  });
  compiled = { byStart, single, byKeyword, expanded: new Map(), always };
  return compiled;
}

const globalAllow = (r: NonNullable<typeof compiled>) => (r.allow ??= GLOBAL_ALLOW.map((a) => new RegExp(a)));

/** Up to this length a text's keywords are looked up position by position; beyond, one regex finds them. */
const SHORT_TEXT = 2_048;

/**
 * The rules of every keyword `lower` holds, anywhere (overlapping others too). A short text (most of a
 * report's) is looked up at each position for the keywords starting with its two characters: the regex of all
 * 244 keywords costs ~1 ms to compile and ~0.2 ms per short text until V8 optimises it; on long texts (a log)
 * it is the faster, once compiled. Both find the same rules.
 */
function candidateRules(r: NonNullable<typeof compiled>, lower: string): Set<CompiledRule> | null {
  if (lower.length > SHORT_TEXT) {
    const out = new Set<CompiledRule>(r.always);
    const keywords = (r.keywords ??= new RegExp(
      [...r.byKeyword.keys()]
        .sort((a, b) => b.length - a.length)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    ));
    keywords.lastIndex = 0;
    // Every position: a keyword overlapping the end of another is found too; a shorter keyword at the same
    // position is a prefix of the longest, whose entry lists the rules of every keyword it contains.
    for (let m = keywords.exec(lower); m !== null; m = keywords.exec(lower)) {
      const list = rulesOf(r, m[0]);
      for (let j = 0; j < list.length; j++) out.add(list[j] as CompiledRule);
      keywords.lastIndex = m.index + 1;
    }
    return out;
  }
  // Null while no rule is a candidate (most short texts): no set is made for them.
  let out: Set<CompiledRule> | null = r.always.length > 0 ? new Set(r.always) : null;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (r.single) out = addFound(out, r.byStart.get(c), lower, i);
    if (i + 1 < lower.length)
      out = addFound(out, r.byStart.get((c << 16) | lower.charCodeAt(i + 1)), lower, i);
  }
  return out;
}

/** `out` with the rules of the keywords of `found` that `lower` holds at `at`. */
function addFound(
  out: Set<CompiledRule> | null,
  found: readonly Keyword[] | undefined,
  lower: string,
  at: number,
): Set<CompiledRule> | null {
  if (found === undefined) return out;
  let set = out;
  for (let j = 0; j < found.length; j++) {
    const keyword = found[j] as Keyword;
    if (!lower.startsWith(keyword[0], at)) continue;
    const list = keyword[1];
    set ??= new Set();
    for (let k = 0; k < list.length; k++) set.add(list[k] as CompiledRule);
  }
  return set;
}

/**
 * The rules of a keyword found: its own, then those of the keywords inside it ("key" in "apikey"). Worked out
 * for the keywords a text holds, once each: for all 244 up front it cost ~10 ms.
 */
function rulesOf(r: NonNullable<typeof compiled>, word: string): readonly CompiledRule[] {
  let list = r.expanded.get(word);
  if (list === undefined) {
    const all = new Set(r.byKeyword.get(word) ?? []);
    r.byKeyword.forEach((rules, inner) => {
      if (inner !== word && word.includes(inner))
        for (let j = 0; j < rules.length; j++) all.add(rules[j] as CompiledRule);
    });
    list = [...all];
    r.expanded.set(word, list);
  }
  return list;
}

/** The secret of a match: the rule's group, else the first non-empty group, else the whole match (gitleaks). */
function secretOf(m: RegExpExecArray, group: number | null): [number, number] | null {
  const indices = m.indices;
  if (!indices) return null;
  if (group !== null) return indices[group] ?? null;
  for (let g = 1; g < indices.length; g++) {
    const span = indices[g];
    if (span && span[1] > span[0]) return span;
  }
  return indices[0] ?? null;
}

/** Spans of `text` that gitleaks' rules find to be secrets (entropy, allowlists and stopwords applied). */
function ruleSpans(text: string): [number, number][] {
  const r = rules();
  const lower = text.toLowerCase();
  // Their order does not matter: the spans are sorted and merged.
  const candidates = candidateRules(r, lower);
  const spans: [number, number][] = [];
  candidates?.forEach((c) => {
    const re = regexOf(c);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0] === "") re.lastIndex++;
      const span = secretOf(m, c.rule.secretGroup);
      if (!span || span[1] <= span[0]) continue;
      const secret = text.slice(span[0], span[1]);
      if (c.rule.entropy !== null && shannonEntropy(secret) <= c.rule.entropy) continue;
      const low = secret.toLowerCase();
      if (globalAllow(r).some((a) => a.test(secret)) || allowOf(c).some((a) => a.test(secret))) continue;
      if (GLOBAL_STOPWORDS.some((w) => low.includes(w)) || c.rule.stopwords.some((w) => low.includes(w)))
        continue;
      spans.push(span);
    }
  });
  return spans;
}

/** `text` with each span (possibly overlapping) replaced by a mask no longer than it. */
function maskSpans(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  let pos = 0;
  let i = 0;
  while (i < spans.length) {
    let [start, end] = spans[i] as [number, number];
    for (i++; i < spans.length && (spans[i] as [number, number])[0] <= end; i++)
      end = Math.max(end, (spans[i] as [number, number])[1]);
    start = Math.max(start, pos);
    if (end <= start) continue;
    out.push(text.slice(pos, start), mask(text.slice(start, end)));
    pos = end;
  }
  out.push(text.slice(pos));
  return out.join("");
}

/** The secret values of the environment: those of variables with secret-looking names, longest first. */
function secretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SECRET_NAME.test(name)) continue;
    if (value.length >= MIN_SECRET_LENGTH) values.add(value);
    // A multi-line value (a key, a JSON credential) may be printed one line at a time.
    if (value.includes("\n")) {
      for (const line of value.split(/\r?\n/)) {
        const t = line.trim();
        if (t.length >= MIN_SECRET_LENGTH) values.add(t);
      }
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** The redactors of frozen environments (which cannot gain a secret later): a run redacts with one. */
const frozen = new WeakMap<object, (text: string) => string>();

/**
 * A redactor: known secret values of `env`, then every secret-looking pattern, replaced with `***`. Made once
 * for a frozen `env` (a run's snapshot of its environment: the report and the prompt share it); each call
 * otherwise, since `env` may gain a secret meanwhile (process.env does).
 */
export function createRedactor(env: Readonly<Record<string, string | undefined>>): (text: string) => string {
  let redactor = frozen.get(env);
  if (redactor) return redactor;
  redactor = redactorOf(secretValues(env));
  if (Object.isFrozen(env)) frozen.set(env, redactor);
  return redactor;
}

function redactorOf(values: readonly string[]): (text: string) => string {
  return (text) => {
    let t = text;
    for (const v of values) if (t.includes(v)) t = t.split(v).join(MASK);
    t = redactKeyBlocks(t);
    // Each pattern runs only on a text holding what every match of it holds (a regex costs its compilation on
    // first use, and most texts of a report are short words and sentences). Masks add only `*`.
    // Whole tokens first: a rule of fixed length would leave the end of a longer one.
    if (hasTokenRun(t) && TOKEN_MARKS.some((m) => t.includes(m)))
      t = t.replace(PREFIXED, MASK).replace(GITHUB_TOKEN, MASK).replace(AWS_KEY_ID, MASK);
    t = maskSpans(t, ruleSpans(t));
    // Computed once: masking adds no word, so a word missing now is missing after each replacement too.
    const lower = t.toLowerCase();
    const has = (...words: string[]) => words.some((w) => lower.includes(w));
    if (t.includes(":") || t.includes("=")) {
      if (has("key", "secret", "passw", "token", "credential"))
        t = t.replace(QUOTED_ASSIGNMENT, (m, label: string, value: string) =>
          value.startsWith("$") || value.startsWith("***") ? m : `${label}${mask(value)}`,
        );
      if (has("accountkey=", "sharedaccesskey=", "sharedaccesssignature="))
        t = t.replace(AZURE_KEY, (_m, label: string, value: string) => `${label}${mask(value)}`);
      if (["PASS", "SECRET", "TOKEN", "KEY", "CREDENTIAL"].some((w) => t.includes(w)))
        t = t.replace(ASSIGNMENT, (m, label: string, value: string) =>
          // A reference (`$PGPASS`) or another variable's name (bash's `API_TOKEN: API_TOKEN is not set`) stays.
          value.startsWith("$") || value === MASK || /^[A-Z][A-Z0-9_]*$/.test(value)
            ? m
            : `${label}${mask(value)}`,
        );
      if (has("aws")) t = t.replace(AWS_SECRET, (_m, label: string) => `${label}${MASK}`);
      if (has("authorization"))
        t = t.replace(AUTH_HEADER, (m, label: string) => `${label}${mask(m.slice(label.length))}`);
    }
    if (has("bearer"))
      t = t.replace(BEARER, (m, label: string, token: string) =>
        token !== MASK && looksLikeToken(token) ? `${label}${MASK}` : m,
      );
    if (has("basic"))
      t = t.replace(BASIC, (m, label: string, b64: string) =>
        isBasicCredential(b64) ? `${label}${MASK}` : m,
      );
    if (t.includes("://"))
      t = t.replace(URL_PASSWORD, (_m, head: string, password: string) => `${head}${mask(password)}@`);
    return t;
  };
}

/** Fields that hold identifiers or enumerations, never free text: redacting them could only break them. */
const KEEP = new Set([
  "schemaVersion",
  "fingerprint",
  "fingerprints",
  "category",
  "categories",
  "primary",
  "outcome",
  "status",
  "source",
  "verdict",
  "kind",
]);

function deep(value: unknown, redact: (s: string) => string): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => deep(v, redact));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = KEEP.has(k) ? v : deep(v, redact);
    return out;
  }
  return value;
}

/**
 * A copy of the report with every free-text string redacted (identifiers and enumerations kept). Replacements
 * are never longer than what they replace and no free-text field has a pattern, so the copy is as valid as
 * the report. Not validated here: the caller validates the report it writes, once (see run/job.ts).
 */
export function redactReport(report: Report, redact: (text: string) => string): Report {
  // Keys in the report's order (the order its schema gives them): the report is written as built.
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(report))
    out[k] =
      k === "tool"
        ? { ...report.tool, version: redact(report.tool.version) }
        : KEEP.has(k)
          ? v
          : deep(v, redact);
  return out as Report;
}
