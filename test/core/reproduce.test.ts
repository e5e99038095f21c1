import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fromDirectory,
  regexEscape,
  reproduce,
  runnerOf,
  reproduceIn,
  shellQuote,
} from "../../src/core/locate/reproduce.js";
import { familyOf, toolById, toolIds } from "../../src/core/extract/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { loadCases } from "../corpus/evaluate.js";

const HOSTILE = [
  "it's $HOME and `id` and $(touch /tmp/pwned-flakeharden)",
  'say "hi" \\ back\\slash',
  "new\nline; rm -rf /",
  "",
  "'''",
  "glob * ? [a-z] {a,b} ~root",
];

describe("shellQuote", () => {
  it.each(HOSTILE)("passes %j through a real POSIX shell unchanged", (s) => {
    const echoed = execFileSync("sh", ["-c", `printf '%s' ${shellQuote(s)}`], { encoding: "utf8" });
    expect(echoed).toBe(s);
  });
});

describe("reproduce", () => {
  it("builds per-tool commands with names escaped for the tool's regex and quoted for the shell", () => {
    expect(
      reproduce({ tool: "vitest", test: "math > adds (1+1)", suite: null, file: "test/math.test.ts" }),
    ).toBe("npx vitest run test/math.test.ts -t '^(?:math adds \\(1\\+1\\))$'");
    expect(reproduce({ tool: "jest", test: "calc › it's $5", suite: null, file: "src/calc.test.js" })).toBe(
      "npx jest src/calc.test.js -t '^(?:calc it'\\''s \\$5)$'",
    );
    expect(
      reproduce({
        tool: "go",
        test: "TestTable/negative_numbers",
        suite: null,
        file: "pkg/math/math_test.go",
      }),
    ).toBe("go test -run '^TestTable$/^negative_numbers$' ./pkg/math");
    expect(
      reproduce({
        tool: "pytest",
        test: "tests/test_x.py::TestC::test_y[a-b]",
        suite: null,
        file: "tests/test_x.py",
      }),
    ).toBe("python -m pytest 'tests/test_x.py::TestC::test_y[a-b]'");
    // A module that failed to collect runs again by collecting it, not the file its SyntaxError is in.
    expect(
      reproduce({ tool: "pytest", test: null, suite: "tests/test_parser.py", file: "calc/parser.py" }),
    ).toBe("python -m pytest tests/test_parser.py");
    expect(reproduce({ tool: "cargo", test: "tests::adds", suite: null, file: "src/lib.rs" })).toBe(
      "cargo test tests::adds -- --exact",
    );
    expect(
      reproduce({ tool: "unittest", test: "test_add", suite: "test_math.TestMath.test_add", file: null }),
    ).toBe("python -m unittest test_math.TestMath.test_add");
    expect(reproduce({ tool: "tsc", test: null, suite: null, file: "src/a.ts" })).toBe("npx tsc --noEmit");
  });

  it("returns null rather than guess", () => {
    expect(reproduce({ tool: "cc", test: null, suite: null, file: "main.c" })).toBeNull();
    expect(reproduce({ tool: "junit", test: "x", suite: null, file: null })).toBeNull();
    expect(reproduce({ tool: "mocha", test: null, suite: null, file: null })).toBeNull();
  });

  it.each([
    ["jest", "calc › add", /-t '([^']+)'/, "calc add"],
    ["vitest", "calc > add", /-t '([^']+)'/, "calc add"],
    ["mocha", "calc add", /--grep '([^']+)'/, "calc add"],
    ["node-test", "add", /--test-name-pattern='([^']+)'/, "add"],
  ])(
    "%s: a reproduce for `add` runs `add` alone, never `add twice` (anchored, issue 22)",
    (tool, test, re, full) => {
      const command = reproduce({ tool, test, suite: null, file: "test/calc.test.js" }) ?? "";
      const pattern = new RegExp(re.exec(command)?.[1] ?? "(no pattern)");
      expect([pattern.test(full), pattern.test(`${full} twice`), pattern.test(`x ${full}`)]).toEqual([
        true,
        false,
        false,
      ]);
    },
  );

  it("escapes regex metacharacters so the name matches itself literally", () => {
    const name = "a.b*c+(d)[e]{f}|g^h$i?j\\k/l";
    expect(new RegExp(regexEscape(name)).test(name)).toBe(true);
    expect(new RegExp(regexEscape(name)).test("aXb*c+(d)[e]{f}|g^h$i?j\\k/l")).toBe(false);
  });
});

describe("reproduceIn: a command that ran in a folder of the repository", () => {
  it("names files relative to that folder", () => {
    expect(fromDirectory("web", "web/test/a.test.ts")).toBe("test/a.test.ts");
    expect(fromDirectory("packages/web", "packages/web/a.ts")).toBe("a.ts");
    expect(fromDirectory("packages/web", "packages/lib/b.ts")).toBe("../lib/b.ts");
    expect(fromDirectory("web", "lib/b.ts")).toBe("../lib/b.ts");
    expect(fromDirectory("web", "web")).toBe("../web");
  });

  it("runs the tool's command there, the folder quoted, exact from the repository root", () => {
    const f = { tool: "vitest", test: "cart > adds", suite: null, file: "apps/my web/test/cart.test.ts" };
    expect(reproduceIn(null, f)).toBe("npx vitest run 'apps/my web/test/cart.test.ts' -t '^(?:cart adds)$'");
    expect(reproduceIn("apps/my web", f)).toBe(
      "cd 'apps/my web' && npx vitest run test/cart.test.ts -t '^(?:cart adds)$'",
    );
    expect(reproduceIn("svc", { tool: "go", test: "TestA", suite: null, file: "svc/pkg/a_test.go" })).toBe(
      "cd svc && go test -run '^TestA$' ./pkg",
    );
    expect(reproduceIn("svc", { tool: "cargo", test: null, suite: null, file: null })).toBeNull();
  });
});

describe("the tool registry", () => {
  it("every candidate the recorded corpus yields names a registered tool", () => {
    const ids = new Set(toolIds());
    const seen = new Set<string>();
    for (const c of loadCases()) {
      const scan = scanLog(readFileSync(join(c.dir, "log.txt"), "utf8"));
      for (const cand of scan.candidates) seen.add(cand.tool);
    }
    expect([...seen].filter((t) => !ids.has(t))).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });

  it("the command comes from the failure's tool; an unregistered tool has none", () => {
    expect(reproduce({ tool: "cargo", test: "tests::adds", suite: null, file: null })).toBe(
      "cargo test tests::adds -- --exact",
    );
    expect(familyOf("jest")).toBe("js-test");
    expect(toolById("jest")?.reproduce).toBeTypeOf("function");
    expect(reproduce({ tool: "not-a-tool", test: "x", suite: null, file: "x.test.ts" })).toBeNull();
  });
});

describe("python reproduce commands use the interpreter the run used", () => {
  it("unittest, pytest, a doctest", () => {
    const base = { suite: "tests.test_t.T.test_a", test: "test_a (tests.test_t.T.test_a)", file: null };
    expect(reproduce({ ...base, tool: "unittest", command: "python3 -m unittest -v tests.test_t" })).toBe(
      "python3 -m unittest tests.test_t.T.test_a",
    );
    expect(reproduce({ ...base, tool: "unittest", command: ".venv/bin/python -m unittest" })).toBe(
      ".venv/bin/python -m unittest tests.test_t.T.test_a",
    );
    expect(reproduce({ ...base, tool: "unittest", command: "make test" })).toBe(
      "python -m unittest tests.test_t.T.test_a",
    );
    expect(
      reproduce({
        tool: "unittest",
        test: "f (pkg.m)",
        suite: "pkg.m.f",
        file: "pkg/m.py",
        code: "doctest",
        command: "python3.12 -m unittest",
      }),
    ).toBe("python3.12 -m doctest -v pkg/m.py");
    expect(
      reproduce({
        tool: "pytest",
        test: "t/test_a.py::C::test_x (n=3)",
        suite: null,
        file: "t/test_a.py",
        command: "python3 -m pytest",
      }),
    ).toBe("python3 -m pytest t/test_a.py::C::test_x");
  });
});

describe("failures only a JUnit file reported (a reporter that silences the console)", () => {
  const junitFailure = (command: string) =>
    reproduce({
      tool: "junit",
      test: "GET /total multiplies the quantity by the price",
      suite: null,
      file: "test/items.test.js",
      command,
    });

  it("reruns the test with the runner the command ran", () => {
    expect(
      junitFailure("npx mocha --reporter mocha-junit-reporter --reporter-options mochaFile=junit.xml"),
    ).toBe("npx mocha test/items.test.js --grep '^(?:GET \\/total multiplies the quantity by the price)$'");
  });

  it("gives none when the command runs no known runner, or several (which one wrote the file is unknown)", () => {
    expect(junitFailure("make check")).toBeNull();
    expect(junitFailure("npx mocha && npx jest")).toBeNull();
    expect(runnerOf("python3 -m pytest --junitxml=r.xml")).toBe("pytest");
    expect(runnerOf("node --import tsx --test test/")).toBe("node-test");
  });
});
