// Inputs of the JUnit benchmark: three dialect shapes of ~20 MB / 40,000 cases, each made by repeating the
// real <testcase> elements of that dialect's recorded fixtures (names varied so every case is distinct),
// 1 in 20 a failure with a real stack-trace body. What the dialect writes around its cases is kept:
// - vitest / jest-junit: <testsuites> of <testsuite> per file, 100 cases each, then a suite <system-out>;
// - surefire: one <testsuite> per class with surefire's real <properties> block, each failure with a <system-out>;
// - pytest: one <testsuite name="pytest"> holding every case (as pytest writes it), captured output per case.
// The remaining size up to 20 MB is real recorded log text (test/fixtures/logs/*/log.txt) in <system-out>.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const CASES = 40_000;
const TARGET_BYTES = 20 * 1024 * 1024;
const FAILURE_EVERY = 20;
const ROOT = join(import.meta.dirname, "..", "test", "fixtures");
export const OUT = "/tmp/flakeharden-bench";

export type Shape = "vitest" | "surefire" | "pytest";
export const SHAPES: readonly Shape[] = ["vitest", "surefire", "pytest"];

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? xmlFiles(p) : p.endsWith(".xml") ? [p] : [];
  });
}
const logDir = join(ROOT, "logs");
const recorded = (prefix: RegExp) =>
  readdirSync(logDir)
    .filter((d) => prefix.test(d) && existsSync(join(logDir, d, "junit.xml")))
    .map((d) => join(logDir, d, "junit.xml"));

/** The fixtures each shape's cases come from (real tool output). */
export const SOURCES: Record<Shape, string[]> = {
  vitest: [...recorded(/^(ts-vitest|js-jest)/), ...xmlFiles(join(ROOT, "junit", "jest-junit"))],
  surefire: [
    ...recorded(/^java-mvn/),
    ...xmlFiles(join(ROOT, "junit", "surefire")).filter((p) => !p.includes("corrupt")),
  ],
  pytest: [
    ...recorded(/^py-pytest/),
    ...xmlFiles(join(ROOT, "junit", "pytest")).filter((p) => !p.includes("corrupt")),
  ],
};

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
export function testcases(xml: string): string[] {
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
      if (close < 0) break;
      end = close + "</testcase>".length;
    }
    out.push(xml.slice(start, end));
    i = end;
  }
  return out;
}

/** Appends ` #k` to the testcase's name attribute. */
function rename(element: string, k: number): string {
  const at = element.search(/\sname\s*=\s*["']/);
  if (at < 0) return element.replace("<testcase", `<testcase name="case #${k}"`);
  const quoteAt = element.indexOf(element.slice(at).match(/["']/)?.[0] ?? '"', at);
  const close = element.indexOf(element[quoteAt] ?? '"', quoteAt + 1);
  return `${element.slice(0, close)} #${k}${element.slice(close)}`;
}

const logText = readdirSync(logDir)
  .map((d) => join(logDir, d, "log.txt"))
  .filter((p) => existsSync(p))
  .map((p) => readFileSync(p, "utf8"))
  .join("\n")
  // Characters XML forbids (ANSI escapes): dropped, as a conforming writer must.
  .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g, "")
  .replaceAll("]]>", "]]]]><![CDATA[>");
let logAt = 0;
function logChunk(chars: number): string {
  let text = "";
  while (text.length < chars) {
    const piece = logText.slice(logAt, logAt + chars - text.length);
    text += piece;
    logAt = (logAt + piece.length) % logText.length;
  }
  return `<system-out><![CDATA[${text}]]></system-out>`;
}

function pools(shape: Shape) {
  const elements = SOURCES[shape].flatMap((p) => testcases(readFileSync(p, "utf8")));
  const failing = elements.filter((e) => /<(failure|error)[\s>]/.test(e));
  const passing = elements.filter((e) => !/<(failure|error|flakyFailure|rerunFailure)[\s/>]/.test(e));
  if (failing.length === 0 || passing.length === 0) throw new Error(`${shape}: no failing or passing cases`);
  return { elements, failing, passing };
}

const SUREFIRE_PROPERTIES = (() => {
  const xml = readFileSync(join(logDir, "java-mvn-surefire", "junit.xml"), "utf8");
  const start = xml.indexOf("<properties>");
  const end = xml.indexOf("</properties>") + "</properties>".length;
  return xml.slice(start, end);
})();

/** Builds the document of one shape (cases only, then padded with log text to ~20 MB). */
export function buildShape(shape: Shape): { xml: string; sourceCases: number } {
  const { elements, failing, passing } = pools(shape);
  const caseAt = (k: number) => {
    const pool = k % FAILURE_EVERY === 0 ? failing : passing;
    return rename(pool[Math.floor(k / FAILURE_EVERY) % pool.length] as string, k);
  };
  const perSuite = shape === "pytest" ? CASES : shape === "surefire" ? 40 : 100;
  const suites = CASES / perSuite;
  // Size of the cases alone, to spread the padding evenly.
  let bare = 0;
  for (let k = 0; k < CASES; k++) bare += caseAt(k).length + 1;
  bare += suites * (shape === "surefire" ? SUREFIRE_PROPERTIES.length + 200 : 100);
  const pad = Math.max(0, TARGET_BYTES - bare);
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  if (shape === "vitest") {
    parts.push(`<testsuites name="vitest tests" tests="${CASES}">\n`);
    for (let s = 0; s < suites; s++) {
      parts.push(`<testsuite name="src/module-${s}.test.ts" tests="${perSuite}">\n`);
      for (let k = s * perSuite; k < (s + 1) * perSuite; k++) parts.push(caseAt(k), "\n");
      parts.push(logChunk(Math.floor(pad / suites)), "\n</testsuite>\n");
    }
    parts.push("</testsuites>\n");
  } else if (shape === "surefire") {
    parts.push(`<testsuites>\n`);
    const failures = CASES / FAILURE_EVERY;
    for (let s = 0; s < suites; s++) {
      parts.push(
        `<testsuite name="com.example.Class${s}Test" time="0.243" tests="${perSuite}">\n  ${SUREFIRE_PROPERTIES}\n`,
      );
      for (let k = s * perSuite; k < (s + 1) * perSuite; k++) {
        let tc = caseAt(k);
        if (k % FAILURE_EVERY === 0 && tc.endsWith("</testcase>"))
          tc = `${tc.slice(0, -"</testcase>".length)}${logChunk(Math.floor(pad / failures))}</testcase>`;
        parts.push(tc, "\n");
      }
      parts.push("</testsuite>\n");
    }
    parts.push("</testsuites>\n");
  } else {
    parts.push(`<testsuites name="pytest tests"><testsuite name="pytest" tests="${CASES}">\n`);
    const every = 10;
    for (let k = 0; k < CASES; k++) {
      let tc = caseAt(k);
      if (k % every === 0) {
        const out = logChunk(Math.floor(pad / (CASES / every)));
        tc = tc.endsWith("/>")
          ? `${tc.slice(0, -2)}>${out}</testcase>`
          : tc.replace(/<\/testcase>$/, `${out}</testcase>`);
      }
      parts.push(tc, "\n");
    }
    parts.push("</testsuite></testsuites>\n");
  }
  return { xml: parts.join(""), sourceCases: elements.length };
}

/** Writes each shape once to OUT; returns the paths. */
export function writeShapes(): Record<Shape, { path: string; sourceCases: number; sourceFiles: number }> {
  mkdirSync(OUT, { recursive: true });
  const out = {} as Record<Shape, { path: string; sourceCases: number; sourceFiles: number }>;
  for (const shape of SHAPES) {
    const path = join(OUT, `junit-${shape}.xml`);
    const { xml, sourceCases } = buildShape(shape);
    writeFileSync(path, xml);
    out[shape] = { path, sourceCases, sourceFiles: SOURCES[shape].length };
  }
  return out;
}
