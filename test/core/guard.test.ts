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
  ])("control %s: nothing flagged", (id) => {
    expect(found(id)).toEqual([]);
  });

  it("quotes the weakened line and says what it did", () => {
    const [f] = findWeakening(load("go-loosen-human").compare.files).findings;
    expect(f?.text).toBe("require.NotEmpty(f, snapshots2)");
    expect(f?.detail).toContain("require.Len(f, snapshots2, 1)");
    const [skip] = findWeakening(load("py-skip-agent").compare.files).findings;
    expect(skip?.text).toBe('pytest.skip("Docker compose command timed out")');
  });
});

// Rules for which no public push was recorded yet: constructed diffs, one per rule, each with its control.
const file = (filename: string, patch: string, status: CompareFile["status"] = "modified"): CompareFile => ({
  filename,
  status,
  patch,
});

describe("findWeakening: the other rules", () => {
  it("a lowered coverage threshold, and a raised one is no finding", () => {
    const lowered = file(
      "vitest.config.ts",
      "@@ -10,3 +10,3 @@\n thresholds: {\n-  lines: 90,\n+  lines: 60,\n }",
    );
    expect(findWeakening([lowered]).findings.map((f) => [f.kind, f.line])).toEqual([
      ["coverage-lowered", 11],
    ]);
    const raised = file(
      "vitest.config.ts",
      "@@ -10,3 +10,3 @@\n thresholds: {\n-  lines: 60,\n+  lines: 90,\n }",
    );
    expect(findWeakening([raised]).findings).toEqual([]);
  });

  it("snapshots rewritten with no code changed, not when the code changed too", () => {
    const snap = file(
      "src/__snapshots__/a.test.ts.snap",
      "@@ -1 +1 @@\n-exports[`a 1`] = `3`;\n+exports[`a 1`] = `4`;",
    );
    expect(findWeakening([snap]).findings.map((f) => f.kind)).toEqual(["snapshot-rewritten"]);
    const code = file("src/a.ts", "@@ -1 +1 @@\n-export const a = 3;\n+export const a = 4;");
    expect(findWeakening([snap, code]).findings).toEqual([]);
  });

  it("a quarantine entry added to .github/flakeharden.yml", () => {
    const q = file(
      ".github/flakeharden.yml",
      "@@ -1,1 +1,4 @@\n quarantine:\n+  - test: a > b\n+    reason: flaky\n+    owner: '@me'",
    );
    expect(findWeakening([q]).findings.map((f) => [f.kind, f.line])).toEqual([["quarantine-added", 2]]);
  });

  it("a raised timeout and added retries in a test file; a lowered timeout is no finding", () => {
    const up = file(
      "a.test.ts",
      "@@ -5,2 +5,3 @@\n-it('x', async () => {}, 5000);\n+it('x', async () => {}, 60000);\n+jest.retryTimes(3);",
    );
    expect(findWeakening([up]).findings.map((f) => f.kind)).toEqual(["timeout-raised", "retries-added"]);
    const down = file(
      "a.test.ts",
      "@@ -5,1 +5,1 @@\n-it('x', async () => {}, 60000);\n+it('x', async () => {}, 5000);",
    );
    expect(findWeakening([down]).findings).toEqual([]);
  });

  it("`.only` elsewhere, assertEqual → assertTrue, `|| true` and --passWithNoTests", () => {
    const only = file("a.spec.js", "@@ -1 +1 @@\n-describe('a', () => {\n+describe.only('a', () => {");
    expect(findWeakening([only]).findings.map((f) => f.kind)).toEqual(["test-focused"]);
    const py = file(
      "tests/test_a.py",
      "@@ -3,1 +3,1 @@\n-        self.assertEqual(total(), 3)\n+        self.assertTrue(total())",
    );
    expect(findWeakening([py]).findings.map((f) => f.kind)).toEqual(["expectation-loosened"]);
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
