// node:test's TAP under c8 on a koa server (koajs/koa, record-real.sh): the server's type setter throws a TypeError,
// koa's default error handler logs it on stderr (node:test prints it as TAP comments, `#   TypeError: …` and its
// `#       at …` frames, above the test's `# Subtest:` headers) and answers 500, so the test's own error is
// supertest's `expected 200 "OK", got 500 "Internal Server Error"`. The 500 is that TypeError: it is the failure.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";
import { nodeTest } from "../../src/core/extract/nodetest.js";

const CASE = join(import.meta.dirname, "..", "fixtures", "real", "koa-node-test-c8-type-typeerror");

describe("node:test: a 5xx answered while the server logged an error", () => {
  it("takes the error printed above the test's headers, located at its first frame in the project", () => {
    const got = extractFrom(nodeTest, join(CASE, "log.txt")).find(
      (c) => c.test === "app.respond > when this.type === null > should not send Content-Type header",
    );
    expect(got).toMatchObject({
      message: "TypeError: getType(...).toLowerCase is not a function",
      kind: "TypeError",
      where: { path: "/home/runner/work/koa/koa/lib/response.js", line: 388 },
      declared: { path: "/home/runner/work/koa/koa/__tests__/application/respond.test.js", line: 79 },
    });
    // The comments are in the failure's excerpt, above the test's report.
    expect(got?.excerpt[0]).toBe("#   TypeError: getType(...).toLowerCase is not a function");
  });

  it("files both failures as the runtime error, at the line that threw", () => {
    // The names as node:test nests the tests: each parent's title, then the leaf's.
    expect(recordedFailures(CASE).map((f) => triage(f).slice(0, 4))).toEqual([
      [
        "runtime",
        "app.respond > when this.type === null > should not send Content-Type header",
        "lib/response.js",
        388,
      ],
      [
        "runtime",
        "ctx.type= > with an unknown extension > should not set a content-type",
        "lib/response.js",
        388,
      ],
    ]);
  });
});
