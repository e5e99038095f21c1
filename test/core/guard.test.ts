// The test-weakening guard on real pushes (test/fixtures/guard, recorded by scripts/fixtures/record-guard.sh from
// the repositories' own history), agents' and people's, with controls that weaken nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CompareFile,
  MAX_FILES,
  MAX_LINE,
  findWeakening,
  isTestFile,
  parsePatch,
  readCompare,
} from "../../src/core/guard/index.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "guard");
const Fixture = z.object({
  source: z.object({
    repository: z.string(),
    base: z.string().regex(/^[0-9a-f]{40}$/),
    head: z.string().regex(/^[0-9a-f]{40}$/),
    authorKind: z.enum(["agent", "human"]),
    licence: z.string().min(1),
  }),
  compare: z.object({ files: z.array(CompareFile) }),
});
const load = (id: string) => Fixture.parse(JSON.parse(readFileSync(join(FIXTURES, `${id}.json`), "utf8")));
const found = (id: string) =>
  findWeakening(load(id).compare.files).findings.map((f) => `${f.kind} ${f.file}:${f.line ?? "-"}`);

describe("findWeakening on real pushes", () => {
  it.each([
    // An agent's CI repair (open-ace "auto: ci repair (attempt 3)"): a subprocess timeout turned into a skip.
    ["py-skip-agent", ["test-disabled tests/unit/test_multi_user_config_2235.py:166"]],
    [
      "py-skip-agent-2",
      [
        "test-disabled tests/unit/test_check_migration_rules.py:731",
        "test-disabled tests/unit/test_check_migration_rules.py:792",
      ],
    ],
    // An agent's CI repair deleted a failing test script (its package marker is no test).
    ["test-removed-agent", ["test-removed tests/issues/2235/test_multi_user_config_persistence.sh:-"]],
    ["go-skip-human", ["test-disabled test/preflight/fly_postgres_test.go:282"]],
    // require.Len(…, 1) → require.NotEmpty(…): the exact count gave way to "some".
    ["go-loosen-human", ["expectation-loosened test/preflight/fly_volume_test.go:196"]],
    // `#[ignore]` in a source file's `mod tests`.
    ["rust-ignore-human", ["test-disabled crates/provider/src/provider/trait.rs:2662"]],
    [
      "java-ignore-human",
      [
        "test-disabled selenium-junit4-examples/src/test/java/com/saucedemo/selenium/junit4/SimpleVisualE2ETest.java:40",
      ],
    ],
    [
      "ts-skip-human",
      ["test-disabled src/extension/completions-core/vscode-node/lib/src/snippy/test/network.test.ts:176"],
    ],
    ["ci-continue-human", ["ci-softened .github/workflows/pr-validation.yml:40"]],
    // The agent's CI repair put a wrapper's tests behind `@pytest.mark.skipif` (open-ace).
    ["py-loosen-agent", ["test-disabled tests/security/test_wrapper_security.py:225"]],
    // The agent's review fix: `assert self.db.execute.call_count == 1` → `>= 1`, and the like (open-ace).
    [
      "py-loosen-agent-2",
      [
        "assertions-removed tests/unit/test_daily_stats_repo.py:456",
        "expectation-loosened tests/unit/test_daily_stats_repo.py:457",
        "expectation-loosened tests/unit/test_daily_stats_repo.py:487",
      ],
    ],
    // The agent's CI repair (attempt 3): a Playwright wait's timeout raised from 500 to 3000 ms (open-ace).
    ["py-timeout-agent", ["timeout-raised tests/e2e/regression/test_login.py:174"]],
    // `toBe(3)` → `toBeGreaterThan(1)`, and snapshot files rewritten in a commit that changed no code (leches).
    [
      "ts-loosen-snapshot-human",
      [
        "expectation-loosened src/components/VectorControl.test.ts:63",
        "snapshot-rewritten src/components/__snapshots__/Folder.test.ts.snap:-",
        "snapshot-rewritten src/components/__snapshots__/VectorControl.test.ts.snap:-",
      ],
    ],
    // `self.assertEqual(a, b)` → `self.assertTrue(a == b)` (mf-chsdi3; a reviewer objected, it was reverted).
    ["py-asserttrue-human", ["expectation-loosened chsdi/tests/integration/test_search.py:22"]],
    // `@pytest.mark.xfail(reason="Flaky test")` on four existing tests (slim-trees).
    [
      "py-xfail-human",
      [
        "test-disabled tests/test_lgbm_compression.py:56",
        "test-disabled tests/test_lgbm_compression.py:68",
        "test-disabled tests/test_sklearn_compression.py:102",
        "test-disabled tests/test_sklearn_compression.py:117",
      ],
    ],
    // `jest.retryTimes(5)` (otelbin); a test's `{ retry: 5 }` → 10 and `retry: 2` for the whole suite (codeburn).
    ["js-retries-human", ["retries-added packages/otelbin-validation/test/main.test.ts:59"]],
    [
      "ts-retries-human",
      ["retries-added tests/cache-refresh-lock.test.ts:212", "retries-added vitest.config.ts:16"],
    ],
    // `waitFor(…, {timeout: 1000})` → 5000 (algodex); `testTimeout: 30_000` over vitest's 5,000 (codeburn).
    [
      "js-timeout-human",
      [
        "timeout-raised hooks/http/useAssetChartQuery.spec.js:41",
        "timeout-raised hooks/http/useAssetPriceQuery.spec.js:38",
      ],
    ],
    ["ts-testtimeout-human", ["timeout-raised vitest.config.ts:11"]],
    // jest's `coverageThreshold.global` lowered from 50/40/50/50 to 30 (algodex).
    [
      "js-coverage-human",
      [
        "coverage-lowered jest.config.js:11",
        "coverage-lowered jest.config.js:12",
        "coverage-lowered jest.config.js:13",
        "coverage-lowered jest.config.js:14",
      ],
    ],
  ])("%s", (id, expected) => {
    expect(found(id)).toEqual(expected);
  });

  it.each([
    // An agent reformatted every assertion (black style): as many assertions after as before.
    "py-reformat-agent",
    // An agent's CI repair that only reformatted `assert a == b, (msg)` into `assert (\n a == b\n), msg`.
    "py-reformat-agent-2",
    // A person's lint fix of a TS test: the same expectations, retyped.
    "ts-lint-human",
    // A person fixed a flaky Go test by waiting for the machine: nothing weakened.
    "go-flakefix-human",
    // Snapshots rewritten with the components they render (a spacing change in seven .vue files).
    "snapshot-with-code-human",
    // A coverage threshold raised (branches 15 → 20).
    "js-coverage-raised-human",
  ])("control %s: nothing flagged", (id) => {
    expect(found(id)).toEqual([]);
  });

  it("quotes the weakened line and says what it did", () => {
    const [f] = findWeakening(load("go-loosen-human").compare.files).findings;
    expect(f?.text).toBe("require.NotEmpty(f, snapshots2)");
    expect(f?.detail).toContain("require.Len(f, snapshots2, 1)");
    const [skip] = findWeakening(load("py-skip-agent").compare.files).findings;
    expect(skip?.text).toBe('pytest.skip("Docker compose command timed out")');
    const [loosened] = findWeakening(load("ts-loosen-snapshot-human").compare.files).findings;
    expect(loosened?.detail).toContain(`.toBe(3)`);
    expect(loosened?.text).toBe(`expect(wrapper.findAll('input[type="number"]').length).toBeGreaterThan(1)`);
    const details = (id: string) => findWeakening(load(id).compare.files).findings.map((f) => f.detail);
    expect(details("js-coverage-human")[1]).toBe("coverage threshold lowered from 40 to 30");
    expect(details("js-timeout-human")[0]).toBe("timeout raised from 1000 to 5000");
    expect(details("ts-testtimeout-human")).toEqual([
      "`testTimeout` set to 30000, above the runner's default of 5000",
    ]);
    expect(details("ts-retries-human")).toEqual([
      "retries raised from 5 to 10",
      "retries added for every test (2)",
    ]);
  });
});

// Rules for which no public push was recorded (a quarantine entry in flakeharden's own config, `.only`, `|| true` on a
// test command, `--passWithNoTests`) and controls no public push showed: constructed diffs.
const file = (filename: string, patch: string, status: CompareFile["status"] = "modified"): CompareFile => ({
  filename,
  status,
  patch,
});

describe("findWeakening: the other rules", () => {
  it("a quarantine entry added to .github/flakeharden.yml", () => {
    const q = file(
      ".github/flakeharden.yml",
      "@@ -1,1 +1,4 @@\n quarantine:\n+  - test: a > b\n+    reason: flaky\n+    owner: '@me'",
    );
    expect(findWeakening([q]).findings.map((f) => [f.kind, f.line])).toEqual([["quarantine-added", 2]]);
  });

  it("a lowered timeout, a suite timeout under the runner's default and no retries are no finding", () => {
    const down = file(
      "a.test.ts",
      "@@ -5,1 +5,1 @@\n-it('x', async () => {}, 60000);\n+it('x', async () => {}, 5000);",
    );
    expect(findWeakening([down]).findings).toEqual([]);
    const config = file(
      "vitest.config.ts",
      "@@ -3,2 +3,4 @@\n   test: {\n+    testTimeout: 2_000,\n+    retry: 0,\n   },",
    );
    expect(findWeakening([config]).findings).toEqual([]);
  });

  it("`.only` elsewhere, `|| true` and --passWithNoTests", () => {
    const only = file("a.spec.js", "@@ -1 +1 @@\n-describe('a', () => {\n+describe.only('a', () => {");
    expect(findWeakening([only]).findings.map((f) => f.kind)).toEqual(["test-focused"]);
    const ci = file(
      ".github/workflows/ci.yml",
      "@@ -8,1 +8,1 @@\n-      - run: npm test\n+      - run: npm test -- --passWithNoTests || true",
    );
    expect(findWeakening([ci]).findings.map((f) => f.detail)).toEqual(["`|| true` added"]);
  });

  it("a new test file's own skips, and assertions on a config's timeout, are no finding", () => {
    const added = file(
      "tests/test_new.py",
      "@@ -0,0 +1,3 @@\n+@pytest.mark.skipif(not HAS_PG, reason='needs PostgreSQL')\n+def test_pg():\n+    assert run() == 1",
      "added",
    );
    expect(findWeakening([added]).findings).toEqual([]);
    const checked = file(
      "tests/test_config.py",
      "@@ -3,1 +3,1 @@\n-    assert config.timeout_ms == 10\n+    assert config.timeout_ms == 50",
    );
    expect(findWeakening([checked]).findings).toEqual([]);
  });

  it("an import that names `expect` is no assertion", () => {
    const imports = file(
      "a.test.ts",
      '@@ -1,2 +1,2 @@\n-import { describe, expect, it } from "vitest";\n+import * as v from "vitest";\n const x = 1;',
    );
    expect(findWeakening([imports]).findings).toEqual([]);
  });

  it("a skip moved, not added, is no finding", () => {
    const moved = file(
      "a.test.ts",
      "@@ -1,3 +1,3 @@\n-it.skip('a', () => {});\n it('b', () => {});\n+it.skip('a', () => {});",
    );
    expect(findWeakening([moved]).findings).toEqual([]);
  });

  it("names what it could not read: files past the bound and patches GitHub left out", () => {
    const many = Array.from({ length: MAX_FILES + 2 }, (_, i) => file(`src/f${i}.ts`, "@@ -1 +1 @@\n-a\n+b"));
    expect(findWeakening(many).unread).toEqual([`src/f${MAX_FILES}.ts`, `src/f${MAX_FILES + 1}.ts`]);
    const big: CompareFile = { filename: "tests/test_big.py", status: "modified" };
    expect(findWeakening([big]).unread).toEqual(["tests/test_big.py"]);
  });

  it("reads a line only up to MAX_LINE characters", () => {
    const long = `+${"x".repeat(10 * MAX_LINE)}`;
    const d = parsePatch(file("a.test.ts", `@@ -1 +1 @@\n${long}`));
    expect(d.lines[0]?.text.length).toBe(MAX_LINE);
  });

  it("knows test files of each language by path", () => {
    for (const p of [
      "a/b.test.ts",
      "pkg/x_test.go",
      "tests/test_a.py",
      "src/test/java/ATest.java",
      "crate/tests/it.rs",
    ])
      expect(isTestFile(p), p).toBe(true);
    for (const p of ["src/a.ts", "pkg/x.go", "app/models.py", "src/main/java/A.java"])
      expect(isTestFile(p), p).toBe(false);
  });
});

describe("readCompare: the compare API's answer, as the app and the PR action both read it", () => {
  it("judges a real push's files and names its commits' authors (else committers)", () => {
    const { files } = load("py-skip-agent").compare;
    const read = readCompare({
      files,
      commits: [
        { author: { login: "open-ace-bot" }, committer: null },
        { author: null, committer: { login: "web-flow" } },
        { author: null, committer: null },
      ],
    });
    if (typeof read === "string") throw new Error(read);
    expect(read.guard.findings.map((f) => `${f.kind} ${f.file}:${f.line}`)).toEqual([
      "test-disabled tests/unit/test_multi_user_config_2235.py:166",
    ]);
    expect(read.authors).toEqual(["open-ace-bot", "web-flow", null]);
  });

  it("says a listing cut at 300 files was not read whole, and names the field of an answer not as documented", () => {
    const file = load("py-skip-agent").compare.files[0] as CompareFile;
    const many = Array.from({ length: 300 }, (_, i) => ({ ...file, filename: `src/f${i}.py`, patch: "" }));
    const read = readCompare({ files: many, commits: [] });
    expect(typeof read !== "string" && read.guard.unread).toContain(
      "(more than 300 files changed: not listed)",
    );
    expect(readCompare({ files: [{ filename: "a.py", status: "moved" }], commits: [] })).toMatch(
      /^files\.0\.status: /,
    );
    expect(readCompare({ files: [] })).toMatch(/^commits: /);
  });
});
