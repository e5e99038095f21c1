// The JUnit parsers the benchmark compares, each reading a file as its shipped code does and returning how
// many test cases it found (every case must be counted).
import { createReadStream, readFileSync } from "node:fs";
import { SaxesParser } from "saxes";
import { XMLParser } from "fast-xml-parser";
import { parseJUnit } from "../src/core/junit/index.js";
import { JestJunitParser } from "./vendor/dorny/parsers/jest-junit/jest-junit-parser.js";
import { JavaJunitParser } from "./vendor/dorny/parsers/java-junit/java-junit-parser.js";
import { PythonXunitParser } from "./vendor/dorny/parsers/python-xunit/python-xunit-parser.js";
import { parseFile as mikepenzParseFile } from "./vendor/mikepenz/testParser.js";
import type { Shape } from "./junit-input.js";

export type ParserName = "saxes" | "flakeharden" | "fast-xml-parser" | "dorny" | "mikepenz";
export const PARSERS: readonly ParserName[] = [
  "saxes",
  "flakeharden",
  "fast-xml-parser",
  "dorny",
  "mikepenz",
];

/** The floor: saxes (a conforming streaming XML parser) fed the file in 1 MiB chunks, counting <testcase> tags. */
function saxes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const parser = new SaxesParser();
    let cases = 0;
    parser.on("opentag", (tag) => {
      if (tag.name === "testcase") cases++;
    });
    parser.on("error", reject);
    const stream = createReadStream(path, { encoding: "utf8", highWaterMark: 1024 * 1024 });
    stream.on("data", (chunk) => parser.write(chunk as string));
    stream.on("error", reject);
    stream.on("end", () => {
      parser.close();
      resolve(cases);
    });
  });
}

/** flakeharden as its shells read a JUnit file: the bytes, decoded only where a value is kept. */
function flakeharden(path: string): number {
  return parseJUnit(readFileSync(path), path).cases.length;
}

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (v === undefined ? [] : Array.isArray(v) ? (v as Node[]) : [v as Node]);
function countFxp(node: Node): number {
  let n = list(node.testcase).length;
  for (const s of list(node.testsuite)) n += countFxp(s);
  return n;
}
/** fast-xml-parser's whole-document parse (attributes kept), then a walk counting the cases. */
function fastXmlParser(path: string): number {
  const doc = new XMLParser({ ignoreAttributes: false }).parse(readFileSync(path, "utf8")) as Node;
  return countFxp(doc.testsuites ? (doc.testsuites as Node) : { testsuite: doc.testsuite });
}

/** dorny/test-reporter's parser for the dialect (vendored at 29672c5): jest-junit, java-junit, python-xunit. */
async function dorny(path: string, shape: Shape): Promise<number> {
  const options = { parseErrors: true, trackedFiles: [] as string[], workDir: "/tmp" };
  const parser =
    shape === "vitest"
      ? new JestJunitParser(options)
      : shape === "surefire"
        ? new JavaJunitParser(options)
        : new PythonXunitParser(options);
  const result = await parser.parse(path, readFileSync(path, "utf8"));
  return result.suites.reduce((n, s) => n + s.groups.reduce((m, g) => m + g.tests.length, 0), 0);
}

/** mikepenz/action-junit-report's parseFile (vendored at 305cd1f), with includePassed and retries checked. */
async function mikepenz(path: string): Promise<number> {
  const r = await mikepenzParseFile(path, "", true, false, true);
  return r?.totalCount ?? 0;
}

export async function runParser(name: ParserName, path: string, shape: Shape): Promise<number> {
  switch (name) {
    case "saxes":
      return saxes(path);
    case "flakeharden":
      return flakeharden(path);
    case "fast-xml-parser":
      return fastXmlParser(path);
    case "dorny":
      return dorny(path, shape);
    case "mikepenz":
      return mikepenz(path);
  }
}
