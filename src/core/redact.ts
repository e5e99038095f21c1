// Secrets never leave: every string of a report, summary, annotation or prompt goes through a redactor.
// Every pattern is linear: no nested quantifiers, bounded repetitions, literal search for known values.
import type { Report } from "./schema.js";

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

/** A redactor: known secret values of `env`, then every secret-looking pattern, replaced with `***`. */
export function createRedactor(env: Readonly<Record<string, string | undefined>>): (text: string) => string {
  const values = secretValues(env);
  return (text) => {
    let t = text;
    for (const v of values) if (t.includes(v)) t = t.split(v).join(MASK);
    t = redactKeyBlocks(t);
    return t
      .replace(GITHUB_TOKEN, MASK)
      .replace(AWS_KEY_ID, MASK)
      .replace(AWS_SECRET, (_m, label: string) => `${label}${MASK}`)
      .replace(AUTH_HEADER, (m, label: string) => `${label}${mask(m.slice(label.length))}`)
      .replace(BEARER, (m, label: string, token: string) =>
        token !== MASK && looksLikeToken(token) ? `${label}${MASK}` : m,
      )
      .replace(BASIC, (m, label: string, b64: string) => (isBasicCredential(b64) ? `${label}${MASK}` : m))
      .replace(URL_PASSWORD, (_m, head: string, password: string) => `${head}${mask(password)}@`);
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
  const { tool, ...rest } = report;
  return Object.assign({ tool: { ...tool, version: redact(tool.version) } }, deep(rest, redact)) as Report;
}
