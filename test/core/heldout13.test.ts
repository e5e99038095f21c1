// Held-out round 13 (real projects recorded by scripts/fixtures/record-real.sh), shapes read in analyze and classify.
// A service's refusal that its client logged by itself, under no test (`[ioredis] Unhandled error event: Error:
// connect ECONNREFUSED 127.0.0.1:6380`), then a hook that waited for the service until mocha's time limit
// (koajs/ratelimit, recorded by scripts/fixtures/record-real.sh with Redis asked for on a port nothing listens on).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { recordedFailures } from "../support/recorded.js";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";

describe("a client's refusal logged under no test, then a hook's time limit (koa-ratelimit)", () => {
  const failures = recordedFailures(join(REAL_CORPUS, "koa-ratelimit-mocha-redis-url-port"));

  it("reports the hook's failure as the service's, and the client's line not again on its own", () => {
    expect(failures.map((f) => [f.category, f.tool, f.test])).toEqual([
      [
        "infrastructure",
        "mocha",
        'ratelimit middleware with redis driver "before each" hook for "responds with 429 when rate limit is exceeded"',
      ],
    ]);
    expect(failures[0]?.message).toContain("ECONNREFUSED 127.0.0.1:6380");
  });
});

describe("a SyntaxError the project's own parser threw (awilix, jest 30 with ts-jest)", () => {
  it("is a runtime error at the throw, not a file that did not parse", () => {
    const f = recordedFailures(join(REAL_CORPUS, "awilix-jest-ts-jest-escape-snapshot")).find(
      (x) => x.test === "string default ending with even backslashes",
    );
    expect([f?.category, f?.location?.file, f?.location?.line]).toEqual([
      "runtime",
      "src/param-parser.ts",
      172,
    ]);
  });
});

describe("webpack's Module not found at a line of babel-loader's output (clipboard.js, webpack 5 + babel-loader)", () => {
  const dir = join(REAL_CORPUS, "clipboard-js-webpack-missing-module");
  const log = readFileSync(join(dir, "log.txt"), "utf8");
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  // The workspace's reader: the importing file as the repository holds it (a stand-in of our own, its import on line 2).
  const at = (source: string) =>
    analyze({
      scan: scanLog(log),
      junit: [],
      workspace: { files, readFile: (f) => (f === "src/clipboard.js" ? source : null) },
      version: "test",
    }).buckets.flatMap((b) => b.failures.map((f) => [f.category, f.location?.file, f.location?.line]));

  it("takes the source's import line when the printed line (24) does not quote the module", () => {
    expect(at("import a from 'x';\nimport listen from './common/listen';\n")).toEqual([
      ["compilation", "src/clipboard.js", 2],
    ]);
  });

  it("keeps the printed line when it is the import's own (plain webpack, no loader)", () => {
    const source = `${"// line\n".repeat(23)}import listen from './common/listen';\n`;
    expect(at(source)).toEqual([["compilation", "src/clipboard.js", 24]]);
  });
});

describe("vite's resolver stops two suites over one block (unjs/magicast, vitest 4)", () => {
  const failures = recordedFailures(join(REAL_CORPUS, "magicast-vitest4-build-missing-helpers"));

  it("files both as a module not found, the first at the line its plugin names (File: …:4:30)", () => {
    expect(failures.map((f) => [f.category, f.location?.file, f.location?.line ?? null])).toEqual([
      ["compilation", "test/helpers/nuxt.test.ts", 4],
      ["compilation", "test/helpers/vite.test.ts", null],
    ]);
  });
});

describe("jest's thrown: <value> for a rejection that is no Error (gigobyte/purify, jest 29)", () => {
  const failures = recordedFailures(join(REAL_CORPUS, "purify-jest-eitherasync-unhandled-rejection"));

  it("is a runtime error, where the test's own frame puts it; the test's time limit after it stays a timeout", () => {
    const of = (test: string) =>
      failures.filter((f) => f.test === test).map((f) => [f.category, f.location?.line ?? null]);
    expect(of("EitherAsync › throwE")).toEqual([
      ["runtime", null],
      ["timeout", 22],
    ]);
    expect(of("EitherAsync › Promise compatibility")).toEqual([["runtime", 44]]);
  });
});

describe("qunit-tap's one-line dialect (cure53/DOMPurify, QUnit in jsdom through qunit-tap)", () => {
  const of = (id: string) =>
    recordedFailures(join(REAL_CORPUS, id)).map((f) => [
      f.category,
      f.test,
      f.location?.file ?? null,
      f.location?.line ?? null,
    ]);

  it("names each failed assertion by QUnit's module and test, at the source: frame", () => {
    expect(of("dompurify-qunit-removed-template-scrub")).toEqual([
      [
        "assertion",
        "DOMPurify.removed > removed counts template-expression scrubs (single)",
        "test/test-suite.js",
        3538,
      ],
      [
        "assertion",
        "DOMPurify.removed > removed counts template-expression scrubs (multiple)",
        "test/test-suite.js",
        3549,
      ],
    ]);
  });

  it("reads a test that died as the error it threw, its fields on the stack's last `#` line", () => {
    const [f] = recordedFailures(join(REAL_CORPUS, "dompurify-qunit-addhook-null-typeerror"));
    expect([f?.category, f?.test, f?.message]).toEqual([
      "runtime",
      "Coverage - reachable branches > addHook ignores a non-function",
      "TypeError: Cannot read properties of null (reading 'call')",
    ]);
  });
});
