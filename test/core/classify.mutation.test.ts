// Rules of classification that the mutation run (bench/MUTATION.md) showed no test pinned: which tool a
// rule trusts, which part of a pattern is required, and the near misses an anchor keeps out. Messages are
// real tool output (the recorded logs and JUnit files of test/fixtures, or the tool's own message text).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BY_PRECEDENCE, CATEGORY, CATEGORY_IDS, byCategory } from "../../src/core/classify/categories.js";
import { type Classification, classify } from "../../src/core/classify/index.js";
import type { Candidate } from "../../src/core/extract/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { DEFAULT_SEVERITY } from "../../src/core/schema.js";

function cand(tool: string, message: string, more: Partial<Candidate> = {}): Candidate {
  return {
    tool,
    weight: 3,
    test: null,
    suite: null,
    where: null,
    frames: [],
    message,
    excerpt: [message],
    start: 0,
    end: 0,
    ...more,
  };
}

function is(category: Classification["category"], confidence: number, ...patterns: string[]): Classification {
  return { category, confidence, patterns };
}

describe("compilation", () => {
  it("TypeScript's option, project and JSX errors (TS5xxx, TS6xxx, TS17xxx, TS18003) are compilation", () => {
    expect(classify(cand("tsc", "Unknown compiler option 'strictest'.", { code: "TS5023" }))).toEqual(
      is("compilation", 0.97, "compilation.ts-code"),
    );
    expect(classify(cand("tsc", "File './tsconfig.base.json' not found.", { code: "TS6053" }))).toEqual(
      is("compilation", 0.97, "compilation.ts-code"),
    );
    expect(
      classify(cand("tsc", "Cannot use JSX unless the '--jsx' flag is provided.", { code: "TS17004" })),
    ).toEqual(is("compilation", 0.97, "compilation.ts-code"));
  });

  it("TypeScript's syntax errors (TS1xxx) are compilation", () => {
    expect(classify(cand("tsc", "';' expected.", { code: "TS1005" }))).toEqual(
      is("compilation", 0.97, "compilation.ts-code"),
    );
  });

  it("a five-digit TS18xxx code is a type error, not the four-digit TS1xxx syntax range", () => {
    expect(classify(cand("tsc", "'err' is of type 'unknown'.", { code: "TS18046" }))).toEqual(
      is("types", 0.95, "types.ts-code"),
    );
    expect(classify(cand("tsc", "Parameter 'x' implicitly has an 'any' type.", { code: "TS7006" }))).toEqual(
      is("types", 0.95, "types.ts-code"),
    );
  });

  it("ts-jest's type errors are type errors, like tsc's", () => {
    const c = cand("ts-jest", "Type 'string' is not assignable to type 'number'.", { code: "TS2322" });
    expect(classify(c)).toEqual(is("types", 0.95, "types.ts-code"));
  });

  it("ts-jest's diagnostics are read like tsc's", () => {
    const c = cand("ts-jest", "Cannot find module './money' or its corresponding type declarations.", {
      code: "TS2307",
    });
    expect(classify(c)).toEqual(is("compilation", 0.99, "compilation.ts-code", "compilation.js-module"));
  });

  it("rustc's `expected …, found …` parse error is a syntax error", () => {
    expect(classify(cand("rustc", "expected one of `,`, `:`, or `}`, found `=`"))).toEqual(
      is("compilation", 0.92, "compilation.rustc-syntax", "compilation.rustc"),
    );
  });

  it("go vet's analyzers are compilation, whatever the verb, call or name they quote", () => {
    for (const message of [
      "fmt.Printf format %.2f has arg name of wrong type string",
      "fmt.Println call has possible formatting directive %d",
      "result of fmt.Sprintf call not used",
      "struct field tag `json:name` not compatible with reflect.StructTag.Get: bad syntax for struct tag value",
      "loop variable item captured by func literal",
      "the cancel function is not used on all paths (possible context leak)",
      "comparison of function Close with nil is always false",
    ])
      expect(classify(cand("go", message)), message).toEqual(is("compilation", 0.9, "compilation.go-vet"));
  });

  it("javac: a missing package is an unresolved symbol; `unexpected type` is no missing token", () => {
    expect(classify(cand("javac", "package org.junit does not exist"))).toEqual(
      is("compilation", 0.97, "compilation.javac-symbol", "compilation.javac"),
    );
    expect(classify(cand("javac", "unexpected type"))).toEqual(is("compilation", 0.7, "compilation.javac"));
  });

  it("ESLint: `no-undef` under xo too; `no-undefined` (a style rule) is not an undefined name", () => {
    expect(classify(cand("xo", "'fetchJson' is not defined.", { code: "no-undef" }))).toEqual(
      is(
        "compilation",
        0.99,
        "compilation.eslint-no-undef",
        "compilation.undefined-name",
        "compilation.eslint",
      ),
    );
    expect(classify(cand("eslint", "Unexpected use of undefined.", { code: "no-undefined" }))).toEqual(
      is("compilation", 0.6, "compilation.eslint"),
    );
  });

  it("webpack's `Can't resolve '…'` is an unresolved module", () => {
    const c = cand("node", "Error: Can't resolve './locale' in '/app/node_modules/moment/src/lib/locale'");
    expect(classify(c)).toEqual(is("compilation", 0.93, "compilation.js-module"));
  });

  it("the linker's `undefined reference` is an undeclared name as well as a link error", () => {
    // test/fixtures/logs/c-gcc-link
    const c = cand("ld", "/work/main/samples/c-link/src/main.c:7: undefined reference to `checksum'");
    expect(classify(c)).toEqual(is("compilation", 0.97, "compilation.cc-undeclared", "compilation.linker"));
  });

  it("gcc's `expected ';' before …` is a syntax error; esbuild's `Could not resolve` an unresolved module", () => {
    expect(classify(cand("cc", "expected ';' before 'return'"))).toEqual(
      is("compilation", 0.97, "compilation.cc-undeclared", "compilation.cc"),
    );
    expect(classify(cand("esbuild", 'Could not resolve "./rates/loader"'))).toEqual(
      is("compilation", 0.95, "compilation.js-module", "compilation.bundler"),
    );
  });
});

describe("types", () => {
  it("javac's `bad operand type` (singular) and gcc's `incompatible types` are type errors", () => {
    expect(classify(cand("javac", "bad operand type String for unary operator '!'"))).toEqual(
      is("types", 0.95, "types.javac"),
    );
    expect(
      classify(cand("cc", "incompatible types when assigning to type 'int' from type 'struct point'")),
    ).toEqual(is("types", 0.9, "types.cc"));
  });
});

describe("assertion", () => {
  it("Jasmine's `Expected … to be …` is an assertion", () => {
    // test/fixtures/logs/js-jasmine-fail
    expect(classify(cand("jasmine", "Expected '$12.5' to be '$12.05'."))).toEqual(
      is("assertion", 0.93, "assertion.js-expect"),
    );
  });

  it("jest's and pytest's assertions read from a JUnit file are assertions", () => {
    // test/fixtures/junit/jest-junit and test/fixtures/junit/pytest
    expect(classify(cand("junit", "expect(received).toBe(expected) // Object.is equality"))).toEqual(
      is("assertion", 0.93, "assertion.js-expect"),
    );
    expect(classify(cand("junit", "assert False"))).toEqual(is("assertion", 0.93, "assertion.pytest"));
  });

  it("a Python script's failed assert or doctest is an assertion, outside pytest too", () => {
    expect(classify(cand("python", "AssertionError: totals differ", { kind: "AssertionError" }))).toEqual(
      is("assertion", 0.93, "assertion.pytest"),
    );
    const doctest = cand(
      "python",
      "doctest.DocTestFailure: <DocTest money.add from money.py:3 (1 example)>",
      {
        kind: "doctest.DocTestFailure",
      },
    );
    expect(classify(doctest)).toEqual(is("assertion", 0.95, "assertion.doctest"));
  });

  it("unittest's failed assert, doctest and exception are read like pytest's", () => {
    expect(classify(cand("unittest", "AssertionError: 3 != 4", { kind: "AssertionError" }))).toEqual(
      is("assertion", 0.93, "assertion.pytest"),
    );
    // unittest runs doctests through DocTestSuite: the failure is an AssertionError naming the doctest.
    const doctest = cand("unittest", "AssertionError: Failed doctest test for money.add", {
      kind: "AssertionError",
    });
    expect(classify(doctest)).toEqual(is("assertion", 0.97, "assertion.doctest", "assertion.pytest"));
    expect(
      classify(cand("unittest", "ZeroDivisionError: division by zero", { kind: "ZeroDivisionError" })),
    ).toEqual(is("runtime", 0.85, "runtime.python-exception"));
  });

  it("pytest's `E   assert …` line is an assertion", () => {
    expect(classify(cand("pytest", "E       assert 3 == 4"))).toEqual(
      is("assertion", 0.93, "assertion.pytest"),
    );
  });

  it("VSTest: xUnit's `Assert.Equal() Failure`, MSTest's `Assert.AreEqual failed`, an Xunit.Sdk exception", () => {
    expect(classify(cand("vstest", "Assert.Equal() Failure: Values differ"))).toEqual(
      is("assertion", 0.92, "assertion.vstest", "assertion.generic"),
    );
    expect(classify(cand("vstest", "Assert.AreEqual failed. Expected:<3>. Actual:<4>."))).toEqual(
      is("assertion", 0.92, "assertion.vstest", "assertion.generic"),
    );
    expect(classify(cand("vstest", "Xunit.Sdk.NotNullException : Value is null"))).toEqual(
      is("assertion", 0.9, "assertion.vstest"),
    );
  });

  it("a .NET exception whose text says `Expected` is no assertion", () => {
    // System.Text.Json's message for a trailing `}`
    const c = cand(
      "vstest",
      "System.Text.Json.JsonException : '}' is invalid after a value. Expected either ',', '}', or ']'. Path: $ | LineNumber: 0 | BytePositionInLine: 9.",
    );
    expect(classify(c).category).not.toBe("assertion");
  });

  it("ava's `Expected promise to be rejected` is ava's own assertion as well as an expectation", () => {
    expect(classify(cand("ava", "Expected promise to be rejected, but it was resolved instead"))).toEqual(
      is("assertion", 0.95, "assertion.js-expect", "assertion.ava"),
    );
  });

  it("Rust's `assertion `left == right` failed` (Rust ≥ 1.73) is an assertion", () => {
    expect(classify(cand("cargo", "assertion `left == right` failed"))).toEqual(
      is("assertion", 0.97, "assertion.rust", "assertion.generic"),
    );
  });

  it("JUnit 4's `expected:<…> but was:<…>` and JUnit 5's spaced form are both Java assertions", () => {
    expect(classify(cand("surefire", "expected:<30> but was:<4>"))).toEqual(
      is("assertion", 0.95, "assertion.java", "assertion.generic"),
    );
    expect(classify(cand("surefire", "expected: <30> but was: <4>"))).toEqual(
      is("assertion", 0.95, "assertion.java", "assertion.generic"),
    );
  });
});

describe("snapshot", () => {
  it("a jest snapshot failure read from a JUnit file is a snapshot, not written in CI included", () => {
    expect(classify(cand("junit", "expect(received).toMatchSnapshot()"))).toEqual(
      is("snapshot", 0.97, "snapshot.js-mismatch"),
    );
    // test/fixtures/logs/js-jest-snapshot-ci-unwritten
    const unwritten = cand("junit", "expect(received).toMatchSnapshot()", {
      excerpt: [
        "expect(received).toMatchSnapshot()",
        "",
        "Snapshot name: `total 1`",
        "",
        "New snapshot was not written. The update flag must be explicitly passed to write a new snapshot.",
      ],
    });
    expect(classify(unwritten)).toEqual(
      is("snapshot", 0.99, "snapshot.js-mismatch", "snapshot.js-not-written"),
    );
  });

  it("toThrowErrorMatchingSnapshot is a snapshot matcher", () => {
    expect(classify(cand("jest", "expect(received).toThrowErrorMatchingSnapshot()"))).toEqual(
      is("snapshot", 0.97, "snapshot.js-mismatch"),
    );
  });
});

describe("runtime", () => {
  it("a TypeError or a NullPointerException read from a JUnit file is a runtime error", () => {
    const typeError = cand("junit", "TypeError: Cannot read properties of undefined (reading 'first')", {
      kind: "TypeError",
    });
    expect(classify(typeError)).toEqual(is("runtime", 0.87, "runtime.js-error", "runtime.error"));
    const npe = cand(
      "junit",
      'java.lang.NullPointerException: Cannot invoke "java.util.Map.get(Object)" because "this.cache" is null',
      { kind: "java.lang.NullPointerException" },
    );
    expect(classify(npe)).toEqual(is("runtime", 0.9, "runtime.java-exception"));
  });

  it("a JavaScript TypeError under a JS test runner is a runtime error", () => {
    // test/fixtures/logs/js-jest-mixed
    const c = cand("jest", "TypeError: Cannot read properties of undefined (reading 'first')");
    expect(classify(c)).toEqual(is("runtime", 0.87, "runtime.js-error", "runtime.error"));
  });

  it("V8's text read without the error's name is read so only at the start of the message", () => {
    // With its name in front, the TypeError rule has it; the nameless-text rule does not add to it.
    const c = cand("jest", "TypeError: Cannot set properties of undefined (setting 'total')");
    expect(classify(c)).toEqual(is("runtime", 0.87, "runtime.js-error", "runtime.error"));
    expect(classify(cand("uvu", "Cannot set properties of undefined (setting 'total')"))).toEqual(
      is("runtime", 0.8, "runtime.js-type-error-text"),
    );
  });

  it("a JUnit `error` is one when the message starts with it", () => {
    // test/fixtures/junit/pytest: message="Exception: error"
    expect(classify(cand("junit", "Exception: error"))).toEqual(
      is("runtime", 0.92, "runtime.java-exception", "runtime.error"),
    );
  });

  it("an error no other rule names is a runtime error under a test runner, JUnit, node, python or tap", () => {
    const message = "JSONDecodeError: Expecting value: line 1 column 1 (char 0)";
    for (const tool of ["jest", "junit", "node", "python", "tap"])
      expect(classify(cand(tool, message)), tool).toEqual(is("runtime", 0.6, "runtime.error"));
    expect(classify(cand("pytest", message))).toEqual(
      is("runtime", 0.62, "runtime.pytest-summary", "runtime.error"),
    );
    expect(classify(cand("go", message))).toEqual(is("unknown", 0.2, "unknown.no-rule"));
  });

  it("an exception in Maven's surefire report is a runtime error", () => {
    const c = cand("surefire", "java.lang.IllegalStateException: Connection pool shut down", {
      kind: "java.lang.IllegalStateException",
    });
    expect(classify(c)).toEqual(is("runtime", 0.9, "runtime.java-exception"));
  });

  it("a Rust binary's panic (outside the test harness) is a runtime error", () => {
    const c = cand("rust", "called `Option::unwrap()` on a `None` value", { kind: "panic" });
    expect(classify(c)).toEqual(is("runtime", 0.9, "runtime.rust-panic"));
  });
});

describe("timeout", () => {
  it("each runner's time limit, as its JUnit reporter writes it, is that runner's timeout", () => {
    // test/fixtures/junit and the recorded cases' junit.xml
    expect(classify(cand("junit", "Test timed out in 5000ms."))).toEqual(
      is("timeout", 0.99, "timeout.vitest", "timeout.generic"),
    );
    expect(classify(cand("junit", 'Error: thrown: "Exceeded timeout of 100 ms for a test.'))).toEqual(
      is("timeout", 0.97, "timeout.jest"),
    );
    expect(
      classify(
        cand("junit", 'Timeout of 50ms exceeded. For async tests and hooks, ensure "done()" is called'),
      ),
    ).toEqual(is("timeout", 0.97, "timeout.mocha"));
    expect(classify(cand("junit", "test timed out after 50ms", { kind: "testTimeoutFailure" }))).toEqual(
      is("timeout", 0.99, "timeout.node-test", "timeout.generic"),
    );
    expect(classify(cand("junit", "panic: test timed out after 2s"))).toEqual(
      is("timeout", 0.99, "timeout.node-test", "timeout.go", "timeout.generic"),
    );
    expect(classify(cand("junit", "Failed: Timeout >1.0s"))).toEqual(is("timeout", 0.95, "timeout.pytest"));
    expect(classify(cand("junit", "Test timeout of 10000ms exceeded."))).toEqual(
      is("timeout", 0.95, "timeout.playwright"),
    );
  });

  it("limits of several digits: vitest's hook, jest's older `5000ms`, Playwright's test and action", () => {
    expect(classify(cand("vitest", "Hook timed out in 10000ms."))).toEqual(
      is("timeout", 0.99, "timeout.vitest", "timeout.generic"),
    );
    expect(classify(cand("jest", "Exceeded timeout of 5000ms for a test."))).toEqual(
      is("timeout", 0.97, "timeout.jest"),
    );
    expect(classify(cand("playwright", "Test timeout of 30000ms exceeded."))).toEqual(
      is("timeout", 0.95, "timeout.playwright"),
    );
    expect(classify(cand("playwright", "locator.click: Timeout 200ms exceeded."))).toEqual(
      is("timeout", 0.95, "timeout.playwright"),
    );
  });

  it("pytest-timeout's thread-method banner is a timeout", () => {
    const banner = "+++++++++++++++++++++++++++++++++++ Timeout ++++++++++++++++++++++++++++++++++++";
    expect(classify(cand("pytest", banner))).toEqual(is("timeout", 0.95, "timeout.pytest"));
  });
});

describe("infrastructure", () => {
  it("Rust's `memory allocation of N bytes failed` is out of memory", () => {
    expect(classify(cand("cargo", "memory allocation of 1048576 bytes failed"))).toEqual(
      is("infrastructure", 0.97, "infrastructure.heap-oom"),
    );
  });

  it("npm's E401 and EINTEGRITY are the registry's", () => {
    expect(classify(cand("npm", "npm error code E401"))).toEqual(
      is("infrastructure", 0.93, "infrastructure.registry"),
    );
    expect(classify(cand("npm", "npm error code EINTEGRITY"))).toEqual(
      is("infrastructure", 0.93, "infrastructure.registry"),
    );
  });

  it("pip's unknown package or version is the registry's", () => {
    const c = cand(
      "pip",
      "ERROR: Could not find a version that satisfies the requirement left-pad-nope (from versions: none)",
    );
    expect(classify(c)).toEqual(is("infrastructure", 0.93, "infrastructure.registry"));
    expect(classify(cand("pip", "ERROR: No matching distribution found for left-pad-nope"))).toEqual(
      is("infrastructure", 0.93, "infrastructure.registry"),
    );
  });

  it("pnpm's unknown package (recorded: ERR_PNPM_FETCH_404 between thin spaces) is the registry's", () => {
    const log = readFileSync(
      join(import.meta.dirname, "..", "fixtures", "logs", "js-pnpm-e404", "log.txt"),
      "utf8",
    );
    const found = scanLog(log).candidates;
    expect(found.map((c) => c.tool)).toEqual(["pnpm"]);
    // \s: pnpm's thin space (U+2009) after the code.
    expect(found[0]?.message).toMatch(
      /^ERR_PNPM_FETCH_404\s+GET https:\/\/registry\.npmjs\.org\/flakeharden-fixture-no-such-package: Not Found - 404$/,
    );
    expect(classify(found[0] as Candidate)).toEqual(is("infrastructure", 0.93, "infrastructure.registry"));
    // Another pnpm error is not the registry's.
    expect(
      classify(cand("pnpm", "ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with frozen-lockfile")),
    ).not.toEqual(is("infrastructure", 0.93, "infrastructure.registry"));
  });

  it("a command that cannot be spawned is a missing command", () => {
    expect(classify(cand("node", "Error: spawn docker ENOENT"))).toEqual(
      is("infrastructure", 0.95, "infrastructure.missing-command"),
    );
  });

  it("`NAME not set`, without `is`, is a missing variable", () => {
    expect(classify(cand("shell", "error: NPM_TOKEN not set"))).toEqual(
      is("infrastructure", 0.9, "infrastructure.missing-env"),
    );
  });

  it("a package whose metadata is missing was not installed, under python and unittest too", () => {
    const message = "importlib.metadata.PackageNotFoundError: No package metadata was found for toolz";
    for (const tool of ["python", "unittest"])
      expect(classify(cand(tool, message)), tool).toEqual(
        is("infrastructure", 0.93, "infrastructure.python-not-installed"),
      );
  });

  it("a KeyError raised by os.environ is a missing variable, under pytest and unittest too", () => {
    // test/fixtures/logs/py-script-missing-env; Python ≤ 3.10 names os.py where 3.11 writes <frozen os>.
    const pytest = cand("pytest", "KeyError: 'DATABASE_URL'", {
      excerpt: ['    return os.environ["DATABASE_URL"]', "KeyError: 'DATABASE_URL'"],
    });
    expect(classify(pytest)).toEqual(is("infrastructure", 0.9, "infrastructure.os-environ"));
    const unittest = cand("unittest", "KeyError: 'DATABASE_URL'", {
      excerpt: ['  File "/usr/lib/python3.10/os.py", line 680, in __getitem__', "KeyError: 'DATABASE_URL'"],
    });
    expect(classify(unittest)).toEqual(is("infrastructure", 0.9, "infrastructure.os-environ"));
  });

  it("a process killed by the shell, a script python cannot open", () => {
    expect(classify(cand("shell", "Killed"))).toEqual(is("infrastructure", 0.6, "infrastructure.killed"));
    const c = cand("python", "python: can't open file '/app/run.py': [Errno 2] No such file or directory");
    expect(classify(c)).toEqual(is("infrastructure", 0.6, "infrastructure.no-such-file"));
  });
});

describe("the excerpt", () => {
  it("only its first 30 lines are read for a signal printed below the message", () => {
    // test/fixtures/logs/js-node-econnrefused: the error's code is printed after the stack.
    const stack = Array.from({ length: 29 }, () => "    at Socket.emit (node:events:524:28)");
    const near = cand("node", "Error: request failed", {
      excerpt: ["Error: request failed", ...stack.slice(0, 28), "  code: 'ECONNREFUSED',"],
    });
    expect(classify(near)).toEqual(is("infrastructure", 0.85, "infrastructure.network-cause"));
    const far = cand("node", "Error: request failed", {
      excerpt: ["Error: request failed", ...stack, "  code: 'ECONNREFUSED',"],
    });
    expect(classify(far)).toEqual(is("runtime", 0.6, "runtime.error"));
  });
});

describe("the category rows: what a reader of the report and an agent read", () => {
  it("default severity: a build or type failure is critical, infrastructure low", () => {
    expect(DEFAULT_SEVERITY).toEqual({
      compilation: "critical",
      types: "critical",
      assertion: "high",
      snapshot: "medium",
      runtime: "high",
      timeout: "high",
      infrastructure: "low",
      unknown: "medium",
    });
  });

  it("each category's heading", () => {
    expect(byCategory((row) => row.title)).toEqual({
      compilation: "Compilation",
      types: "Types",
      assertion: "Assertions",
      snapshot: "Snapshots",
      runtime: "Runtime errors",
      timeout: "Timeouts",
      infrastructure: "Infrastructure (not a code defect)",
      unknown: "Unclassified",
    });
  });

  it("the prompt's guidance and the loop's suggestion say what to do, and what not to", () => {
    const says: Record<(typeof CATEGORY_IDS)[number], [RegExp, RegExp]> = {
      compilation: [/does not build.*do not add a dependency unless/, /fix the first compiler error/],
      types: [/do not silence the checker with `any`/, /change one signature, not its callers/],
      assertion: [/decide which side is wrong.*change the test only if/, /do not loosen the assertion/],
      snapshot: [
        /Do not update snapshots unless the change in output is intended/,
        /update the snapshot deliberately/,
      ],
      runtime: [/top stack frames.*fix the cause/, /first stack frame in the repository/],
      timeout: [/do not just raise the limit/, /do not just raise the time limit/],
      infrastructure: [/not a code defect.*Do not change code/, /ask a human to check the runner/],
      unknown: [/match no known pattern.*reproduce locally/, /read the full log of the latest run/],
    };
    for (const id of CATEGORY_IDS) {
      expect(CATEGORY[id].guidance, id).toMatch(says[id][0]);
      expect(CATEGORY[id].suggestion, id).toMatch(says[id][1]);
    }
  });

  it("ties go to infrastructure first, then timeout, snapshot, compilation, types, assertion, runtime", () => {
    expect(BY_PRECEDENCE).toEqual([
      "infrastructure",
      "timeout",
      "snapshot",
      "compilation",
      "types",
      "assertion",
      "runtime",
      "unknown",
    ]);
  });
});
