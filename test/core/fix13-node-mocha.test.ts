// mocha's spec reporter prints a test's line only when the test ends: what the process printed just above it came
// while the test ran. A failure whose own error has no frame in the project (a timeout, supertest's expectation on a
// server's 500) is explained by the error printed then (recordings of aws/aws-xray-sdk-node and koajs/ratelimit).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mocha } from "../../src/core/extract/mocha.js";
import { extractFrom, recordedFailures, triage } from "../support/recorded.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const EXPRESS = join(REAL, "aws-xray-lerna-mocha-express-adderrors");
const REDIS = join(REAL, "koa-ratelimit-mocha-redis-url-port");
const THROW = join(REAL, "koa-ratelimit-mocha-throw-retryafter-typeerror");

describe("a test that timed out after express's error handler printed a TypeError", () => {
  it("takes the printed error and its frame in the project", () => {
    const got = extractFrom(mocha, join(EXPRESS, "log.txt")).find((c) => c.weight === 3);
    expect(got).toMatchObject({
      test: "Express should close segments with server faults properly",
      message: "TypeError: segment.addErrors is not a function",
      kind: "TypeError",
      where: {
        path: "/home/runner/work/aws-xray-sdk-node/aws-xray-sdk-node/packages/express/lib/express_mw.js",
        line: 66,
      },
      limitMs: 2000,
    });
    // The failure's excerpt is mocha's block, with the timeout.
    expect(got?.excerpt.join("\n")).toContain("Timeout of 2000ms exceeded");
  });

  it("files it as a runtime error at the throw, not a timeout", () => {
    expect(recordedFailures(EXPRESS).map((f) => triage(f).slice(0, 4))).toEqual([
      [
        "runtime",
        "Express should close segments with server faults properly",
        "packages/express/lib/express_mw.js",
        66,
      ],
    ]);
  });
});

describe("a hook that timed out while ioredis printed that its server refused it", () => {
  it("takes the refusal as the hook's error, named without the frames printed between suite titles", () => {
    const got = extractFrom(mocha, join(REDIS, "log.txt"));
    const hook = '"before each" hook for "responds with 429 when rate limit is exceeded"';
    // The progress line, under its suites (`at TCPConnectWrap…` above it is ioredis's output), then mocha's epilogue.
    expect(got.map((c) => c.test)).toEqual([
      `ratelimit middleware with redis driver limit ${hook}`,
      `ratelimit middleware with redis driver ${hook}`,
    ]);
    expect(got[1]?.message).toContain("Error: connect ECONNREFUSED 127.0.0.1:6380");
  });

  it("files the hook as infrastructure, at the file its timeout names", () => {
    const hook = recordedFailures(REDIS).find((f) => f.tool === "mocha");
    expect(triage(hook!).slice(0, 4)).toEqual([
      "infrastructure",
      'ratelimit middleware with redis driver "before each" hook for "responds with 429 when rate limit is exceeded"',
      "test/redis.spec.js",
      null,
    ]);
  });
});

describe("supertest's expectation failing on the 500 koa answered after printing a TypeError", () => {
  it("takes the TypeError koa's default handler printed (indented) while each test ran", () => {
    expect(recordedFailures(THROW).map((f) => [...triage(f).slice(0, 3), f.message])).toEqual(
      ["memory", "redis"].map((driver) => [
        "runtime",
        `ratelimit middleware with ${driver} driver limit with throw responds with 429 when rate limit is exceeded`,
        "index.js",
        "TypeError: Cannot read properties of undefined (reading 'toLowerCase')",
      ]),
    );
  });
});
