// Every classification rule is pinned: one positive on real tool output (a recorded corpus case, or a real
// JUnit file) and one near-miss that must not fire it. A rule added without both fails the first test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { BY_PRECEDENCE, CATEGORY, CATEGORY_IDS } from "../../src/core/classify/categories.js";
import { classify, stepKind } from "../../src/core/classify/index.js";
import type { Candidate } from "../../src/core/extract/index.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import type { Report } from "../../src/core/schema.js";
import { REAL_CORPUS, analyzeCase, loadCases } from "../corpus/evaluate.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

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

/** Lines `from` to `to` (0-based, inclusive) of a recorded log under test/fixtures, for a near miss's excerpt. */
function recorded(log: string, from: number, to: number): string[] {
  return readFileSync(join(FIXTURES, log), "utf8")
    .split("\n")
    .slice(from, to + 1);
}

/**
 * Where each rule fires on real output: a recorded case of test/fixtures/logs, one of the real-world
 * corpus (test/fixtures/real), or a real JUnit file.
 */
type Positive = { case: string } | { real: string } | { junit: string } | { log: string; files: string[] };

/** rule id → [a real run it fires on, a near miss it must not fire on]. */
const PINS: Record<string, [Positive, Candidate]> = {
  "infrastructure.heap-oom": [
    { case: "js-node-heap-oom" },
    cand("node", "RangeError: Invalid array length (the heap was fine)"),
  ],
  "infrastructure.disk-full": [
    { case: "c-make-disk-full" },
    cand("shell", "cp: cannot stat 'build/x': No such device"),
  ],
  "infrastructure.network": [
    { case: "js-node-econnrefused" },
    cand("node", "Error: connect ECONNREFUSEDX 127.0.0.1:5432"),
  ],
  "infrastructure.connect-refused": [
    { real: "amqplib-node-test-broker-refused" },
    // An expectation about the error's code, not a socket's own error.
    cand("jest", 'expect(received).toBe(expected) Expected: "ECONNREFUSED" Received: "EPIPE"'),
  ],
  "infrastructure.service-setup": [
    { case: "js-jest-db-missing" },
    cand("jest", 'error: relation "orders" does not exist'),
  ],
  "infrastructure.service-actual": [
    { real: "fastify-postgres-node-test-c8-port-refused" },
    // The same comparison's block up to its `expected:` line: the service's error there is what the test provoked.
    cand("node-test", "AssertionError: Expected values to be strictly equal:", {
      excerpt: recorded("real/fastify-postgres-node-test-c8-port-refused/log.txt", 181, 194),
    }),
  ],
  "compilation.js-transform": [
    { case: "ts-vitest-transform-syntax" },
    cand("vitest", "Error: the transform of the price failed"),
  ],
  "compilation.lint-tool": [{ case: "js-chain-biome-lint" }, cand("eslint", "Using == may be unsafe")],
  "compilation.lab-lint": [
    { real: "boom-lab-lint-var" },
    // eslint's finding printed by eslint itself: its own rules, not lab's.
    cand("eslint", "@hapi/no-var - Unexpected var, use let or const instead."),
  ],
  "compilation.package-check": [
    { real: "css-attw-fallback-condition" },
    // publint's words from another tool: only the package checks' own findings are a manifest to fix.
    cand("node", 'pkg.exports["./node"] is ./src/node/index.js but the file does not exist.'),
  ],
  "assertion.js-property": [
    { case: "js-mocha-nested-describe" },
    // A property whose predicate threw something other than a failed assertion.
    cand("mocha", "Error: Property failed after 3 tests", {
      excerpt: ["Error: Property failed after 3 tests", "Caused by: TypeError: x.map is not a function"],
    }),
  ],
  "assertion.js-did-not-throw": [
    { case: "js-jest-snapshot-blocks" },
    cand("jest", "expect(received).toThrowErrorMatchingSnapshot()", {
      excerpt: ["expect(received).toThrowErrorMatchingSnapshot()", "Snapshot name: `x 1`"],
    }),
  ],
  "assertion.vitest-element-poll": [
    { real: "vitest-browser-react-wrapper-dropped" },
    // locator.element() on its own throws at once, no expectation polled: no failed expectation.
    cand("vitest", "VitestBrowserElementError: Cannot find element with locator: getByText('Save')", {
      kind: "VitestBrowserElementError",
    }),
  ],
  "assertion.a11y-violations": [
    { real: "tab-container-wtr-axe-tablist-role" },
    cand("web-test-runner", "Error: Accessibility Violations could not be read: axe is not loaded"),
  ],
  "timeout.web-test-runner": [
    { real: "clipboard-copy-wtr-clipboarditem-timeout" },
    cand("web-test-runner", "Error: Timeout of the clipboard write exceeded", { kind: "Error" }),
  ],
  "timeout.karma": [
    { real: "clipboard-js-karma-event-rename-timeout" },
    cand("karma", "Error: Timeout of the clipboard write exceeded", { kind: "Error" }),
  ],
  "infrastructure.browser-not-installed": [
    { real: "clipboard-copy-wtr-firefox-not-installed" },
    // Another program's missing executable is no browser the job forgot to install.
    cand("node", "Error: Executable doesn't exist at /usr/bin/convert"),
  ],
  "assertion.ctest-failed": [
    { case: "c-ctest-summary-only" },
    cand("ctest", "push (Timeout)", { kind: "ctest Timeout" }),
  ],
  "assertion.c-assert": [
    { case: "c-ctest-output-on-failure" },
    cand("ctest", "test_wrap: tests/test_wrap.c:12: main: checked rb_at(&rb, 0) == 10", {
      kind: "ctest Failed",
    }),
  ],
  "assertion.js-uncaught-assert": [
    { real: "solid-turbo-babel-preset-module" },
    // A script that could not even build its assertion: a TypeError naming AssertionError is no failed check.
    cand("node", "TypeError: AssertionError is not a constructor", { kind: "TypeError" }),
  ],
  "runtime.js-reference-in-test": [
    { case: "js-jest-reference-error" },
    cand("jest", "TypeError: ReferenceError is not a constructor"),
  ],
  "runtime.cpp-test-exception": [
    { real: "cxxopts-ctest-catch2-exception" },
    cand("catch2", 'CHECK( result.count("a") == 2 ) with expansion: 1 == 2', {
      kind: "catch2 assertion failed",
    }),
  ],
  "assertion.prove": [
    { real: "argparse-make-prove-tap" },
    cand("tap", "1 of 17 tests failed (7)", { kind: "tap not ok" }),
  ],
  "types.tstyche-expect": [
    { real: "fastify-cors-tstyche-expect" },
    cand("tsc", "Type 'string' is not the same as type 'string | undefined'.", { kind: "tstyche expect" }),
  ],
  "runtime.harness-signal": [
    { real: "libconfuse-make-check-segfault" },
    cand("harness", "suite_list: failed", { kind: "harness check failed" }),
  ],
  "compilation.vite-missing-export-specifier": [
    { real: "magicast-vitest4-build-missing-helpers" },
    cand("vitest", 'Error: Missing "name" in "package.json"'),
  ],
  "runtime.jest-thrown-value": [
    { real: "purify-jest-eitherasync-unhandled-rejection" },
    cand("jest", 'thrown: "Exceeded timeout of 5000 ms for a test.'),
  ],
  "runtime.js-thrown-syntax-error": [
    { real: "awilix-jest-ts-jest-escape-snapshot" },
    // A file that does not parse: node compiles it, the stack's first frame is the loader's.
    cand("node", "SyntaxError: Unexpected token '?'", {
      excerpt: [
        "SyntaxError: Unexpected token '?'",
        "    at compileSourceTextModule (node:internal/modules/esm/utils:340:16)",
      ],
    }),
  ],
  "runtime.js-regexp": [
    { real: "escape-string-regexp-ava-dash" },
    cand("ava", "SyntaxError: Invalid regular expression: /(/: Unterminated group", {
      excerpt: ["SyntaxError: Invalid regular expression: /(/: Unterminated group", "    at test.js:3"],
    }),
  ],
  "runtime.js-own-module-error": [
    { real: "mlly-vitest4-chai-equal" },
    // A module the loader did not find: jest's code frame marks the importing `require(…)`, not a `new Error(`.
    cand("jest", "Cannot find module './missing' from 'test/plugins.test.js'", {
      excerpt: recorded("logs/js-jest-module-not-found/log.txt", 3, 11),
    }),
  ],
  "infrastructure.dependency-syntax": [
    { real: "mitt-npm-run-all-eslint-crash" },
    // The project's own file that does not parse (node's header names it, not a file in node_modules).
    cand("node", "SyntaxError: Unexpected token 'export'", {
      kind: "SyntaxError",
      excerpt: recorded("attempts/syntax-error/log.txt", 0, 9),
    }),
  ],
  "infrastructure.tsc-dependencies": [
    { real: "use-deep-compare-effect-kcd-validate-dep-drift" },
    // One of those errors as tsc printed it, not collapsed (an error of the project's beside them keeps each).
    cand("tsc", "Type parameter declaration expected.", {
      code: "TS1139",
      excerpt: recorded("real/use-deep-compare-effect-kcd-validate-dep-drift/log.txt", 36, 36),
    }),
  ],
  "runtime.js-json-parse": [
    { real: "body-parser-mocha-param-limit" },
    cand("mocha", "SyntaxError: Unexpected token '}'", { kind: "SyntaxError" }),
  ],
  "assertion.meson-failed": [
    { real: "cglm-meson-test-cross" },
    // A signal, not the program's own exit (json-c's test_json_pointer).
    cand("meson", "json-c:test_json_pointer (FAIL killed by signal 6 SIGABRT)", {
      kind: "meson FAIL killed by signal 6 SIGABRT",
    }),
  ],
  "runtime.ctest-crash": [
    { case: "c-ctest-summary-only" },
    cand("ctest", "wrap (Failed)", { kind: "ctest Failed" }),
  ],
  "timeout.ctest": [
    { case: "c-ctest-summary-only" },
    cand("ctest", "wrap (Failed)", { kind: "ctest Failed" }),
  ],
  "runtime.python-warning-as-error": [
    { real: "typing-extensions-unittest-we-warning" },
    cand("pytest", "Failed: DID NOT WARN. No warnings of type (<class 'DeprecationWarning'>,) were emitted."),
  ],
  "runtime.python-own-exception": [
    { real: "itsdangerous-pytest-params" },
    cand("pytest", "assert signer.unsign(signed) == b'value'"),
  ],
  "infrastructure.rate-limit": [
    { case: "js-npm-429" },
    cand("jest", "expect(received).toBe(expected): Expected: 429, Received: 200 (too many requests test)"),
  ],
  "infrastructure.network-cause": [
    { case: "js-node-econnrefused" },
    cand("node", "Error: request failed", { excerpt: ["Error: request failed", "cause: ECONNREFUSEDISH"] }),
  ],
  "infrastructure.broken-install": [
    { real: "date-io-jest-luxon-adddays" },
    cand("jest", "Cannot find module './supplemental' from 'src/localization.ts'"),
  ],
  "infrastructure.registry": [{ case: "js-npm-e404" }, cand("vitest", "npm error code E404")],
  "infrastructure.mypy-stub-install": [
    { real: "schedule-mypy-install-types-offline" },
    // The same error where no stub install ran (or it did not fail on the network): the project's imports.
    cand("mypy", 'Library stubs not installed for "pytz"', { code: "import-untyped" }),
  ],
  "infrastructure.registry-unavailable": [
    { case: "qa5-npm-registry-503" },
    cand("vitest", "expected 503 Service Unavailable to equal 200 (npm error code E503)"),
  ],
  "infrastructure.maven-resolution": [
    { case: "java-mvn-offline-plugin" },
    cand("surefire", "Could not resolve dependencies for project x"),
  ],
  "infrastructure.npm-missing-script": [
    { case: "js-npm-missing-script" },
    cand("npm", "npm error missing: left-pad@1, required by app"),
  ],
  "infrastructure.exit-127": [
    { case: "sh-exit-127-silent" },
    cand("runner", "Process completed with exit code 1270."),
  ],
  "infrastructure.missing-command": [
    { case: "sh-bash-command-not-found" },
    cand("shell", "scripts/lint.sh: line 5: tflint: command found in cache"),
  ],
  "infrastructure.missing-env": [
    { case: "sh-missing-env" },
    cand("shell", "deploy: the target is not set up yet"),
  ],
  "infrastructure.os-environ": [
    { case: "py-script-missing-env" },
    cand("python", "KeyError: 'DATABASE_URL'", { excerpt: ["config = settings['DATABASE_URL']"] }),
  ],
  "infrastructure.docker": [
    { case: "sh-docker-no-daemon" },
    cand("shell", "docker: the daemon answered 200 OK"),
  ],
  "infrastructure.curl": [
    { case: "sh-curl-refused" },
    cand("shell", "curl: (7) Failed to connect to localhost"),
  ],
  "infrastructure.killed": [
    { case: "sh-killed-137" },
    cand("runner", "Process completed with exit code 1370.", { kind: "not Killed" }),
  ],
  "infrastructure.no-such-file": [
    { case: "py-script-missing-file" },
    cand("node", "Error: ENOENT: No such file or directory, open 'x'"),
  ],
  "timeout.vitest": [{ case: "ts-vitest-timeout" }, cand("jest", "Error: Test timed out in 5000ms.")],
  "timeout.jest": [{ case: "js-jest-timeout" }, cand("jest", "Exceeded timeout of a few seconds for a test")],
  "timeout.mocha": [{ case: "js-mocha-multi-junit" }, cand("mocha", "Timeout of the server was exceeded")],
  "timeout.node-test": [{ case: "js-node-test-junit" }, cand("vitest", "test timed out after 100ms")],
  "timeout.go": [{ case: "go-test-timeout" }, cand("go", "    panic: test timed out after 2s")],
  "timeout.ava": [{ case: "js-ava-fail" }, cand("ava", "Test timeout was raised in the config")],
  "timeout.pytest": [{ case: "py-pytest-timeout" }, cand("pytest", "Failed: Time out after 1s")],
  "timeout.playwright": [{ case: "ts-playwright-junit" }, cand("jest", "Test timeout of 30000ms exceeded.")],
  "timeout.exit-124": [{ case: "sh-timeout" }, cand("shell", "exit code 124")],
  // jest 26's jest-jasmine2 timeout; a test that checks a timeout message of its own is an expectation.
  "timeout.jasmine": [
    { real: "class-transformer-jest26-timeout" },
    cand("jest", 'expect(received).toBe(expected) Expected: "Timeout - Async" Received: "late"'),
  ],
  // A custom matcher's message is an expectation; the same words from another runner are not jasmine's.
  "assertion.jasmine": [{ real: "jasmine-spec-reporter-ts" }, cand("mocha", "jasmine expectation")],
  "assertion.qunit": [
    { real: "stimulus-karma-camelize-uppercase" },
    cand("karma", 'Expected: "a"', { kind: "TypeError" }),
  ],
  // node-tap's message for a test stopped at its time limit; a test titled after a timeout is not one.
  "timeout.node-tap": [{ real: "semver-tap16-rows" }, cand("tap", "throws a timeout! error")],
  // poku ending a file at its limit; a test's own title about a file limit is not.
  "timeout.poku": [
    { real: "mysql2-poku-unknown-database" },
    cand("test-list", "● Timeout: test file exceeded the limit gracefully"),
  ],
  "timeout.after-limit": [
    { real: "jsonata-mocha-nyc-offline-loaded" },
    cand("mocha", "Error: retry after 1000 milliseconds, no timeout"),
  ],
  "timeout.generic": [{ case: "go-test-timeout" }, cand("go", "the timer stopped: timedout")],
  "snapshot.js-mismatch": [
    { case: "js-jest-snapshot-mismatch" },
    cand("pytest", "Snapshot `x 1` mismatched"),
  ],
  "snapshot.js-obsolete": [{ case: "js-jest-snapshot-obsolete" }, cand("jest", "1 snapshot written")],
  "snapshot.js-not-written": [
    { case: "js-jest-snapshot-ci-unwritten" },
    cand("jest", "expect(received).toMatchSnapshot()", { excerpt: ["1 snapshot written."] }),
  ],
  "snapshot.generic": [{ case: "js-jest-snapshot-obsolete" }, cand("cargo", "snap shot taken")],
  "compilation.ts-code": [
    { case: "ts-tsc-ts2304" },
    cand("tsc", "Type 'string' is not assignable", { code: "TS2322" }),
  ],
  "compilation.rustc-code": [
    { case: "rs-cargo-e0425" },
    cand("rustc", "mismatched types", { code: "E0308" }),
  ],
  "compilation.rustc-syntax": [{ case: "rs-cargo-syntax" }, cand("rustc", "an unexpected value was found")],
  "compilation.clippy": [
    { case: "rs-clippy-deny" },
    cand("rustc", "this if-then-else expression returns a bool literal"),
  ],
  "compilation.rustc": [{ case: "rs-cargo-e0425" }, cand("cargo", "error[E0425]: cannot find value")],
  "compilation.go-undefined": [{ case: "go-build-undefined" }, cand("go", "the value is defined elsewhere")],
  "compilation.go-vet": [{ case: "go-vet-printf-copylocks" }, cand("go", "fmt.Sprintf format is fine")],
  "compilation.javac-symbol": [{ case: "java-javac-symbol" }, cand("javac", "symbol found: variable x")],
  "compilation.cc-undeclared": [{ case: "c-clang-undeclared-color" }, cand("cc", "'x' declared here")],
  "compilation.linker": [{ case: "c-gcc-link" }, cand("cc", "undefined behaviour sanitizer")],
  "compilation.eslint-no-undef": [
    { case: "js-eslint-errors" },
    cand("eslint", "'x' is assigned a value but never used", { code: "no-unused-vars" }),
  ],
  "compilation.mypy-import": [
    { case: "py-mypy-import" },
    cand("mypy", "Incompatible return value type", { code: "return-value" }),
  ],
  "compilation.python-import": [
    { case: "py-pytest-import-error" },
    cand("pytest", "ImportWarning: a module imported twice"),
  ],
  "compilation.python-syntax": [
    { case: "py-pytest-syntax-error" },
    cand("pytest", "SyntaxWarning: invalid escape sequence"),
  ],
  "compilation.js-module": [
    { case: "js-jest-module-not-found" },
    cand("jest", "Cannot find the module registry entry you asked for"),
  ],
  "compilation.undefined-name": [{ case: "js-eslint-color" }, cand("node", "TypeError: x is not a function")],
  "compilation.generic-diagnostic": [
    { case: "asm-make-error" },
    cand("shell", "add.s:6: Error: no such instruction"),
  ],
  "compilation.eslint": [{ case: "js-eslint-color" }, cand("tsc", "'x' is defined but never used")],
  "compilation.bundler": [{ case: "ts-esbuild-syntax" }, cand("tsc", "Expected ';' but found 'x'")],
  "compilation.cc": [{ case: "c-gcc-syntax" }, cand("ld", "collect2: error: ld returned 1 exit status")],
  "compilation.javac": [{ case: "java-javac-symbol" }, cand("java", "Exception in thread main")],
  "types.ts-code": [{ case: "ts-tsc-ts2322" }, cand("tsc", "Cannot find name 'x'.", { code: "TS2304" })],
  "types.rustc-code": [{ case: "rs-cargo-e0308" }, cand("rustc", "cannot find value `x`", { code: "E0425" })],
  "types.go": [{ case: "go-test-cannot-use" }, cand("go", "undefined: Sum")],
  "types.javac": [{ case: "java-javac-incompatible" }, cand("javac", "cannot find symbol")],
  "types.cc-conversion": [
    { real: "utfcpp-cmake-build-type-error" },
    cand("cc", "could not convert the locale's name"),
  ],
  "types.cc": [{ case: "c-gcc-pointer-color" }, cand("cc", "expected ';' before 'return'")],
  "types.tsd": [{ case: "js-tsd-fail" }, cand("xo", "Argument of type number is not assignable")],
  "types.type-checkers": [
    { real: "nanoevents-check-dts-type" },
    cand("tsc", "Type 'Events' does not satisfy the constraint 'DefaultEvents'.", { code: "TS2344" }),
  ],
  "types.lab": [
    { real: "boom-lab-types-missing-rename" },
    // The same words from lab's lint section are eslint's finding, not the type tests'.
    cand("lab-lint", "Namespace 'unauthorized' has no exported member 'MissingAuth'."),
  ],
  "types.vitest-typecheck": [{ case: "ts-vitest-typecheck" }, cand("tsc", "TypeCheckError: x")],
  "types.mypy": [{ case: "py-mypy-incompatible" }, cand("pytest", "error: Incompatible types in assignment")],
  "types.pyright": [
    { real: "blinker-pyright" },
    cand("mypy", 'Type "Literal[\'none\']" is not assignable to return type "bool"'),
  ],
  "assertion.ruby": [{ case: "rb-minitest-fail" }, cand("test-unit", "Expected: 5", { kind: "KeyError" })],
  "runtime.ruby-error": [
    { case: "rb-rspec-fail" },
    cand("rspec", "expected: 5 got: 7", { kind: "rspec expectation" }),
  ],
  "assertion.test-list": [
    { real: "hoek-lab" },
    cand("harness", "Expected 1 to equal 2", { kind: "listed test failure" }),
  ],
  "infrastructure.runner-config": [
    { real: "tsyringe-jest-no-ts-jest" },
    cand("shell", "Module ts-jest in the transform option was not found.", { kind: "Validation Error" }),
  ],
  "infrastructure.missing-package": [
    { real: "luxon-jest-config-ts" },
    cand("node", "Error: Cannot find module './mimeScore'", {
      excerpt: ["Error: Cannot find module './mimeScore'", "Require stack:", "- /repo/index.js"],
    }),
  ],
  "assertion.coverage-threshold": [
    { case: "js-jest-coverage" },
    cand("shell", 'Jest: Coverage for lines (50%) does not meet "global" threshold (100%)'),
  ],
  "assertion.size-budget": [
    { real: "nanodelay-size-limit" },
    cand("shell", "Package size limit has exceeded by 54 B (size limit 45 B, size 99 B)"),
  ],
  "assertion.js-expect": [{ case: "js-jest-tobe" }, cand("pytest", "expect(received).toBe(expected)")],
  "assertion.pytest": [{ case: "py-pytest-assert-eq" }, cand("pytest", "reassert the state")],
  "assertion.unexpected-success": [
    { real: "dj-database-url-unittest-unexpected-success" },
    // unittest's closing count, under the block that names the test.
    cand("unittest", "FAILED (unexpected successes=1)"),
  ],
  "assertion.doctest": [
    { case: "py-pytest-doctest-modules" },
    cand("pytest", "doctest: 3 passed (nothing failed)"),
  ],
  "assertion.ava": [{ case: "js-ava-fail" }, cand("ava", "Error: boom", { kind: "ava assertion!" })],
  "assertion.tap": [{ case: "js-tape-fail" }, cand("tap", "not ok 3", { kind: "tap error" })],
  "assertion.go-test": [{ case: "go-gotestsum-junit" }, cand("go", "t.Errorf is deprecated")],
  "runtime.go-exit": [
    { real: "toml-go-test-log-fatal" },
    cand("go", "the test binary exited", { kind: "t.Error" }),
  ],
  "assertion.go-example": [
    { real: "go-cmp-example-output" },
    cand("go", "the example panicked", { kind: "panic" }),
  ],
  "assertion.go-log": [
    { case: "go-test-assert" },
    cand("go", "FAIL", { excerpt: ["--- FAIL: TestSum (0.00s)", "    sum_test.go: got 3"] }),
  ],
  "assertion.rust": [{ case: "rs-cargo-assert-eq" }, cand("go", "assertion `left == right` failed")],
  "assertion.rust-expected": [
    { case: "rs-cargo-track-caller-doctest" },
    cand("cargo", "called `Result::unwrap()` on an `Err` value: expected digit"),
  ],
  "assertion.rust-test-check": [
    { real: "semver-rs-cargo-test-tilde" },
    // The same panic read as Rust's own (a message of the language, or a panic outside test code).
    cand("cargo", "matched 1.3.0", { kind: "panic" }),
  ],
  "assertion.java": [{ case: "java-mvn-flaky-rerun" }, cand("surefire", "expected a value")],
  "assertion.generic": [{ case: "java-mvn-flaky-rerun" }, cand("shell", "expected a value")],
  "assertion.harness": [{ case: "c-make-harness" }, cand("harness", "FAILED: 3", { kind: "harness exited" })],
  "assertion.junit-failure": [{ case: "js-mocha-junit" }, cand("junit", "failures: 0")],
  "runtime.js-error": [
    { case: "js-node-typeerror" },
    cand("python", "TypeError: 'NoneType' object is not subscriptable"),
  ],
  "runtime.lab-leaks": [
    { real: "boom-lab-leak-global" },
    // lab's own report of a failed test (the generic list), not its leak detection.
    cand("lab", "Expected 'Test,one,two' to equal specified value: 'Test, one, two'", { kind: "lab" }),
  ],
  "runtime.ava-uncaught": [
    { real: "p-map-ava-unhandled-rejection" },
    // A test's own rejected promise is ava's failed test, not an error nobody caught.
    cand("ava", "Rejected promise returned by test", { kind: "ava assertion" }),
  ],
  "runtime.ava-error-type": [
    { real: "p-limit-ava6-uncaught" },
    // undici's network failure, its cause (a refused connection) below it: no defect of the code.
    cand("ava", "TypeError: fetch failed", { kind: "TypeError" }),
  ],
  "runtime.js-type-error-text": [
    { real: "kleur-uvu-export" },
    cand("uvu", "Expected a function, got undefined"),
  ],
  "runtime.js-error-not-expected": [
    { real: "connect-pg-simple-mocha-c8-pgp-many" },
    // The error type the code throws on bad input, expected and checked: the test's assertion.
    cand("mocha", "AssertionError: expected TypeError: a to equal TypeError: b"),
  ],
  "runtime.python-import-in-test": [
    { real: "six-pytest" },
    cand("pytest", "ImportError: cannot import name 'x' from 'y'", { kind: "ImportError collection error" }),
  ],
  "infrastructure.python-not-installed": [
    { real: "toolz-pytest-doctest" },
    cand("pytest", "ModuleNotFoundError: No module named 'toolz'"),
  ],
  "snapshot.git-diff": [
    { real: "inih-unittest-sh-git-diff" },
    // The same diff after a formatter: only whitespace moved.
    cand("git-diff", "decimal.go: the committed file is not formatted as the run formatted it", {
      kind: "committed file not formatted",
    }),
  ],
  "compilation.git-diff-format": [
    // Recorded by scripts/fixtures/record-git-diff.sh (test/fixtures/git-diff/README.md).
    { log: "../git-diff/decimal-gofmt-w.log", files: ["decimal.go"] },
    cand("git-diff", "examples/cpptesterrors.txt: the committed file differs from what the run wrote", {
      kind: "committed output differs",
    }),
  ],
  "snapshot.tap": [{ real: "ini-tap-snapshot" }, cand("tap", "must match snapshot", { kind: "tap ===" })],
  "snapshot.ava": [
    { real: "boxen-ava-snapshot" },
    cand("ava", "Difference (- actual, + expected):", { kind: "ava assertion" }),
  ],
  "assertion.vstest": [
    { log: "dotnet-test-xunit.log", files: ["tests/WindowLogger.Presentation.Tests/Forms/MainFormTests.cs"] },
    cand("vstest", "System.NullReferenceException : Object reference not set to an instance of an object."),
  ],
  "assertion.uvu": [{ real: "dequal-uvu" }, cand("uvu", "boom  (is)", { kind: "TypeError" })],
  "compilation.rustdoc": [
    { real: "static-assertions-cargo-test-toolchain-bump" },
    cand("cargo", "assertion `left == right` failed", { kind: "panic" }),
  ],
  "runtime.python-exception": [{ case: "py-pytest-exception" }, cand("node", "ValueError: bad value")],
  "runtime.go-race": [{ case: "go-test-race" }, cand("go", "race detected? no: all tests passed")],
  "runtime.go-panic": [
    { case: "go-test-panic-index" },
    cand("cargo", "panic: runtime error: index out of range"),
  ],
  "runtime.rust-panic": [
    { case: "rs-cargo-unwrap-none" },
    cand("go", "called `Option::unwrap()` on a `None` value"),
  ],
  "runtime.java-exception": [{ case: "java-npe" }, cand("javac", "java.lang.NullPointerException")],
  "runtime.crash": [{ case: "c-make-segfault" }, cand("shell", "segmentation of the data failed")],
  "runtime.pytest-summary": [{ case: "py-pytest-exception" }, cand("pytest", "assert 1 == 2")],
  "runtime.error": [{ case: "js-node-typeerror" }, cand("go", "Error: something")],
  "runtime.junit-error": [
    { junit: "junit/nextest/quick-junit-basic_report.xml" },
    cand("junit", "errors: none", { kind: "failure" }),
  ],
};

const ruleIds = CATEGORY_IDS.flatMap((c) => CATEGORY[c].rules.map((r) => r.id));
const cases = new Map(loadCases().map((c) => [c.id, c]));
const realCases = new Map(loadCases(REAL_CORPUS).map((c) => [c.id, c]));
const reports = new Map<string, Report>();
function reportOf(p: Positive): Report {
  const key = "case" in p ? p.case : "real" in p ? `real/${p.real}` : "log" in p ? `log/${p.log}` : p.junit;
  const known = reports.get(key);
  if (known) return known;
  let r: Report;
  if ("case" in p) {
    const c = cases.get(p.case);
    if (!c) throw new Error(`no recorded case ${p.case}`);
    r = analyzeCase(c);
  } else if ("log" in p) {
    // Real output copied from a public source (test/fixtures/public/README.md cites it).
    r = analyze({
      scan: scanLog(readFileSync(join(FIXTURES, "public", p.log), "utf8")),
      exitCode: 1,
      junit: [],
      workspace: { files: p.files, root: null },
      version: "test",
    });
  } else if ("real" in p) {
    const c = realCases.get(p.real);
    if (!c) throw new Error(`no real case ${p.real}`);
    r = analyzeCase(c);
  } else {
    const path = join(FIXTURES, p.junit);
    r = analyze({
      scan: null,
      junit: [parseJUnit(readFileSync(path, "utf8"), p.junit)],
      workspace: { files: [], root: "/repo" },
      version: "test",
    });
  }
  reports.set(key, r);
  return r;
}

describe("the category table", () => {
  it("has unique rule ids and one precedence per category", () => {
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    expect(new Set(CATEGORY_IDS.map((c) => CATEGORY[c].precedence)).size).toBe(CATEGORY_IDS.length);
    expect(BY_PRECEDENCE[0]).toBe("infrastructure");
    expect(BY_PRECEDENCE.at(-1)).toBe("unknown");
    expect(CATEGORY.unknown.rules).toEqual([]);
  });

  it("pins every rule, and pins nothing that is not a rule", () => {
    expect(ruleIds.filter((id) => !(id in PINS))).toEqual([]);
    expect(Object.keys(PINS).filter((id) => !ruleIds.includes(id))).toEqual([]);
  });
});

describe("each rule fires on real output and not on its near miss", () => {
  for (const id of ruleIds) {
    const pin = PINS[id];
    if (!pin) continue;
    const [positive, miss] = pin;
    it(id, () => {
      const report = reportOf(positive);
      const patterns = report.buckets.flatMap((b) => b.failures.flatMap((f) => f.patterns));
      expect(patterns, `${id} on ${JSON.stringify(positive)}`).toContain(id);
      expect(classify(miss).patterns).not.toContain(id);
    });
  }
});

describe("confidence", () => {
  it("a tool's own rule is trusted more than a generic one", () => {
    const own = classify(cand("jest", 'thrown: "Exceeded timeout of 5000 ms for a test."'));
    const generic = classify(cand("shell", "the step timed out"));
    expect(own).toMatchObject({ category: "timeout", patterns: ["timeout.jest"], confidence: 0.97 });
    expect(generic).toMatchObject({ category: "timeout", patterns: ["timeout.generic"], confidence: 0.7 });
  });

  it("rules of the winning category that agree raise it by 0.02 each, to at most 0.99", () => {
    const c = classify(cand("vitest", "Error: Snapshot `a 1` mismatched: snapshot obsolete"));
    expect(c.patterns).toEqual(["snapshot.js-mismatch", "snapshot.js-obsolete", "snapshot.generic"]);
    expect(c.confidence).toBe(0.99);
    const two = classify(cand("go", "panic: test timed out after 1s"));
    expect(two).toMatchObject({ patterns: ["timeout.go", "timeout.generic"], confidence: 0.99 });
    const oneMore = classify(cand("curl", "curl: (28) Operation timed out after 1000 milliseconds"));
    expect(oneMore.category).toBe("infrastructure");
  });

  it("nothing matched: unknown at 0.2", () => {
    expect(classify(cand("shell", "something happened"))).toEqual({
      category: "unknown",
      confidence: 0.2,
      patterns: ["unknown.no-rule"],
    });
  });
});

describe("a C program's own assert that aborted", () => {
  it("prints `Assertion failed: ` first: a failed check under CTest's crash, not the crash", () => {
    const report = reportOf({ real: "yyjson-ctest-asan-arr-last" });
    const failure = report.buckets.flatMap((b) => b.failures)[0];
    expect(failure?.patterns).toContain("assertion.c-assert");
    expect(failure?.category).toBe("assertion");
    // The words inside a crashed program's message are no assert's: the crash stands.
    const crash = cand("ctest", "test_x: allocation of 3 failed: Assertion failed: later", {
      kind: "ctest Subprocess aborted",
    });
    expect(classify(crash)).toMatchObject({ category: "runtime" });
  });
});

describe("when no rule fires, what the run still says", () => {
  const exit = cand("runner", "Process completed with exit code 1.");
  it("a test the runner names as failed, with nothing saying why, failed what it checks", () => {
    expect(classify(cand("meson", "cglm.tests (FAIL exit status 19)", { test: "cglm.tests" }))).toEqual({
      category: "assertion",
      confidence: 0.35,
      patterns: ["assertion.named-test"],
    });
  });

  it("a step that only checks the code failed on the code (the workflow's own commands)", () => {
    for (const command of [
      "npm run lint:types",
      "npx -y pnpm@10.2.0 lint-publint",
      "cargo clippy -- -D warnings",
    ])
      expect(classify(exit, { command })).toMatchObject({
        category: "compilation",
        patterns: ["compilation.check-step"],
      });
  });

  it("a step that only runs tests, of which only the exit code is known, failed its tests", () => {
    const command = "cmake -B build -GNinja && cmake --build build && cd build && ./tests";
    expect(classify(exit, { command })).toMatchObject({
      category: "assertion",
      patterns: ["assertion.test-step"],
    });
    // Another failure than the step's exit code (a line some tool printed) is not taken for the tests'.
    expect(
      classify(cand("make", "make: *** [Makefile:12: smoke] Error 1"), { command: "npm test" }).category,
    ).toBe("unknown");
  });

  it("a step that does both, or neither, or that says nothing, stays unknown", () => {
    for (const command of [
      "npm run lint && npm test",
      "make check",
      "cargo check",
      "bash scripts/release.sh",
      null,
    ])
      expect(classify(exit, { command }).category).toBe("unknown");
    expect(stepKind("npm run typecheck")).toBe("check");
    expect(stepKind("npm run test:unit -- --coverage")).toBe("test");
  });
});

describe("the service an error names decides, not the wrapper around it", () => {
  it("a refused connect or a database the server does not have is infrastructure inside an assertion", () => {
    // node's assert.ifError around a socket's error (amqplib's ipv6 test, broker listening on IPv4 only).
    const refused = classify(
      cand(
        "node-test",
        "AssertionError [ERR_ASSERTION]: ifError got unwanted exception: connect ECONNREFUSED ::1:5672",
        {
          kind: "AssertionError",
        },
      ),
    );
    expect(refused.category).toBe("infrastructure");
    // mysql2's tests under poku: the server's answer inside assert.ifError.
    const db = classify(
      cand(
        "jest",
        "AssertionError [ERR_ASSERTION]: ifError got unwanted exception: Unknown database 'test_ci'",
      ),
    );
    expect(db.category).toBe("infrastructure");
    // An assertion that compares error codes stays an assertion.
    const code = classify(cand("jest", "AssertionError [ERR_ASSERTION]: 'ECONNRESET' == 'ECONNREFUSED'"));
    expect(code.category).toBe("assertion");
  });
});

describe("TypeScript's TS1xxx codes", () => {
  it("the checker's type errors among them are types, the parser's syntax errors compilation", () => {
    // tsc 7 on a type test: `error TS1360: Type 'CssNodePlain | null' does not satisfy the expected type …`.
    const satisfies = reportOf({ real: "css-tsc-type-tests" }).buckets.flatMap((b) => b.failures);
    expect(satisfies.map((f) => [f.details.code, f.category])).toEqual([["TS1360", "types"]]);
    // tsc on a missing parenthesis: `error TS1005: ')' expected.`
    const syntax = reportOf({ case: "ts-tsc-syntax" }).buckets.flatMap((b) => b.failures);
    expect(syntax.length).toBeGreaterThan(0);
    for (const f of syntax) expect([f.details.code, f.category]).toEqual(["TS1005", "compilation"]);
  });
});

describe("ties in confidence", () => {
  it("go to the category of lower precedence", () => {
    // heap-oom (infrastructure) and timeout.jest are both 0.97
    const c = classify(cand("jest", "Exceeded timeout of 5000 ms: JavaScript heap out of memory"));
    expect(c.category).toBe("infrastructure");
    // snapshot.js-mismatch (snapshot, 0.97) beats assertion.js-expect (0.93)
    const s = classify(cand("jest", "expect(received).toMatchSnapshot()"));
    expect(s.category).toBe("snapshot");
  });

  it("a more confident rule beats precedence", () => {
    // runtime.go-race (0.97) beats timeout.generic (0.7) although timeout comes first in precedence
    const c = classify(cand("go", "WARNING: DATA RACE (the test timed out)"));
    expect(c.category).toBe("runtime");
  });
});

describe("a failure classified again (every attempt reports it)", () => {
  it("gets the same classification, which its caller may change without changing the next", () => {
    const c = cand("vitest", "AssertionError: expected 1 to be 2");
    const first = classify(c);
    first.patterns.push("changed");
    const again = classify({ ...c, excerpt: [...c.excerpt] });
    expect(again).toEqual({ ...first, patterns: first.patterns.slice(0, -1) });
    expect(again.patterns).not.toContain("changed");
  });

  it("tells apart failures that differ only in what a rule reads: the code, the excerpt", () => {
    const base = cand("tsc", "Property 'x' does not exist on type 'Y'.", { excerpt: [] });
    const without = classify(base);
    const withCode = classify({ ...base, code: "TS2339" });
    expect(withCode.patterns).not.toEqual(without.patterns);
    expect(classify({ ...base, code: "TS2339" })).toEqual(withCode);
    const oom = classify({
      ...base,
      tool: "runner",
      message: "x",
      excerpt: ["Error: connect ECONNREFUSED 127.0.0.1:5432"],
    });
    expect(classify({ ...base, tool: "runner", message: "x", excerpt: ["fine"] })).not.toEqual(oom);
  });
});

describe("a Rust panic that pairs expected with actual over several lines", () => {
  it('is a failed assertion (dissimilar\'s assert!(…, "…\\nexpected={:#?}\\nactual={:#?}"))', () => {
    const r = reportOf({ real: "dissimilar-cargo-test-suffix-max" });
    const f = r.buckets.flatMap((b) => b.failures);
    const lossless = f.find((x) => x.test === "tests::test_cleanup_semantic_lossless");
    expect(lossless?.category).toBe("assertion");
    expect(lossless?.patterns).toContain("assertion.rust-expected");
    // The overflow panics of the same run stay runtime.
    expect(f.find((x) => x.test === "tests::test_main")?.category).toBe("runtime");
    expect(classify(cand("cargo", "expected a digit\nnothing else here", { kind: "panic" })).category).toBe(
      "runtime",
    );
  });
});
