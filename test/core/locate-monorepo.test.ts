// Monorepo package-relative paths (issue 24, point 4): `npm test --workspaces` and `pnpm -r test` run each package's
// runner in its folder, which prints paths relative to it (`test/index.test.js`, in both packages here). npm names the
// folder of a package whose script failed after its output (`npm error path /abs/packages/cart`), pnpm in each
// package's header, or on every line when it runs several packages at once (`packages/cart test: …`). Recorded by scripts/fixtures/record-locate.sh from samples/loc-monorepo (mocha in cart, jest in
// orders).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { recordedFailures } from "../support/recorded.js";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { scanLog } from "../../src/core/ingest/scan.js";

const LOCATE = join(import.meta.dirname, "..", "fixtures", "locate");

describe("npm workspaces and pnpm -r: paths relative to the package the manager names", () => {
  it.each([
    ["loc-monorepo-npm-workspaces", "log.txt"],
    ["loc-monorepo-npm-workspaces", "log.2.txt"],
    // pnpm: `> @loc/cart@1.0.0 test /abs/packages/cart` above each package's output.
    ["loc-monorepo-pnpm-recursive", "log.txt"],
    ["loc-monorepo-pnpm-recursive", "log.2.txt"],
    // pnpm -r with several packages at once: no header, `packages/cart test: ` before every line of cart's output
    // (coloured or not), blank lines dropped. The prefix is cut and names the folder.
    ["loc-monorepo-pnpm-prefix", "log.txt"],
    ["loc-monorepo-pnpm-prefix", "log.2.txt"],
    ["loc-monorepo-pnpm-prefix-color", "log.txt"],
    ["loc-monorepo-pnpm-prefix-color", "log.2.txt"],
    // turbo through pnpm: `@loc/cart:test: ` before every line (the package, not its folder), and pnpm's header
    // with the folder inside each task's output.
    ["loc-monorepo-turbo", "log.txt"],
    ["loc-monorepo-turbo", "log.2.txt"],
  ])("%s %s: each failure in its own package's file, reproduced from there", (id, log) => {
    const f = recordedFailures(join(LOCATE, id), log).filter((x) => x.tool === "mocha" || x.tool === "jest");
    expect(f.map((x) => [x.tool, x.location?.file, x.location?.line, x.reproduce])).toEqual([
      [
        "mocha",
        "packages/cart/test/index.test.js",
        10,
        "cd packages/cart && npx mocha test/index.test.js --grep '^(?:cart totals the lines)$'",
      ],
      [
        "jest",
        "packages/orders/test/index.test.js",
        8,
        "cd packages/orders && npx jest test/index.test.js -t '^(?:orders numbers the next order)$'",
      ],
    ]);
  });
});

describe("pnpm --stream: the prefix on a failure's own lines names its package", () => {
  // vitest in notes fails; vitest in tags then prints its own root (` RUN  v4.1.12 /abs/packages/tags`), which
  // vitest's extractor takes as the folder of every failure it found: the prefix `packages/notes test: ` wins.
  it.each([
    ["loc-monorepo-pnpm-stream", "log.txt"],
    ["loc-monorepo-pnpm-stream", "log.2.txt"],
    ["loc-monorepo-pnpm-stream-color", "log.txt"],
    ["loc-monorepo-pnpm-stream-color", "log.2.txt"],
  ])("%s %s: mocha, vitest and jest each in their own package", (id, log) => {
    const dir = join(LOCATE, id);
    const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as { cwd: string; command: string };
    const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
    for (const prefilter of [true, false]) {
      const f = analyze({
        scan: scanLog(readFileSync(join(dir, log), "utf8"), undefined, { prefilter }),
        exitCode: 1,
        junit: [],
        workspace: { files, root: meta.cwd },
        command: meta.command,
        version: "test",
      })
        .buckets.flatMap((b) => b.failures)
        .filter((x) => x.tool !== "pnpm");
      expect(f.map((x) => [x.tool, x.location?.file, x.location?.line, x.reproduce])).toEqual([
        [
          "mocha",
          "packages/cart/test/index.test.js",
          10,
          "cd packages/cart && npx mocha test/index.test.js --grep '^(?:cart totals the lines)$'",
        ],
        [
          "vitest",
          "packages/notes/test/index.test.js",
          9,
          "cd packages/notes && npx vitest run test/index.test.js -t '^(?:notes counts the words)$'",
        ],
        [
          "jest",
          "packages/orders/test/index.test.js",
          8,
          "cd packages/orders && npx jest test/index.test.js -t '^(?:orders numbers the next order)$'",
        ],
      ]);
    }
  });
});
