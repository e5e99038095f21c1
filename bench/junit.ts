// JUnit parsing speed: parseJUnit against a parser built on xml2js, on the same input in the same run.
// Run: npx tsx bench/junit.ts   (writes the "## JUnit parsing" section of bench/RESULTS.md)
//
// Input: 40,000 test cases made by repeating real <testcase> elements taken from the fixtures (real tool
// output: test/fixtures/junit/**, test/fixtures/logs/*/junit.xml), names varied, one in 20 a failure with a
// stack-trace body, 100 cases per <testsuite>. Two documents: the cases alone, and the same cases with each
// suite carrying a <system-out> of real recorded log text (as surefire, pytest and gotestsum write it),
// which brings the document to ~20 MB.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseStringPromise } from "xml2js";
import { parseJUnit } from "../src/core/junit.js";
import { LIMITS } from "../src/core/schema.js";
import type { TestCase } from "../src/core/schema.js";
import { writeSection } from "./results.js";

const MB = 1024 * 1024;
const CASES = 40_000;
const PER_SUITE = 100;
const FAILURE_EVERY = 20;
const RUNS = 7;
const ROOT = join(import.meta.dirname, "..", "test", "fixtures");

// ---------------------------------------------------------------------------------------------------------
// Input

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? xmlFiles(p) : p.endsWith(".xml") ? [p] : [];
  });
}

const logDirs = existsSync(join(ROOT, "logs"))
  ? readdirSync(join(ROOT, "logs")).map((d) => join(ROOT, "logs", d))
  : [];
const sources = [
  ...xmlFiles(join(ROOT, "junit")),
  ...logDirs.map((d) => join(d, "junit.xml")).filter((p) => existsSync(p)),
];

/** End of the start tag beginning at `from` (quote-aware), just past its `>`. */
function startTagEnd(xml: string, from: number): number {
  let quote = "";
  for (let i = from; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return i + 1;
  }
  return -1;
}

/** The <testcase> elements of a document, verbatim. */
function testcases(xml: string): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    const start = xml.indexOf("<testcase", i);
    if (start < 0) break;
    const c = xml[start + 9];
    if (c !== " " && c !== ">" && c !== "\n" && c !== "\t" && c !== "/") {
      i = start + 9;
      continue;
    }
    const tagEnd = startTagEnd(xml, start);
    if (tagEnd < 0) break;
    let end = tagEnd;
    if (xml[tagEnd - 2] !== "/") {
      const close = xml.indexOf("</testcase>", tagEnd);
      if (close < 0) break; // a truncated file
      end = close + "</testcase>".length;
    }
    out.push(xml.slice(start, end));
    i = end;
  }
  return out;
}

const elements = sources.flatMap((p) => testcases(readFileSync(p, "utf8")));
const failing = elements.filter((e) => /<(failure|error)[\s>]/.test(e) && e.length >= 500);
const passing = elements.filter((e) => !/<(failure|error)[\s/>]/.test(e));

/** Appends ` #k` to the testcase's name attribute. */
function rename(element: string, k: number): string {
  const at = element.search(/\sname\s*=\s*["']/);
  if (at < 0) return element.replace("<testcase", `<testcase name="case #${k}"`);
  const quoteAt = element.indexOf(element.slice(at).match(/["']/)?.[0] ?? '"', at);
  const close = element.indexOf(element[quoteAt] ?? '"', quoteAt + 1);
  return `${element.slice(0, close)} #${k}${element.slice(close)}`;
}

// Real log text (recorded tool output), escaped for a CDATA section.
const logText = logDirs
  .map((d) => join(d, "log.txt"))
  .filter((p) => existsSync(p))
  .map((p) => readFileSync(p, "utf8"))
  .join("\n")
  .replaceAll("]]>", "]]]]><![CDATA[>");

function build(withOutput: boolean): string {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n'];
  let logAt = 0;
  for (let k = 0; k < CASES; k++) {
    if (k % PER_SUITE === 0) parts.push(`<testsuite name="suite-${k / PER_SUITE}" tests="${PER_SUITE}">\n`);
    const pool = k % FAILURE_EVERY === 0 ? failing : passing;
    parts.push(rename(pool[Math.floor(k / FAILURE_EVERY) % pool.length] as string, k), "\n");
    if (k % PER_SUITE === PER_SUITE - 1) {
      if (withOutput && logText.length > 0) {
        const chunk = 26_000;
        let text = logText.slice(logAt, logAt + chunk);
        logAt = (logAt + chunk) % logText.length;
        if (text.length < chunk) text += logText.slice(0, chunk - text.length);
        parts.push(`<system-out><![CDATA[${text}]]></system-out>\n`);
      }
      parts.push("</testsuite>\n");
    }
  }
  parts.push("</testsuites>\n");
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------------------
// The xml2js-based parser, with the same rules as parseJUnit.

type XNode = { $?: Record<string, string>; _?: string; [child: string]: unknown };
type XChild = string | XNode;

const children = (node: XNode, name: string) => (node[name] ?? []) as XChild[];
const attrs = (c: XChild) => (typeof c === "string" ? {} : (c.$ ?? {}));
const textOf = (c: XChild) => (typeof c === "string" ? c : (c._ ?? ""));

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const c = s.charCodeAt(max - 1);
  return s.slice(0, c >= 0xd800 && c <= 0xdbff ? max - 1 : max);
}
const nonEmpty = (s: string | undefined, max: number) => (s ? cut(s, max) : null);
const trimmed = (s: string | undefined, max: number) => {
  const t = s?.trim();
  return t ? cut(t, max) : null;
};
const firstLine = (text: string) => {
  for (const line of text.split("\n")) if (line.trim()) return cut(line.trim(), LIMITS.message);
  return null;
};
const body = (text: string) => cut(text.trimStart(), LIMITS.excerpt).trimEnd() || null;
const EXT = [
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
];
const EXT2 = [".kts", ".scala", ".rb", ".php", ".cs", ".swift", ".c", ".cc", ".cpp", ".vue", ".svelte"];
const looksLikePath = (s: string) =>
  !/\s/.test(s) && (s.includes("/") || [...EXT, ...EXT2].some((e) => s.length > e.length && s.endsWith(e)));
function seconds(raw: string | undefined): number | null {
  if (raw === undefined || !/^[\d.,eE+\-\s]*$/.test(raw)) return null;
  const s = raw.replace(/[,\s]/g, "");
  const n = s ? Number(s) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 1e6) / 1e3 : null;
}
function lineOf(raw: string | undefined): number | null {
  const s = raw?.trim() ?? "";
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}
const SKIP = new Set(["disabled", "skipped", "skip", "notrun", "not run", "ignored", "pending"]);
const RETRIES = ["flakyFailure", "flakyError", "rerunFailure", "rerunError"] as const;

function toCase(tc: XNode, suite: string | null, suiteFile: string | null): TestCase {
  const a = tc.$ ?? {};
  const classname = nonEmpty(a.classname, LIMITS.testName);
  let file = nonEmpty(a.file ?? a.filepath, LIMITS.path) ?? suiteFile;
  if (file === null && classname !== null && looksLikePath(classname)) file = cut(classname, LIMITS.path);
  if (file === null && suite !== null && looksLikePath(suite)) file = cut(suite, LIMITS.path);
  // xml2js groups children by name, so "the first of <failure>/<error>" is approximated by failure first.
  const [kind, first] =
    children(tc, "failure")[0] !== undefined
      ? ["failed", children(tc, "failure")[0]]
      : ["error", children(tc, "error")[0]];
  let status: TestCase["status"] = "passed";
  let message: string | null = null;
  let type: string | null = null;
  let text: string | null = null;
  if (first !== undefined) {
    status = kind as TestCase["status"];
    text = body(textOf(first));
    message = trimmed(attrs(first).message, LIMITS.message) ?? (text === null ? null : firstLine(text));
    type = trimmed(attrs(first).type, 200);
  } else if (children(tc, "skipped").length > 0 || children(tc, "disabled").length > 0) status = "skipped";
  else if (a.status !== undefined && SKIP.has(a.status.trim().toLowerCase())) status = "skipped";
  return {
    name: cut(a.name ?? "", LIMITS.testName),
    classname,
    suite,
    file,
    line: lineOf(a.line ?? a.lineno),
    status,
    message,
    type,
    body: text,
    durationMs: seconds(a.time),
    retries: RETRIES.flatMap((k) =>
      children(tc, k).map((r) => {
        const trace =
          typeof r === "string" ? r : [textOf(r), ...children(r, "stackTrace").map(textOf)].join("");
        return {
          kind: k,
          message:
            trimmed(attrs(r).message, LIMITS.message) ?? firstLine(cut(trace.trimStart(), LIMITS.excerpt)),
          type: trimmed(attrs(r).type, 200),
        };
      }),
    ),
  };
}

function walk(node: XNode, suite: string | null, suiteFile: string | null, out: TestCase[]): void {
  for (const tc of children(node, "testcase"))
    out.push(toCase(typeof tc === "string" ? {} : tc, suite, suiteFile));
  for (const s of children(node, "testsuite")) {
    const a = attrs(s);
    const child = typeof s === "string" ? {} : s;
    walk(
      child,
      nonEmpty(a.name, LIMITS.testName),
      nonEmpty(a.file ?? a.filepath, LIMITS.path) ?? suiteFile,
      out,
    );
  }
}

async function parseWithXml2js(xml: string): Promise<TestCase[]> {
  const doc = (await parseStringPromise(xml)) as Record<string, XNode>;
  const out: TestCase[] = [];
  if (doc.testsuites) walk(doc.testsuites, null, null, out);
  else if (doc.testsuite) walk({ testsuite: [doc.testsuite] }, null, null, out);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Timing

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * Medians of `runs` timed runs of each parser, after a warm-up of each. The runs alternate between the two
 * parsers so that other work on the machine slows both alike.
 */
async function timeBoth(
  runs: number,
  ours: () => unknown,
  theirs: () => Promise<unknown>,
): Promise<[number, number]> {
  ours();
  await theirs();
  const a: number[] = [];
  const b: number[] = [];
  for (let k = 0; k < runs; k++) {
    let t0 = performance.now();
    ours();
    a.push(performance.now() - t0);
    t0 = performance.now();
    await theirs();
    b.push(performance.now() - t0);
  }
  return [median(a), median(b)];
}

const load = loadavg()[0] ?? 0;
const rows: string[] = [];
let slowest = Infinity;
for (const [label, withOutput] of [
  ["40,000 cases", false],
  ["40,000 cases + suite system-out", true],
] as const) {
  const xml = build(withOutput);
  const size = Buffer.byteLength(xml) / MB;
  const ours = parseJUnit(xml, "bench.xml").cases;
  const theirs = await parseWithXml2js(xml);
  const same =
    ours.length === theirs.length && ours.every((c, k) => JSON.stringify(c) === JSON.stringify(theirs[k]));
  const failures = ours.filter((c) => c.status === "failed" || c.status === "error").length;
  const [oursMs, xml2jsMs] = await timeBoth(
    RUNS,
    () => parseJUnit(xml, "bench.xml"),
    () => parseWithXml2js(xml),
  );
  const ratio = xml2jsMs / oursMs;
  slowest = Math.min(slowest, ratio);
  rows.push(
    `| ${label} (${size.toFixed(1)} MB, ${failures} failures) | ${oursMs.toFixed(0)} ms (${(size / (oursMs / 1000)).toFixed(0)} MB/s) | ${xml2jsMs.toFixed(0)} ms (${(size / (xml2jsMs / 1000)).toFixed(1)} MB/s) | ${ratio.toFixed(1)}x | ${same ? "yes" : "NO"} |`,
  );
  console.log(rows[rows.length - 1]);
}

const text = [
  "`parseJUnit` (src/core/junit.ts, hand-written single-pass scanner) against xml2js `parseStringPromise` plus a",
  "walk into the same `TestCase` shape, on the same input in the same run. Run: `npx tsx bench/junit.ts`.",
  "",
  `Input: ${CASES.toLocaleString("en-US")} test cases made by repeating the ${elements.length} real \`<testcase>\` elements of the fixtures`,
  "(test/fixtures/junit/**, test/fixtures/logs/*/junit.xml), names varied, 1 in 20 a failure with a stack-trace",
  `body (${failing.length} distinct ones of 500+ characters), ${PER_SUITE} cases per \`<testsuite>\`. The second input adds to`,
  "each suite a `<system-out>` of real recorded log text (test/fixtures/logs/*/log.txt), as surefire, pytest and",
  "gotestsum write it.",
  "",
  `| Input | parseJUnit (median of ${RUNS}) | xml2js + walk (median of ${RUNS}) | Speed-up | Same output |`,
  "| --- | --- | --- | --- | --- |",
  ...rows,
  "",
  `Target: at least 3x faster than xml2js: ${slowest >= 3 ? "met" : "NOT met"} (slowest ${slowest.toFixed(1)}x).`,
  "",
  "Runs alternate between the two parsers (after a warm-up of each), so load from other work slows both alike.",
  "",
  `Machine: Node ${process.version}, nproc ${availableParallelism()} (${cpus()[0]?.model ?? "?"}), load average ${load.toFixed(1)} when the run started.`,
].join("\n");

writeSection("JUnit parsing", text);
console.log(`\n${text}`);
