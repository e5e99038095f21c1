// Secrets never leave: every string of a report, summary, annotation or prompt goes through a redactor.
// Three layers: the values of the environment's secret-named variables (literal search), the tokens whose
// format their providers document (tokens.ts: a prefix and a body), and patterns for what has no prefix
// (private key blocks, cut short too; Authorization headers; URL passwords; `NAME=value` of secret-named
// variables; quoted values of secret-named keys; Azure connection strings). Every pattern is linear: no nested
// quantifiers, bounded repetitions.
import { tokenRegex } from "./tokens.js";
import type { Report } from "../schema.js";

export const MASK = "***";

/** Names of environment variables whose values are secrets. */
export const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|AUTH/i;

/** Shortest environment value redacted: shorter ones (`CI=true`) would blank common words. */
export const MIN_SECRET_LENGTH = 6;

/** A replacement never longer than what it replaces, so bounded fields stay within their bounds. */
const mask = (s: string) => (s.length >= MASK.length ? MASK : "*".repeat(s.length));

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
/** The tokens of tokens.ts, compiled on first use. */
let tokens: RegExp | undefined;

/**
 * Whether `text` holds 11 characters of `[A-Za-z0-9_-]` in a row: every token of tokens.ts does (the shortest
 * run, `eyJ` and 8 more of a JWT).
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
    if (hasTokenRun(t)) t = t.replace((tokens ??= tokenRegex()), MASK);
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
