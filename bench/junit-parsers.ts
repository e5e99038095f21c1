// The JUnit parsers the benchmark compares, each reading a file as its shipped code does and returning how
// many test cases it found (every case must be counted). The peers (dorny/test-reporter's parsers and
// mikepenz/action-junit-report's parseFile) are not in this repository: bench/junit.ts bundles them from the
// peers' folder (bench/peers.ts) and names the bundles in FH_JUNIT_PEERS (`dorny=FILE,mikepenz=FILE`).
import { createReadStream, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { SaxesParser } from "saxes";
import { XMLParser } from "fast-xml-parser";
import { parseJUnit } from "../src/core/junit/index.js";
import type { Shape } from "./junit-input.js";

export type PeerName = "dorny" | "mikepenz";
export type ParserName = "saxes" | "flakeharden" | "fast-xml-parser" | PeerName;

/** The peers' bundles named in FH_JUNIT_PEERS. */
function peerBundles(): Partial<Record<PeerName, string>> {
  const out: Partial<Record<PeerName, string>> = {};
  for (const item of (process.env.FH_JUNIT_PEERS ?? "").split(",").filter(Boolean)) {
    const [name, file] = item.split("=") as [string, string];
    if (name !== "dorny" && name !== "mikepenz") throw new Error(`FH_JUNIT_PEERS: unknown peer ${name}`);
    out[name] = file;
  }
  return out;
}
const PEER_BUNDLES = peerBundles();

/** The parsers of this run: ours, the two libraries, and the peers whose bundles are named. */
export const PARSERS: readonly ParserName[] = [
  "saxes",
  "flakeharden",
  "fast-xml-parser",
  ...(["dorny", "mikepenz"] as const).filter((p) => PEER_BUNDLES[p] !== undefined),
];

interface ParseOptions {
  parseErrors: boolean;
  trackedFiles: string[];
  workDir: string;
}
interface DornyResult {
  suites: { groups: { tests: unknown[] }[] }[];
}
type DornyParser = new (options: ParseOptions) => {
  parse(path: string, content: string): Promise<DornyResult>;
};
interface DornyModule {
  JestJunitParser: DornyParser;
  JavaJunitParser: DornyParser;
  PythonXunitParser: DornyParser;
}
interface MikepenzModule {
  /** parseFile(file, suiteRegex, includePassed, annotateNotice, checkRetries, …): its own signature. */
  parseFile: (
    ...args: [string, string, boolean, boolean, boolean]
  ) => Promise<{ totalCount: number } | undefined>;
}
const loaded: { dorny?: Promise<DornyModule>; mikepenz?: Promise<MikepenzModule> } = {};
function load<T>(name: PeerName): Promise<T> {
  const file = PEER_BUNDLES[name];
  if (!file) throw new Error(`${name}: no bundle named in FH_JUNIT_PEERS`);
  return import(pathToFileURL(file).href) as Promise<T>;
}

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

/** dorny/test-reporter's parser for the dialect (at 29672c5): jest-junit, java-junit, python-xunit. */
async function dorny(path: string, shape: Shape): Promise<number> {
  const { JestJunitParser, JavaJunitParser, PythonXunitParser } = await (loaded.dorny ??=
    load<DornyModule>("dorny"));
  const options: ParseOptions = { parseErrors: true, trackedFiles: [], workDir: "/tmp" };
  const parser =
    shape === "vitest"
      ? new JestJunitParser(options)
      : shape === "surefire"
        ? new JavaJunitParser(options)
        : new PythonXunitParser(options);
  const result = await parser.parse(path, readFileSync(path, "utf8"));
  return result.suites.reduce((n, s) => n + s.groups.reduce((m, g) => m + g.tests.length, 0), 0);
}

/** mikepenz/action-junit-report's parseFile (at 305cd1f), with includePassed and retries checked. */
async function mikepenz(path: string): Promise<number> {
  const { parseFile } = await (loaded.mikepenz ??= load<MikepenzModule>("mikepenz"));
  const r = await parseFile(path, "", true, false, true);
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
