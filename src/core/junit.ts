// A JUnit XML parser for every common dialect (surefire, Gradle, nextest, Playwright, jest-junit, vitest,
// mocha-junit-reporter, node:test, pytest xunit1/xunit2, go-junit-report, bun, …).
//
// It is a hand-written single-pass scanner: `indexOf` jumps to the next `<`, everything else is `charCodeAt`
// loops that look at each character a bounded number of times, so the time is linear in the input whatever the
// input is. There is no regular expression. A DOCTYPE is skipped, never interpreted: no entity other than the five predefined ones
// and numeric character references is ever expanded (billion-laughs safe). Every string kept is bounded by
// LIMITS, and text nobody needs (system-out, properties, …) is skipped without being copied.
import { LIMITS } from "./schema.js";
import type { TestCase } from "./schema.js";

/** Most test cases one document may hold. */
export const MAX_TEST_CASES = 200_000;
/** Deepest element nesting accepted (real reports nest a few levels; this bounds the memory a document can take). */
export const MAX_DEPTH = 10_000;

const TYPE_MAX = 200;

export class JUnitParseError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** What went wrong, without the location prefix. */
  readonly reason: string;

  constructor(file: string, line: number, column: number, reason: string) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = "JUnitParseError";
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

export interface JUnitResult {
  file: string;
  cases: TestCase[];
  suites: number;
}

type RetryKind = TestCase["retries"][number]["kind"];

// Character codes.
const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const BANG = 33; // !
const QUESTION = 63; // ?
const EQ = 61; // =
const DQUOTE = 34; // "
const SQUOTE = 39; // '
const SEMI = 59; // ;
const HASH = 35; // #
const LBRACKET = 91; // [
const RBRACKET = 93; // ]
const DASH = 45; // -

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

/** Element roles. Anything else is OTHER: its text goes wherever its parent's goes. */
const OTHER = 0;
const SUITES = 1;
const SUITE = 2;
const CASE = 3;
const RESULT = 4; // <failure>, <error>, <skipped>, <disabled> directly inside a <testcase>
const RETRY = 5; // <flakyFailure>, <flakyError>, <rerunFailure>, <rerunError> directly inside a <testcase>
const MUTE = 6; // <system-out>, <system-err>, <properties>: their text is never kept

/** Cuts `s` to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return s.slice(0, end);
}

function normalizeNewlines(s: string): string {
  return s.indexOf("\r") === -1 ? s : s.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Decodes `&name;` between `from` (just after `&`) and `semi`; returns null when it is not one we expand. */
function decodeEntity(src: string, from: number, semi: number): string | null {
  const len = semi - from;
  if (len < 2) return null;
  const c0 = src.charCodeAt(from);
  if (c0 === HASH) {
    let cp = 0;
    let i = from + 1;
    const hex = src.charCodeAt(i) === 120; // x
    if (hex) i++;
    if (i === semi) return null;
    for (; i < semi; i++) {
      const c = src.charCodeAt(i);
      let d: number;
      if (c >= 48 && c <= 57) d = c - 48;
      else if (hex && c >= 97 && c <= 102) d = c - 87;
      else if (hex && c >= 65 && c <= 70) d = c - 55;
      else return null;
      cp = cp * (hex ? 16 : 10) + d;
      if (cp > 0x10ffff) return null;
    }
    return isXmlChar(cp) ? String.fromCodePoint(cp) : null;
  }
  switch (src.slice(from, semi)) {
    case "lt":
      return "<";
    case "gt":
      return ">";
    case "amp":
      return "&";
    case "quot":
      return '"';
    case "apos":
      return "'";
    default:
      return null;
  }
}

/** The longest entity we expand is `&#x10FFFF;` or `&#1114111;` (10 characters). */
const MAX_ENTITY = 10;

/**
 * Decodes `src[start, end)` (entities, newlines), producing at most `limit` characters. Only as much of the
 * input as can contribute to those characters is looked at, so a 5 MB value costs nothing more than a short one.
 */
function decode(src: string, start: number, end: number, limit: number): string {
  // Every expanded entity yields at least one character from at most MAX_ENTITY input characters, so this much
  // input is enough. Searching a bounded slice keeps `indexOf` from scanning the rest of the document.
  const raw = src.slice(start, Math.min(end, start + limit * MAX_ENTITY + MAX_ENTITY));
  const stop = raw.length;
  let amp = raw.indexOf("&");
  if (amp === -1) return cut(normalizeNewlines(raw), limit);
  let out = "";
  let pos = 0;
  while (amp !== -1) {
    let semi = -1;
    const max = Math.min(stop, amp + MAX_ENTITY);
    for (let j = amp + 1; j < max; j++) {
      if (raw.charCodeAt(j) === SEMI) {
        semi = j;
        break;
      }
    }
    const decoded = semi === -1 ? null : decodeEntity(raw, amp + 1, semi);
    if (decoded === null) {
      // Kept literally; scanning resumes after the `&`.
      amp = raw.indexOf("&", amp + 1);
      continue;
    }
    out += normalizeNewlines(raw.slice(pos, amp)) + decoded;
    pos = semi + 1;
    if (out.length >= limit) return cut(out, limit);
    amp = raw.indexOf("&", pos);
  }
  if (pos < stop) out += normalizeNewlines(raw.slice(pos));
  return cut(out, limit);
}

/** Collects the text content of an element, bounded, with leading whitespace dropped. */
class Capture {
  text = "";
  add(piece: string): void {
    const room = LIMITS.excerpt - this.text.length;
    if (room <= 0) return;
    let s = piece;
    if (this.text.length === 0) {
      let k = 0;
      while (k < s.length && isSpace(s.charCodeAt(k))) k++;
      if (k === s.length) return;
      if (k > 0) s = s.slice(k);
    }
    this.text += cut(s, room);
  }
  /** Room left, in characters. */
  get room(): number {
    return LIMITS.excerpt - this.text.length;
  }
}

interface Outcome {
  kind: number; // 0 failure, 1 error
  message: string | null;
  type: string | null;
  capture: Capture;
}

interface PendingRetry {
  kind: RetryKind;
  message: string | null;
  type: string | null;
  capture: Capture;
}

interface PendingCase {
  name: string;
  classname: string | null;
  file: string | null;
  line: number | null;
  durationMs: number | null;
  statusAttr: string | null;
  outcome: Outcome | null;
  skipped: boolean;
  retries: PendingRetry[];
}

/** Attributes the parser reads (the first of each); anything else is scanned over and dropped. */
class Attrs {
  name: string | undefined = undefined;
  classname: string | undefined = undefined;
  file: string | undefined = undefined;
  filepath: string | undefined = undefined;
  line: string | undefined = undefined;
  lineno: string | undefined = undefined;
  time: string | undefined = undefined;
  message: string | undefined = undefined;
  type: string | undefined = undefined;
  status: string | undefined = undefined;
}

type AttrName = keyof Attrs;

/** Attribute names read, by length, so a key is recognized without copying it out of the document. */
const ATTR_NAMES: readonly (readonly AttrName[])[] = (() => {
  const names: AttrName[] = [
    "name",
    "classname",
    "file",
    "filepath",
    "line",
    "lineno",
    "time",
    "message",
    "type",
    "status",
  ];
  const byLength: AttrName[][] = [];
  for (const k of names) (byLength[k.length] ??= []).push(k);
  return byLength;
})();

/** Most characters kept of each attribute read (`message` and `type` have room for whitespace trimmed later). */
const ATTR_LIMITS: Record<AttrName, number> = {
  name: LIMITS.testName,
  classname: LIMITS.testName,
  file: LIMITS.path,
  filepath: LIMITS.path,
  message: LIMITS.message * 2,
  type: TYPE_MAX * 2,
  // Short values only: anything longer is not a number or a status.
  time: 64,
  line: 64,
  lineno: 64,
  status: 64,
};

const SOURCE_EXTENSIONS = [
  ".ts",
  ".tsx",
  ".mts",
  ".cts",
  ".js",
  ".mjs",
  ".cjs",
  ".jsx",
  ".py",
  ".go",
  ".rs",
  ".java",
  ".kt",
  ".kts",
  ".scala",
  ".rb",
  ".php",
  ".cs",
  ".swift",
  ".c",
  ".cc",
  ".cpp",
  ".vue",
  ".svelte",
];

/** True when `s` looks like a source path: it has a `/` or ends in a known source extension, and no spaces. */
function looksLikePath(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isSpace(s.charCodeAt(i))) return false;
  if (s.includes("/")) return true;
  for (const ext of SOURCE_EXTENSIONS) if (s.length > ext.length && s.endsWith(ext)) return true;
  return false;
}

/** `time` in seconds (`"1.5"`, `"1,234.5"`, `""`) to milliseconds, or null. */
function parseSeconds(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  let plain = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 44 || isSpace(c))
      plain = false; // `,` thousands separator, whitespace
    else if (!((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === DASH))
      return null;
  }
  const s = plain ? raw : raw.replaceAll(",", "").trim();
  if (s.length === 0) return null;
  const seconds = Number(s);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.round(seconds * 1e6) / 1e3;
}

function parseLine(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const s = raw.trim();
  if (s.length === 0 || s.length > 15) return null;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  const n = Number(s);
  return n > 0 ? n : null;
}

function nonEmpty(s: string | undefined, max: number): string | null {
  if (s === undefined || s.length === 0) return null;
  return cut(s, max);
}

function trimmed(s: string | undefined, max: number): string | null {
  if (s === undefined) return null;
  const t = s.trim();
  return t.length === 0 ? null : cut(t, max);
}

/** First non-empty line of `text`, trimmed, bounded. */
function firstLine(text: string): string | null {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    if (line.length > 0) return cut(line, LIMITS.message);
    start = end + 1;
  }
  return null;
}

function bodyOf(capture: Capture): string | null {
  const t = capture.text.trimEnd();
  return t.length === 0 ? null : t;
}

const SKIP_STATUSES = new Set(["disabled", "skipped", "skip", "notrun", "not run", "ignored", "pending"]);

/** Parses one JUnit XML document. `file` is only used in errors and as a fallback. Throws JUnitParseError on malformed XML. */
export function parseJUnit(xml: string, file: string): JUnitResult {
  const src = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  const n = src.length;

  const fail = (pos: number, reason: string): never => {
    let line = 1;
    let lineStart = 0;
    const stop = Math.min(pos, n);
    for (let nl = src.indexOf("\n"); nl !== -1 && nl < stop; nl = src.indexOf("\n", nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    throw new JUnitParseError(file, line, stop - lineStart + 1, reason);
  };

  // The open elements, as parallel arrays of small integers and references, so a deeply nested hostile
  // document allocates nothing per level: where each name starts and how long it is, its role, its capture.
  const nameStarts: number[] = [];
  const nameLengths: number[] = [];
  const kinds: number[] = [];
  const captures: (Capture | null)[] = [];
  const topName = () => {
    const k = nameStarts.length - 1;
    const start = nameStarts[k] ?? 0;
    return src.slice(start, start + (nameLengths[k] ?? 0));
  };

  // Enclosing <testsuite> elements: their names, and the file of the nearest one that has a file.
  const suiteNames: (string | null)[] = [];
  const suiteFiles: (string | null)[] = [];

  const cases: TestCase[] = [];
  let suites = 0;
  let current: PendingCase | null = null;
  let rootSeen = false;
  let rootClosed = false;

  const inCase = () => current !== null && kinds[kinds.length - 1] === CASE;

  const openCase = (a: Attrs, pos: number) => {
    if (cases.length >= MAX_TEST_CASES) {
      fail(pos, `too many test cases: more than ${MAX_TEST_CASES} (the limit of one document)`);
    }
    const classname = nonEmpty(a.classname, LIMITS.testName);
    current = {
      name: cut(a.name ?? "", LIMITS.testName),
      classname,
      file: nonEmpty(a.file ?? a.filepath, LIMITS.path),
      line: parseLine(a.line ?? a.lineno),
      durationMs: parseSeconds(a.time),
      statusAttr: a.status === undefined ? null : a.status.trim().toLowerCase(),
      outcome: null,
      skipped: false,
      retries: [],
    };
  };

  const closeCase = () => {
    const c = current;
    if (c === null) return;
    current = null;
    const suite = suiteNames.length > 0 ? (suiteNames[suiteNames.length - 1] ?? null) : null;
    let caseFile = c.file ?? (suiteFiles.length > 0 ? (suiteFiles[suiteFiles.length - 1] ?? null) : null);
    if (caseFile === null && c.classname !== null && looksLikePath(c.classname))
      caseFile = cut(c.classname, LIMITS.path);
    if (caseFile === null && suite !== null && looksLikePath(suite)) caseFile = cut(suite, LIMITS.path);
    let status: TestCase["status"] = "passed";
    let message: string | null = null;
    let type: string | null = null;
    let body: string | null = null;
    if (c.outcome !== null) {
      status = c.outcome.kind === 0 ? "failed" : "error";
      body = bodyOf(c.outcome.capture);
      message = c.outcome.message ?? (body === null ? null : firstLine(body));
      type = c.outcome.type;
    } else if (c.skipped || (c.statusAttr !== null && SKIP_STATUSES.has(c.statusAttr))) {
      status = "skipped";
    }
    cases.push({
      name: c.name,
      classname: c.classname,
      suite,
      file: caseFile,
      line: c.line,
      status,
      message,
      type,
      body,
      durationMs: c.durationMs,
      retries: c.retries.map((r) => ({
        kind: r.kind,
        message: r.message ?? firstLine(r.capture.text),
        type: r.type,
      })),
    });
  };

  /** The capture of the element `open` just set up. */
  let opened: Capture | null = null;

  /** Sets up the role of a just-opened element; returns its kind and sets `opened` to its capture. */
  const open = (name: string, a: Attrs | null, pos: number): number => {
    // By default an element's text goes wherever its parent's goes.
    opened = captures.length > 0 ? (captures[captures.length - 1] ?? null) : null;
    switch (name) {
      case "testsuites":
        return current === null ? SUITES : OTHER;
      case "testsuite":
        if (current !== null) return OTHER;
        suites++;
        suiteNames.push(nonEmpty(a?.name, LIMITS.testName));
        suiteFiles.push(
          nonEmpty(a?.file ?? a?.filepath, LIMITS.path) ??
            (suiteFiles.length > 0 ? (suiteFiles[suiteFiles.length - 1] ?? null) : null),
        );
        opened = null;
        return SUITE;
      case "testcase":
        if (current !== null) return OTHER;
        openCase(a ?? new Attrs(), pos);
        opened = null;
        return CASE;
      case "failure":
      case "error": {
        if (!inCase()) return OTHER;
        const capture = new Capture();
        const c = current;
        if (c !== null && c.outcome === null) {
          c.outcome = {
            kind: name === "failure" ? 0 : 1,
            message: trimmed(a?.message, LIMITS.message),
            type: trimmed(a?.type, TYPE_MAX),
            capture,
          };
          opened = capture;
          return RESULT;
        }
        opened = null;
        return RESULT;
      }
      case "skipped":
      case "disabled": {
        if (!inCase()) return OTHER;
        const c = current;
        if (c !== null) c.skipped = true;
        opened = null;
        return RESULT;
      }
      case "flakyFailure":
      case "flakyError":
      case "rerunFailure":
      case "rerunError": {
        if (!inCase()) return OTHER;
        const capture = new Capture();
        const c = current;
        c?.retries.push({
          kind: name,
          message: trimmed(a?.message, LIMITS.message),
          type: trimmed(a?.type, TYPE_MAX),
          capture,
        });
        opened = capture;
        return RETRY;
      }
      case "system-out":
      case "system-err":
      case "properties":
        opened = null;
        return MUTE;
      default:
        return OTHER;
    }
  };

  const close = (kind: number) => {
    if (kind === SUITE) {
      suiteNames.pop();
      suiteFiles.pop();
    } else if (kind === CASE) {
      closeCase();
    }
  };

  /** Only these elements' attributes are read. */
  const wantsAttrs = (name: string) =>
    name === "testcase" ||
    name === "testsuite" ||
    name === "failure" ||
    name === "error" ||
    name === "flakyFailure" ||
    name === "flakyError" ||
    name === "rerunFailure" ||
    name === "rerunError";

  /** Reads the attribute `src[keyStart, keyEnd)` = `src[start, end)` into `a` when it is one we want. */
  const assign = (a: Attrs, keyStart: number, keyEnd: number, start: number, end: number) => {
    const candidates = ATTR_NAMES[keyEnd - keyStart];
    if (candidates === undefined) return;
    for (const key of candidates) {
      if (!src.startsWith(key, keyStart)) continue;
      if (a[key] !== undefined) return;
      const limit = ATTR_LIMITS[key];
      a[key] = limit === 64 && end - start > 64 ? "?" : decode(src, start, end, limit);
      return;
    }
  };

  const topText = (start: number, end: number) => {
    for (let k = start; k < end; k++) {
      if (!isSpace(src.charCodeAt(k))) {
        fail(
          k,
          rootSeen
            ? "unexpected text after the root element"
            : "unexpected text before the root element (expected '<')",
        );
      }
    }
  };

  const where = () => (nameStarts.length > 0 ? ` inside <${topName()}>` : "");

  let i = 0;
  while (i < n) {
    const lt = src.indexOf("<", i);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > i) {
      if (nameStarts.length === 0) topText(i, textEnd);
      else {
        const capture = captures[captures.length - 1];
        if (capture && capture.room > 0) capture.add(decode(src, i, textEnd, capture.room));
      }
    }
    if (lt === -1) break;
    i = lt;
    const c1 = src.charCodeAt(i + 1);

    if (c1 === BANG) {
      if (src.startsWith("<!--", i)) {
        const end = src.indexOf("-->", i + 4);
        if (end === -1) fail(i, `unterminated comment${where()} (expected -->)`);
        i = end + 3;
      } else if (src.startsWith("<![CDATA[", i)) {
        const end = src.indexOf("]]>", i + 9);
        if (end === -1) fail(i, `unterminated CDATA section${where()} (expected ]]>)`);
        if (nameStarts.length === 0) fail(i, "unexpected CDATA section outside the root element");
        const capture = captures[captures.length - 1];
        if (capture && capture.room > 0) {
          capture.add(
            cut(normalizeNewlines(src.slice(i + 9, Math.min(end, i + 9 + capture.room * 2))), capture.room),
          );
        }
        i = end + 3;
      } else if (src.startsWith("<!DOCTYPE", i)) {
        if (rootSeen) fail(i, "unexpected DOCTYPE after the root element started");
        // Skipped, never interpreted: quoted strings and an internal subset in [...] may hold '>'.
        let j = i + 9;
        let depth = 0;
        let quote = 0;
        for (; j < n; j++) {
          const c = src.charCodeAt(j);
          if (quote !== 0) {
            if (c === quote) quote = 0;
          } else if (c === DQUOTE || c === SQUOTE) quote = c;
          else if (c === LBRACKET) depth++;
          else if (c === RBRACKET) depth--;
          else if (c === GT && depth <= 0) break;
        }
        if (j >= n) fail(i, "unterminated DOCTYPE (expected >)");
        i = j + 1;
      } else {
        fail(i, `unexpected markup '<!'${where()} (expected a comment, CDATA section or DOCTYPE)`);
      }
      continue;
    }

    if (c1 === QUESTION) {
      const end = src.indexOf("?>", i + 2);
      if (end === -1) fail(i, "unterminated processing instruction (expected ?>)");
      i = end + 2;
      continue;
    }

    if (c1 === SLASH) {
      let j = i + 2;
      while (j < n) {
        const c = src.charCodeAt(j);
        if (c === GT || isSpace(c)) break;
        j++;
      }
      const nameStart = i + 2;
      const nameLength = j - nameStart;
      while (j < n && isSpace(src.charCodeAt(j))) j++;
      if (j >= n)
        fail(
          j,
          `unexpected end of input inside closing tag </${src.slice(nameStart, nameStart + nameLength)} (expected >)`,
        );
      if (src.charCodeAt(j) !== GT)
        fail(j, `expected '>' to end closing tag </${src.slice(nameStart, nameStart + nameLength)}>`);
      const depth = nameStarts.length;
      if (depth === 0) {
        fail(
          i,
          rootSeen
            ? `unexpected </${src.slice(nameStart, nameStart + nameLength)}> after the root element`
            : `unexpected </${src.slice(nameStart, nameStart + nameLength)}> before any element`,
        );
      }
      const openStart = nameStarts[depth - 1] ?? 0;
      let same = nameLengths[depth - 1] === nameLength;
      for (let k = 0; same && k < nameLength; k++)
        same = src.charCodeAt(openStart + k) === src.charCodeAt(nameStart + k);
      if (!same)
        fail(i, `expected </${topName()}>, found </${src.slice(nameStart, nameStart + nameLength)}>`);
      nameStarts.pop();
      nameLengths.pop();
      captures.pop();
      close(kinds.pop() ?? OTHER);
      if (depth === 1) rootClosed = true;
      i = j + 1;
      continue;
    }

    // A start tag.
    let j = i + 1;
    const first = src.charCodeAt(j);
    if (j >= n) fail(i, `unexpected end of input after '<'${where()}`);
    if (
      isSpace(first) ||
      first === GT ||
      first === EQ ||
      first === DQUOTE ||
      first === SQUOTE ||
      first === LT
    ) {
      fail(i, `expected a tag name after '<'${where()}`);
    }
    while (j < n) {
      const c = src.charCodeAt(j);
      if (isSpace(c) || c === GT || c === SLASH) break;
      j++;
    }
    const name = src.slice(i + 1, j);
    if (nameStarts.length === 0) {
      if (rootClosed) fail(i, `unexpected <${name}> after the root element`);
      if (name !== "testsuites" && name !== "testsuite") {
        fail(i, `unexpected root element <${name}> (expected <testsuites> or <testsuite>)`);
      }
      rootSeen = true;
    }
    const attrs: Attrs | null = wantsAttrs(name) ? new Attrs() : null;
    let selfClosing = false;
    for (;;) {
      while (j < n && isSpace(src.charCodeAt(j))) j++;
      if (j >= n) fail(j, `unexpected end of input inside start tag <${name} (expected >)`);
      const c = src.charCodeAt(j);
      if (c === GT) {
        j++;
        break;
      }
      if (c === SLASH) {
        if (src.charCodeAt(j + 1) !== GT) fail(j, `expected '>' after '/' in <${name}>`);
        selfClosing = true;
        j += 2;
        break;
      }
      const keyStart = j;
      while (j < n) {
        const k = src.charCodeAt(j);
        if (k === EQ || isSpace(k) || k === GT || k === SLASH || k === LT) break;
        j++;
      }
      if (j === keyStart) fail(j, `unexpected character in start tag <${name}> (expected an attribute name)`);
      const keyEnd = j;
      while (j < n && isSpace(src.charCodeAt(j))) j++;
      if (src.charCodeAt(j) !== EQ) {
        fail(j, `expected '=' after attribute ${src.slice(keyStart, keyEnd)} in <${name}>`);
      }
      j++;
      while (j < n && isSpace(src.charCodeAt(j))) j++;
      const quote = src.charCodeAt(j);
      if (quote !== DQUOTE && quote !== SQUOTE) {
        fail(j, `expected a quoted value for attribute ${src.slice(keyStart, keyEnd)} in <${name}>`);
      }
      const valueEnd = src.indexOf(quote === DQUOTE ? '"' : "'", j + 1);
      if (valueEnd === -1) {
        fail(j, `unterminated attribute value for ${src.slice(keyStart, keyEnd)} in <${name}>`);
      }
      if (attrs !== null) assign(attrs, keyStart, keyEnd, j + 1, valueEnd);
      j = valueEnd + 1;
    }

    const kind = open(name, attrs, i);
    if (selfClosing) {
      close(kind);
      if (nameStarts.length === 0) rootClosed = true;
    } else {
      if (nameStarts.length >= MAX_DEPTH)
        fail(i, `elements nested deeper than ${MAX_DEPTH} levels (the limit)`);
      nameStarts.push(i + 1);
      nameLengths.push(name.length);
      kinds.push(kind);
      captures.push(opened);
    }
    i = j;
  }

  if (nameStarts.length > 0) {
    const top = topName();
    fail(n, `unexpected end of input inside <${top}> (expected </${top}>)`);
  }
  if (!rootSeen) fail(n, "empty document: expected a <testsuites> or <testsuite> root element");
  return { file, cases, suites };
}
