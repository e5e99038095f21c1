// What JUnit XML means: test cases, their outcome, location and retries, from the tokens of xml.ts, for
// every common dialect (surefire/failsafe, Gradle, nextest, Playwright, jest-junit, vitest,
// mocha-junit-reporter, node:test, pytest xunit1/xunit2, go-junit-report, gotestsum, bun, …).
//
// Every string kept is bounded by LIMITS; text nobody needs (system-out, properties, …) is never decoded.
import { LIMITS } from "../limits.js";
import { shortName } from "../names.js";
import { hash64 } from "../classify/fingerprint.js";
import type { TestCase } from "../schema.js";
import {
  type StartTag,
  type XmlHandler,
  type XmlWork,
  XmlSyntaxError,
  cut,
  decodeCData,
  decodeText,
  isSpace,
} from "./xml.js";

/** How much of a test's name is read before it is shortened to LIMITS.testName (names.ts's shortName). */
const LONG_NAME = LIMITS.testName * 8;

/** Most test cases one document may hold. */
export const MAX_TEST_CASES = 200_000;

const TYPE_MAX = 200;

type RetryKind = TestCase["retries"][number]["kind"];

/** Element roles. Anything else is OTHER: its text goes wherever its parent's goes. */
const OTHER = 0;
const SUITES = 1;
const SUITE = 2;
const CASE = 3;
const RESULT = 4; // <failure>, <error>, <skipped>, <disabled> directly inside a <testcase>
const RETRY = 5; // <flakyFailure>, <flakyError>, <rerunFailure>, <rerunError> directly inside a <testcase>
const MUTE = 6; // <system-out>, <system-err>, <properties>: their text is never kept

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
    else if (!((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45))
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

/** A value read only when short: anything longer is not a number or a status. */
const SHORT = 64;

/** Builds the test cases of one JUnit document from its tokens. */
export class JUnitDialect implements XmlHandler {
  readonly cases: TestCase[] = [];
  suites = 0;
  /** The role and the capture of each open element. */
  private readonly kinds: number[] = [];
  private readonly captures: (Capture | null)[] = [];
  /** Enclosing <testsuite> elements: their names, and the file of the nearest one that has a file. */
  private readonly suiteNames: (string | null)[] = [];
  private readonly suiteFiles: (string | null)[] = [];
  private current: PendingCase | null = null;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly work: XmlWork = { steps: 0 },
  ) {}

  private short(tag: StartTag, key: string): string | undefined {
    const len = tag.attrLength(key);
    if (len === -1) return undefined;
    return len > SHORT ? "?" : tag.attr(key, SHORT);
  }

  private inCase(): boolean {
    return this.current !== null && this.kinds[this.kinds.length - 1] === CASE;
  }

  start(tag: StartTag): void {
    const name = tag.name;
    this.work.steps += tag.count + 1;
    if (tag.depth === 0 && name !== "testsuites" && name !== "testsuite")
      throw new XmlSyntaxError(
        tag.pos,
        `unexpected root element <${name}> (expected <testsuites> or <testsuite>)`,
      );
    // By default an element's text goes wherever its parent's goes.
    let capture: Capture | null =
      this.captures.length > 0 ? (this.captures[this.captures.length - 1] ?? null) : null;
    let kind = OTHER;
    switch (name) {
      case "testsuites":
        kind = this.current === null ? SUITES : OTHER;
        break;
      case "testsuite":
        if (this.current !== null) break;
        this.suites++;
        this.suiteNames.push(nonEmpty(tag.attr("name", LIMITS.testName), LIMITS.testName));
        this.suiteFiles.push(
          nonEmpty(tag.attr("file", LIMITS.path) ?? tag.attr("filepath", LIMITS.path), LIMITS.path) ??
            (this.suiteFiles.length > 0 ? (this.suiteFiles[this.suiteFiles.length - 1] ?? null) : null),
        );
        capture = null;
        kind = SUITE;
        break;
      case "testcase":
        if (this.current !== null) break;
        this.openCase(tag);
        capture = null;
        kind = CASE;
        break;
      case "failure":
      case "error": {
        if (!this.inCase()) break;
        kind = RESULT;
        const c = this.current;
        if (c !== null && c.outcome === null) {
          capture = new Capture();
          c.outcome = {
            kind: name === "failure" ? 0 : 1,
            message: trimmed(tag.attr("message", LIMITS.message * 2), LIMITS.message),
            type: trimmed(tag.attr("type", TYPE_MAX * 2), TYPE_MAX),
            capture,
          };
        } else capture = null;
        break;
      }
      case "skipped":
      case "disabled":
        if (!this.inCase()) break;
        if (this.current !== null) this.current.skipped = true;
        capture = null;
        kind = RESULT;
        break;
      case "flakyFailure":
      case "flakyError":
      case "rerunFailure":
      case "rerunError":
        if (!this.inCase()) break;
        capture = new Capture();
        this.current?.retries.push({
          kind: name,
          message: trimmed(tag.attr("message", LIMITS.message * 2), LIMITS.message),
          type: trimmed(tag.attr("type", TYPE_MAX * 2), TYPE_MAX),
          capture,
        });
        kind = RETRY;
        break;
      case "system-out":
      case "system-err":
      case "properties":
        capture = null;
        kind = MUTE;
        break;
    }
    this.kinds.push(kind);
    this.captures.push(capture);
  }

  end(): void {
    this.captures.pop();
    const kind = this.kinds.pop();
    if (kind === SUITE) {
      this.suiteNames.pop();
      this.suiteFiles.pop();
    } else if (kind === CASE) this.closeCase();
  }

  text(start: number, end: number): void {
    const capture = this.captures[this.captures.length - 1];
    if (capture && capture.room > 0) {
      this.work.steps += Math.min(end - start, capture.room * 10);
      capture.add(decodeText(this.bytes, start, end, capture.room));
    }
  }

  cdata(start: number, end: number): void {
    const capture = this.captures[this.captures.length - 1];
    if (capture && capture.room > 0) {
      this.work.steps += Math.min(end - start, capture.room * 10);
      capture.add(decodeCData(this.bytes, start, end, capture.room));
    }
  }

  private openCase(tag: StartTag): void {
    if (this.cases.length >= MAX_TEST_CASES)
      throw new XmlSyntaxError(
        tag.pos,
        `too many test cases: more than ${MAX_TEST_CASES} (the limit of one document)`,
      );
    const status = this.short(tag, "status");
    this.current = {
      // Trimmed: jest-junit's `{classname} {title}` with no classname writes ` title` (one test, one name).
      // A name longer than the limit is shortened as the log's are (names.ts): cut, every long name of a table
      // read as one test.
      name: shortName((tag.attr("name", LONG_NAME) ?? "").trim(), LIMITS.testName, hash64),
      classname: nonEmpty(tag.attr("classname", LIMITS.testName), LIMITS.testName),
      file: nonEmpty(tag.attr("file", LIMITS.path) ?? tag.attr("filepath", LIMITS.path), LIMITS.path),
      line: parseLine(this.short(tag, "line") ?? this.short(tag, "lineno")),
      durationMs: parseSeconds(this.short(tag, "time")),
      statusAttr: status === undefined ? null : status.trim().toLowerCase(),
      outcome: null,
      skipped: false,
      retries: [],
    };
  }

  private closeCase(): void {
    const c = this.current;
    if (c === null) return;
    this.current = null;
    const names = this.suiteNames;
    const files = this.suiteFiles;
    const suite = names.length > 0 ? (names[names.length - 1] ?? null) : null;
    let caseFile = c.file ?? (files.length > 0 ? (files[files.length - 1] ?? null) : null);
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
    this.cases.push({
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
  }
}

const failing = (tc: TestCase) => tc.status === "failed" || tc.status === "error";

/**
 * Dialects that write one `<testcase>` per attempt (gotestsum `--rerun-fails`, Gradle without `mergeReruns`,
 * Playwright with retries in some versions) list a rerun test several times in one document. The listings
 * of one test (same suite, class, name and file) that include a failure become one case: passed with its
 * failed attempts as `flakyFailure`/`flakyError` retries when any listing passed (a flaky test, never a
 * failure), otherwise its last failure with the earlier ones as `rerunFailure`/`rerunError` retries. Tests
 * listed several times that never failed are left as they are. The merged case takes the first listing's place.
 */
export function mergeRepeatedCases(cases: TestCase[]): TestCase[] {
  const key = (tc: TestCase) =>
    `${tc.suite ?? ""}\u0000${tc.classname ?? ""}\u0000${tc.name}\u0000${tc.file ?? ""}`;
  const groups = new Map<string, number[]>();
  let repeated = false;
  cases.forEach((tc, at) => {
    const k = key(tc);
    const g = groups.get(k);
    if (g) {
      g.push(at);
      repeated = true;
    } else groups.set(k, [at]);
  });
  if (!repeated) return cases;
  const drop = new Set<number>();
  const replace = new Map<number, TestCase>();
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const listings = g.map((at) => cases[at] as TestCase);
    const failures = listings.filter(failing);
    if (failures.length === 0) continue;
    const lastPass = listings.findLast((tc) => tc.status === "passed");
    const lastFailure = failures[failures.length - 1];
    if (lastFailure === undefined) continue;
    const final = lastPass ?? lastFailure;
    const earlier = lastPass ? failures : failures.slice(0, -1);
    const retries: TestCase["retries"] = [];
    for (const tc of listings) retries.push(...tc.retries);
    for (const f of earlier) {
      retries.push({
        kind: lastPass
          ? f.status === "error"
            ? "flakyError"
            : "flakyFailure"
          : f.status === "error"
            ? "rerunError"
            : "rerunFailure",
        message: f.message,
        type: f.type,
      });
    }
    replace.set(g[0] as number, { ...final, retries });
    for (const at of g.slice(1)) drop.add(at);
  }
  const out: TestCase[] = [];
  cases.forEach((tc, at) => {
    if (drop.has(at)) return;
    out.push(replace.get(at) ?? tc);
  });
  return out;
}
