// A runner inside one package of a monorepo prints its stacks relative to that package, and prints nothing that
// names the package: node-postgres' CI runs `lerna exec yarn test`, and pg-native's mocha prints
// `at Client.connectSync (index.js:54:11)` (11 files are named index.js) above `at Context.<anonymous>
// (test/array-mode.js:7:12)` (one). The real recording: test/fixtures/real/node-postgres-missing-database.
import { describe, expect, it } from "vitest";
import { REAL_CORPUS, analyzeCase, failuresOf, loadCases } from "../corpus/evaluate.js";
import { indexWorkspace, locate } from "../../src/core/locate/paths.js";

const c = loadCases(REAL_CORPUS).find((x) => x.id === "node-postgres-missing-database");
if (!c) throw new Error("missing real case node-postgres-missing-database");

describe("relative paths from a package of a monorepo", () => {
  it("a path several packages hold resolves in the package another frame of its stack was found in", () => {
    const index = { ...indexWorkspace({ files: c.files, root: c.meta.cwd }), base: null };
    const frames = [
      { function: "Client.connectSync", path: "index.js", line: 54, column: 11 },
      { function: "Context.<anonymous>", path: "test/array-mode.js", line: 7, column: 12 },
    ];
    expect(locate(index, null, frames)).toMatchObject({
      file: "packages/pg-native/index.js",
      line: 54,
      status: "mapped",
    });
    // Alone, `index.js` is any of 11 files: none is chosen.
    expect(locate(index, null, frames.slice(0, 1))?.file).toBeNull();
    // A stack whose every relative path is ambiguous (`test/index.js`: pg-cursor's and pg-native's) takes the
    // package the runner's earlier stacks were found in.
    const carried = { package: null };
    locate(index, null, frames, { carried });
    expect(carried.package).toBe("packages/pg-native");
    const ambiguous = [
      frames[0],
      { function: "Context.<anonymous>", path: "test/index.js", line: 23, column: 14 },
    ];
    expect(locate(index, null, ambiguous as typeof frames, { carried })?.file).toBe(
      "packages/pg-native/index.js",
    );
  });

  it("every failure of the run is located in pg-native, the refusal's line in its client code", () => {
    const located = failuresOf(analyzeCase(c)).filter((f) => f.location !== null && f.location.line !== null);
    expect(located.length).toBeGreaterThan(30);
    for (const f of located) expect(f.location?.file?.startsWith("packages/pg-native/")).toBe(true);
    const sync = failuresOf(analyzeCase(c)).find((f) => f.test === "connectSync works without args");
    expect([sync?.location?.file, sync?.location?.line]).toEqual(["packages/pg-native/index.js", 54]);
  });

  it("the hook that waits on the connection that never opened follows the database's failure", () => {
    const hook = failuresOf(analyzeCase(c)).find((f) =>
      f.test?.startsWith('pipeline reader "after each" hook'),
    );
    expect([hook?.category, hook?.patterns[0]]).toEqual(["infrastructure", "infrastructure.follows-service"]);
  });
});
