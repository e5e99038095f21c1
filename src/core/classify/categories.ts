// The failure categories: one row each, read by classification (rules, precedence), the renderers (title),
// the prompt (guidance), the loop (suggestion) and the schema (ids, default severity). A new category is one
// row here (and one id in CATEGORY_IDS): a row or a field left out is a compile error.
//
// Rules: a rule fires when every condition it states holds; a failure takes the category of the most
// confident rule that fired, ties going to the category with the lower `precedence`. Tool-specific rules
// carry high confidence, generic ones less. Every regex is tested against bounded text (a message is at
// most LIMITS.message characters) and cannot backtrack catastrophically: literals, anchored prefixes,
// bounded repeats.
import type { Family, ToolId } from "../extract/index.js";

/**
 * A socket's own refusal as node and its clients word it: `connect ECONNREFUSED 127.0.0.1:5432`, `getaddrinfo ENOTFOUND
 * db`; ioredis's `MaxRetriesPerRequestError` (a command queued while the client never connected, given up after its
 * retries).
 */
const SERVICE_REFUSED = String.raw`\bMaxRetriesPerRequestError\b|\bconnect (?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH) \[?[\w.:-]{1,100}\]?:\d{1,5}\b|\bgetaddrinfo (?:ENOTFOUND|EAI_AGAIN) [\w.-]{1,200}`;
/**
 * A service that answered but is not set up for the tests (PostgreSQL, MySQL/MariaDB, Redis, MongoDB, RabbitMQ): a
 * database or role never created, credentials not the CI's, a Redis database number the server does not have.
 */
const SERVICE_NOT_SET_UP = String.raw`\b(?:database|role) "[^"]{1,200}" does not exist|password authentication failed for user|no pg_hba\.conf entry|the database system is (?:starting up|shutting down)|too many clients already|Unknown database '|Access denied for user '|\bER_BAD_DB_ERROR\b|\bER_ACCESS_DENIED_ERROR\b|NOAUTH Authentication required|WRONGPASS|ERR (?:DB index is out of range|invalid DB index)|MongoServerSelectionError|ACCESS_REFUSED - Login was refused`;

/** Category ids, in the order reports list them. */
export const CATEGORY_IDS = [
  "compilation",
  "types",
  "assertion",
  "snapshot",
  "runtime",
  "timeout",
  "infrastructure",
  "unknown",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Same values as schema.ts SEVERITIES (checked there). */
export type SeverityLevel = "critical" | "high" | "medium" | "low";

export interface Rule {
  id: string;
  confidence: number;
  /** The failure's tool must be one of these, or of one of `families` (when either is given). */
  tools?: readonly ToolId[];
  families?: readonly Family[];
  /** Tested against the compiler code / rule id (`TS2322`, `E0308`, `no-undef`). */
  code?: RegExp;
  /** Tested against the failure's kind (exception type, reporter type) and message. */
  text?: RegExp;
  /** Tested against the first lines of the excerpt as well (for signals printed below the message). */
  excerpt?: RegExp;
}

export interface CategoryRow {
  /** The heading of its section in the summary, the comment and the prompt. */
  title: string;
  severity: SeverityLevel;
  /** What the prompt tells an agent to do about failures of this category. */
  guidance: string;
  /** The loop's other approach for this category, plain text, lower case. */
  suggestion: string;
  /** Ties in confidence go to the lower number; each category has its own. */
  precedence: number;
  /** Classification rules (none for `unknown`, the fallback). */
  rules: readonly Rule[];
}

/**
 * TS1xxx codes that the checker reports about types, not the parser about syntax: a value whose type does not meet the
 * type expected of it. TypeScript's checker raises TS1360 (`satisfies`) through the assignability check of TS2322
 * (checkSatisfiesExpression → checkTypeAssignableToAndOptionallyElaborate). The others, by their messages in
 * diagnosticMessages.json: async return and `await`/`yield` operand types that are no valid promise (1055, 1058-1060,
 * 1062, 1064, 1065, 1320-1322), a type predicate not assignable (1226), decorators whose signature or return type does not
 * fit how the runtime calls them (1236-1241, 1270, 1271, 1278, 1279, 1329), computed property names and index
 * signature parameters whose type is not one allowed there (1165, 1166, 1168-1170, 1268, 1337), a catch variable's annotation
 * (1196), a `void` expression tested for truthiness (1345). Every other TS1xxx code (syntax, grammar, module and
 * option errors) stays compilation.
 */
const TS_TYPES_1XXX =
  "1055|1058|1059|1060|1062|1064|1065|1165|1166|1168|1169|1170|1196|1226|1236|1237|1238|1239|1240|1241|1268|1270|1271|1278|1279|1320|1321|1322|1329|1337|1345|1360";

const TS_COMPILATION = new RegExp(
  `^TS((?!(?:${TS_TYPES_1XXX})$)1\\d{3}|2304|2305|2306|2307|2503|2552|2580|2582|2613|2614|2686|2724|2792|5\\d{3}|6\\d{3}|17\\d{3}|18003)$`,
);

export const CATEGORY: { readonly [K in CategoryId]: CategoryRow } = {
  compilation: {
    title: "Compilation",
    severity: "critical",
    guidance:
      "The code does not build. Fix the syntax errors and the unresolved names, modules and imports first: later errors often follow from the first one. For an unresolved module, check the path against the existing files listed; do not add a dependency unless it is really missing.",
    suggestion:
      "fix the first compiler error before the others, since later errors often follow from it; check imports and exported names against the files that exist",
    precedence: 4,
    rules: [
      {
        id: "compilation.ts-code",
        confidence: 0.97,
        tools: ["tsc", "ts-jest", "rollup", "webpack"],
        code: TS_COMPILATION,
      },
      {
        id: "compilation.rustc-code",
        confidence: 0.97,
        // cargo: a doctest that did not compile carries rustc's code.
        tools: ["rustc", "cargo"],
        code: /^E0(425|432|433|412|423|583|603|463|405|422|424)$/,
      },
      {
        id: "compilation.rustc-syntax",
        confidence: 0.9,
        tools: ["rustc"],
        text: /^expected .{1,200}, found|^unexpected|^this file contains an unclosed delimiter|^mismatched closing delimiter/,
      },
      { id: "compilation.clippy", confidence: 0.9, tools: ["clippy"] },
      { id: "compilation.rustc", confidence: 0.75, tools: ["rustc"] },
      {
        // A doctest rustdoc could not compile (`Couldn't compile the test.`) with no code of rustc's that says more:
        // a lint denied into an error (`#![deny(warnings)]`, `unexpected cfg condition value`) is the code's.
        id: "compilation.rustdoc",
        confidence: 0.75,
        tools: ["cargo"],
        text: /^doctest compile error$/,
      },
      {
        id: "compilation.go-undefined",
        confidence: 0.97,
        tools: ["go"],
        text: /^undefined: |: undefined: |\bsyntax error\b|imported and not used|declared and not used|declared but not used|could not import|no required module provides|cannot find package|is not in (?:GOROOT|std)|^missing return/,
      },
      {
        // go vet's analyzers (also run by go test): static checks, like a linter's.
        id: "compilation.go-vet",
        confidence: 0.9,
        tools: ["go"],
        text: /passes lock by value|copies lock|lock by value|format %.{1,40} (?:has arg|reads arg)|call needs \d{1,4} args? but has \d{1,4} args?|call has possible (?:Printf )?formatting directive|arg list ends with redundant newline|unreachable code|self-assignment of|result of .{1,200} call not used|struct field tag .{1,300} not compatible|loop variable .{1,100} captured by func literal|should have signature|possible misuse of|the cancel function .{1,100} not used|misuse of unbuffered os\.Signal channel|comparison of function .{1,100} with nil|suspect or:|redundant (?:and|or):/,
      },
      {
        id: "compilation.javac-symbol",
        confidence: 0.95,
        tools: ["javac"],
        text: /cannot find symbol|package \S{1,300} does not exist|expected$|illegal start of|not a statement|reached end of file while parsing|class, interface, enum, or record expected|unclosed string literal/,
      },
      {
        id: "compilation.cc-undeclared",
        confidence: 0.95,
        tools: ["cc", "ld"],
        text: /undeclared|implicit declaration|expected .{1,200} before|No such file or directory|file not found|unknown type name|undefined reference to|use of undeclared|was not declared in this scope|redefinition of|stray '/,
      },
      { id: "compilation.linker", confidence: 0.9, tools: ["ld"] },
      {
        id: "compilation.eslint-no-undef",
        confidence: 0.95,
        tools: ["eslint", "xo"],
        code: /^(no-undef|import\/no-unresolved|n\/no-missing-import|import\/named|import-x\/no-unresolved)$/,
      },
      {
        id: "compilation.mypy-import",
        confidence: 0.95,
        tools: ["mypy"],
        code: /^(import|import-not-found|import-untyped|name-defined|syntax|misc)$/,
      },
      {
        id: "compilation.python-import",
        confidence: 0.95,
        text: /\b(ModuleNotFoundError|ImportError)\b|No module named/,
      },
      {
        id: "compilation.python-syntax",
        confidence: 0.95,
        text: /\b(SyntaxError|IndentationError|TabError)\b/,
      },
      {
        id: "compilation.js-module",
        confidence: 0.93,
        text: /Cannot find module|Cannot find package|ERR_MODULE_NOT_FOUND|Failed to resolve import|Could not resolve ["']|Can't resolve ['"]|Module not found|does not provide an export named/,
      },
      {
        // vite's resolver: a package's `exports` has no entry for the subpath imported (`import … from "pkg/helpers"`
        // when pkg exports no "./helpers"): the module is not found, the file never ran.
        id: "compilation.vite-missing-export-specifier",
        confidence: 0.94,
        families: ["js-test", "bundler"],
        text: /\bMissing "[^"\n]{1,300}" specifier in "[^"\n]{1,300}" package\b/,
      },
      {
        // vite/vitest could not transform a file (a syntax error): it never ran.
        id: "compilation.js-transform",
        confidence: 0.96,
        families: ["js-test", "bundler"],
        text: /^transform failed$|^(?:Error: )?Transform failed with \d{1,6} errors?|\[PARSE_ERROR\]|Failed to parse source for import analysis/,
      },
      {
        id: "compilation.undefined-name",
        confidence: 0.75,
        text: /^(ReferenceError|NameError)\b|\bis not defined\b/,
      },
      { id: "compilation.generic-diagnostic", confidence: 0.6, tools: ["diagnostic"] },
      { id: "compilation.eslint", confidence: 0.6, tools: ["eslint", "xo"] },
      { id: "compilation.bundler", confidence: 0.85, tools: ["esbuild", "webpack", "rollup", "rolldown"] },
      // A formatter's or linter's finding: the change does not pass the project's static checks.
      {
        id: "compilation.lint-tool",
        confidence: 0.85,
        tools: [
          "prettier",
          "biome",
          "stylelint",
          "ruff",
          "black",
          "rubocop",
          "shellcheck",
          "rustfmt",
          "standard",
          "markdownlint",
          "oxlint",
          "oxfmt",
          "knip",
          "staticcheck",
          "gofmt",
        ],
      },
      // @hapi/lab's lint (`lab -L`, extract/lab.ts): eslint's findings as lab prints them.
      { id: "compilation.lab-lint", confidence: 0.85, tools: ["lab-lint"] },
      // A check of what a package publishes: its manifest (publint), its types as their consumers resolve them
      // (attw), how much of them is `any` (type-coverage). The change does not pass a static check, as a linter's.
      {
        id: "compilation.package-check",
        confidence: 0.85,
        tools: ["attw", "publint", "type-coverage"],
      },
      // `git diff --exit-code` after a formatter: the committed file differs only in how it is formatted.
      {
        id: "compilation.git-diff-format",
        confidence: 0.85,
        tools: ["git-diff"],
        text: /^committed file not formatted$/,
      },
      { id: "compilation.cc", confidence: 0.7, tools: ["cc"] },
      { id: "compilation.javac", confidence: 0.7, tools: ["javac"] },
    ],
  },
  types: {
    title: "Types",
    severity: "critical",
    guidance:
      "The type checker rejects the code. Make the types agree by fixing the value, the annotation or the interface named below; do not silence the checker with `any`, casts, `@ts-ignore`, `# type: ignore` or similar.",
    suggestion:
      "read the declared type at the reported location before changing call sites; change one signature, not its callers one by one",
    precedence: 5,
    rules: [
      {
        id: "types.ts-code",
        confidence: 0.95,
        tools: ["tsc", "ts-jest", "rollup", "webpack", "tstyche"],
        code: new RegExp(`^TS(?:2\\d{3}|7\\d{3}|18\\d{3}|${TS_TYPES_1XXX})$`),
      },
      {
        // tstyche's own assertion (`expect<string>().type.toBe<string | undefined>()`): a type test that failed.
        id: "types.tstyche-expect",
        confidence: 0.9,
        tools: ["tstyche"],
        text: /^tstyche expect$/,
      },
      {
        id: "types.rustc-code",
        confidence: 0.95,
        tools: ["rustc", "cargo"],
        code: /^E0(308|599|277|369|560|609|610|614|061|063|107|053|599|716|631|282|283)$/,
      },
      {
        id: "types.go",
        confidence: 0.95,
        tools: ["go"],
        text: /\bcannot use\b|has no field or method|mismatched types|not enough arguments|too many arguments|cannot convert|invalid operation|does not implement|cannot assign/,
      },
      {
        id: "types.javac",
        confidence: 0.95,
        tools: ["javac"],
        text: /incompatible types|cannot be applied to|bad operand types?|no suitable (?:method|constructor)|cannot be converted|does not override|cannot be dereferenced|possible lossy conversion/,
      },
      {
        id: "types.cc",
        confidence: 0.9,
        tools: ["cc"],
        text: /incompatible (?:pointer )?types?|invalid conversion|cannot convert|has no member named|too (?:many|few) arguments|incompatible type for argument|conflicting types/,
      },
      {
        // g++'s copy-initialization that no conversion makes (`could not convert ‘s’ from ‘basic_string<char16_t>’ to
        // ‘basic_string<char>’`): a value of one type where another is declared.
        id: "types.cc-conversion",
        confidence: 0.9,
        tools: ["cc"],
        text: /\bcould not convert .{1,300} from .{1,300} to /,
      },
      { id: "types.tsd", confidence: 0.9, tools: ["tsd"] },
      // check-dts's type tests (a type error, or an `errors.ts` expectation not met) and flow's errors (an unresolved
      // module or a parse error of flow's too: no recorded run pins a compilation rule for them yet).
      { id: "types.type-checkers", confidence: 0.9, tools: ["check-dts", "flow"] },
      // lab's type tests (`lab -Y`): TypeScript over the tests of the package's types.
      { id: "types.lab", confidence: 0.9, tools: ["lab-types"] },
      {
        id: "types.vitest-typecheck",
        confidence: 0.97,
        families: ["js-test"],
        text: /\bTypeCheckError\b/,
      },
      { id: "types.mypy", confidence: 0.92, tools: ["mypy"] },
      { id: "types.pyright", confidence: 0.92, tools: ["pyright"] },
    ],
  },
  assertion: {
    title: "Assertions",
    severity: "high",
    guidance:
      "A test's expectation is not met. Compare expected and received below and decide which side is wrong: fix the code under test, and change the test only if it asserts outdated behaviour.",
    suggestion:
      "decide which side is wrong, the code or the expected value; fix the code unless the requirement changed, and do not loosen the assertion",
    precedence: 6,
    rules: [
      // Coverage below a threshold (extract/coverage.ts): an expectation of the suite, met by tests, not by lowering it.
      { id: "assertion.coverage-threshold", confidence: 0.9, tools: ["coverage"] },
      // A size budget (size-limit) the build's output is over: met by a smaller change, not by raising the budget.
      { id: "assertion.size-budget", confidence: 0.9, tools: ["size-limit"] },
      {
        id: "assertion.js-expect",
        confidence: 0.93,
        families: ["js-test"],
        tools: ["junit"],
        text: /expect\(.{0,300}\)\.|AssertionError|ERR_ASSERTION|Expected values to be|[Ee]xpected .{0,300} to (?:be|equal|deep|have|include|contain|match|throw)/,
      },
      {
        // An AssertionError no runner caught (`node test.js` running node:assert's checks, chai's `expect` in a
        // script): a check failed, whatever then ended the process. The error's type decides, as in a runner's report.
        id: "assertion.js-uncaught-assert",
        confidence: 0.9,
        tools: ["node"],
        text: /^(?:Uncaught )?AssertionError\b/,
      },
      {
        // fast-check: `Property failed after N tests`, the predicate's own failure below it (fast-check 3:
        // `Got error: AssertionError …`, 4: `Caused by: AssertionError …`; a predicate that returned false says so).
        // A property that threw something else (a TypeError) is left to the runtime rules.
        id: "assertion.js-property",
        confidence: 0.9,
        families: ["js-test"],
        tools: ["junit"],
        text: /^(?:Error: )?Property failed after \d{1,9} tests?\b/,
        excerpt:
          /(?:Got error|Caused by): (?:AssertionError|Error: Property failed by returning false)|^\s{0,12}(?:Got error: )?Property failed by returning false/m,
      },
      {
        // toThrowErrorMatchingSnapshot / toThrow on a function that returned: no error, so no snapshot compared.
        id: "assertion.js-did-not-throw",
        confidence: 0.98,
        families: ["js-test"],
        tools: ["junit"],
        excerpt: /Received function did not throw/,
      },
      {
        // vitest's expect.poll / expect.element gave up (extract/vitest.ts: its last error with the cause `Matcher did
        // not succeed in time.`) while the locator still found no element: the element the test expected never
        // appeared, an expectation not met.
        id: "assertion.vitest-element-poll",
        confidence: 0.93,
        tools: ["vitest"],
        text: /^VitestBrowserElementError, matcher did not succeed in time$/,
      },
      {
        // chai-a11y-axe's `expect(el).to.be.accessible()` (open-wc's testing bundle) throws a plain Error listing axe's
        // violations, `Accessibility Violations` then `---` and each rule: an accessibility expectation not met.
        id: "assertion.a11y-violations",
        confidence: 0.9,
        families: ["js-test"],
        text: /^(?:Error: )?Accessibility Violations$/,
      },
      {
        id: "assertion.doctest",
        confidence: 0.95,
        tools: ["pytest", "unittest", "python"],
        text: /DocTestFailure|Failed doctest test|^Failed example/,
      },
      {
        id: "assertion.uvu",
        confidence: 0.9,
        tools: ["uvu"],
        text: /^uvu assertion$/,
      },
      {
        // xUnit, NUnit, MSTest and FluentAssertions failures as VSTest prints them.
        id: "assertion.vstest",
        confidence: 0.9,
        tools: ["vstest"],
        text: /^Assert\.\w{1,40}\(\) Failure|^Assert\.\w{1,40} failed|^Expected\b|\bbut (?:found|was)\b|Xunit\.Sdk\.\w{1,60}Exception|AssertionException|AssertFailedException/,
      },
      {
        // A jasmine matcher's message (extract/jasmine.ts): neither a thrown error's nor fail()'s.
        id: "assertion.jasmine",
        confidence: 0.85,
        tools: ["jasmine"],
        text: /^jasmine expectation$/,
      },
      {
        // QUnit's failed assertion as karma-qunit and grunt-contrib-qunit print it (extract/karma.ts, qunit.ts): the
        // `Expected: …` and `Actual: …` it compared; a test that threw (`Died on test #N`, an error's class) is not one.
        id: "assertion.qunit",
        confidence: 0.9,
        tools: ["karma", "grunt-qunit"],
        text: /^qunit assertion$/,
      },
      {
        id: "assertion.ava",
        confidence: 0.9,
        tools: ["ava"],
        text: /^ava assertion$|^Difference \(- actual|^Value is not|^Expected .{1,300} to /,
      },
      {
        // The generic layer: TAP's YAML names the assertion that failed.
        id: "assertion.tap",
        confidence: 0.8,
        tools: ["tap"],
        text: /^tap (?:===|!==|==|!=|is|isnt|is_deeply|like|unlike|cmp_ok|equal|deepEqual|deep_equal|strictEqual|deepStrictEqual|notEqual|notDeepEqual|notStrictEqual|ok|notOk|same|strictSame|not|match|notMatch|throws|doesNotThrow|looseEqual|deepLooseEqual|has|hasStrict|type)$/,
      },
      {
        // prove's summary of a TAP script whose tests failed, nothing else of them printed (`Failed test:  7`).
        id: "assertion.prove",
        confidence: 0.75,
        tools: ["tap"],
        text: /^prove failed$/,
      },
      {
        id: "assertion.pytest",
        confidence: 0.93,
        tools: ["pytest", "unittest", "junit", "python"],
        text: /^assert |\bAssertionError\b|^Failed: |^E\s+assert |^\[XPASS\(strict\)\]/,
      },
      {
        // A unittest @expectedFailure test that passed, with no traceback: pytest's section says `Unexpected
        // success`, unittest's own report `UNEXPECTED SUCCESS: name (id)`. That it fails did not hold.
        id: "assertion.unexpected-success",
        confidence: 0.9,
        tools: ["pytest", "unittest"],
        text: /^Unexpected success\b|^UNEXPECTED SUCCESS: /,
      },
      { id: "assertion.go-test", confidence: 0.85, tools: ["go"], text: /^t\.Error\b/ },
      // An example whose printed output is not its `// Output:` comment's.
      { id: "assertion.go-example", confidence: 0.9, tools: ["go"], text: /^example$/ },
      { id: "assertion.go-log", confidence: 0.7, tools: ["go"], excerpt: /_test\.go:\d+: / },
      {
        id: "assertion.rust",
        confidence: 0.95,
        tools: ["cargo"],
        text: /assertion `.{1,300}` failed|assertion failed|\bleft: |did not panic as expected|panic did not contain expected string/,
      },
      {
        // A panic whose message pairs what was expected with what came (an assertion helper, #[track_caller]), on
        // one line or over several (`assert!(ok, "…\nexpected={:#?}\nactual={:#?}")`).
        id: "assertion.rust-expected",
        confidence: 0.92,
        tools: ["cargo"],
        text: /\bexpected\b[^]{1,300}?\b(?:got|found|but was|actual)\b/,
      },
      {
        // A panic in test code (`tests/…`, `src/tests.rs`) with the test's own words, none of Rust's runtime
        // panics (cargo's reader tells them apart): `assert!(cond, "matched {}")`, a `#[track_caller]` helper's.
        id: "assertion.rust-test-check",
        confidence: 0.93,
        tools: ["cargo"],
        text: /^failed check in test code$/,
      },
      {
        id: "assertion.java",
        confidence: 0.93,
        text: /AssertionFailedError|ComparisonFailure|expected:\s?<.{0,300}> but was:\s?<|org\.junit\.|org\.opentest4j|java\.lang\.AssertionError/,
      },
      {
        id: "assertion.test-list",
        confidence: 0.7,
        tools: ["test-list"],
        text: /^listed test failure$/,
      },
      {
        id: "assertion.ruby",
        confidence: 0.93,
        tools: ["test-unit", "minitest", "rspec"],
        text: /^(?:test-unit failure|minitest failure|rspec expectation)$/,
      },
      {
        id: "assertion.generic",
        confidence: 0.65,
        text: /\bassert(?:ion)?\b.{0,100}\bfail|\bexpected\b.{1,300}\b(?:got|received|actual|but was)\b/i,
      },
      { id: "assertion.harness", confidence: 0.6, tools: ["harness"], text: /^harness check failed$/ },
      // A CTest binary that exited non-zero on its own (`***Failed`): its checks failed.
      { id: "assertion.ctest-failed", confidence: 0.6, tools: ["ctest"], text: /^ctest Failed$/ },
      // A meson test program that exited non-zero on its own (`FAIL … exit status 19`: its count of failed checks),
      // or one expected to fail that passed (`UNEXPECTEDPASS`, as automake's XPASS). meson writes an exit status
      // above 128 as `(exit status 134 or signal 6 SIGABRT)`, and a signal as `killed by signal`: crashes.
      {
        id: "assertion.meson-failed",
        confidence: 0.6,
        tools: ["meson"],
        text: /^meson (?:FAIL exit status \d{1,3}$|UNEXPECTEDPASS\b)/,
      },
      {
        // C's assert() (`prog: file.c:12: main: Assertion `x' failed.`) and googletest's `file.cc:17: Failure`; a
        // harness's own assert macro, or the MSVC and BSD libc's assert(), that prints `Assertion failed: ` first
        // (yyjson's `Assertion failed: x == 3 (/abs/test/a.c: 378)`): a failed check, even though it then aborted.
        id: "assertion.c-assert",
        confidence: 0.9,
        tools: ["ctest", "meson", "harness", "diagnostic", "runner"],
        text: /Assertion [`'].{1,500}' failed|\.(?:c|cc|cpp|cxx):\d{1,7}: Failure$|^Assertion failed: ./,
      },
      { id: "assertion.junit-failure", confidence: 0.5, tools: ["junit"], text: /^failure\b/ },
    ],
  },
  snapshot: {
    title: "Snapshots",
    severity: "medium",
    guidance:
      "A snapshot no longer matches (or is obsolete, or was not written in CI). Do not update snapshots unless the change in output is intended; if it is intended, update only the snapshot files listed and say why in the commit.",
    suggestion:
      "decide whether the new output is right; update the snapshot deliberately or revert the change",
    precedence: 3,
    rules: [
      {
        id: "snapshot.js-mismatch",
        confidence: 0.97,
        families: ["js-test"],
        tools: ["junit"],
        text: /Snapshot .{0,300}mismatched|toMatch(?:Inline|File)?Snapshot|toThrowErrorMatching(?:Inline)?Snapshot/,
      },
      {
        id: "snapshot.js-obsolete",
        confidence: 0.95,
        families: ["js-test"],
        text: /snapshots? obsolete|obsolete snapshot/i,
      },
      {
        id: "snapshot.js-not-written",
        confidence: 0.97,
        families: ["js-test"],
        tools: ["junit"],
        excerpt: /New snapshot was not written/,
      },
      {
        // `git diff --exit-code` after the run rewrote committed files (golden outputs, generated code or docs):
        // recorded output no longer matches what the code produces.
        id: "snapshot.git-diff",
        confidence: 0.9,
        tools: ["git-diff"],
        text: /^committed output differs$/,
      },
      { id: "snapshot.tap", confidence: 0.93, tools: ["tap"], text: /^tap matchSnapshot$/ },
      { id: "snapshot.ava", confidence: 0.95, tools: ["ava"], text: /^ava snapshot$/ },
      { id: "snapshot.generic", confidence: 0.7, text: /\bsnapshot\b/i },
    ],
  },
  runtime: {
    title: "Runtime errors",
    severity: "high",
    guidance:
      "The code throws or crashes at run time. Start from the top stack frames inside the repository listed below; fix the cause (a missing value, a wrong assumption), not the symptom.",
    suggestion:
      "run the reproduce command and read the first stack frame in the repository; fix the value where it is produced, not at each place it is used",
    precedence: 7,
    rules: [
      {
        id: "runtime.js-error",
        confidence: 0.85,
        families: ["js-test"],
        tools: ["junit", "node", "test-list"],
        text: /^(TypeError|RangeError|EvalError|URIError|InternalError)\b|Unhandled (?:Rejection|Error)|UnhandledPromiseRejection|Uncaught\b|ERR_UNHANDLED_REJECTION/,
      },
      // lab's leak detection (`The following leaks were detected: x`): a global the code or a test assigned, the
      // code's side effect, not a test's expectation (as mocha's `--check-leaks` error).
      { id: "runtime.lab-leaks", confidence: 0.85, tools: ["lab"], text: /^lab leaks$/ },
      {
        // ava's `Uncaught exception in test.js` / `Unhandled rejection in test.js` (extract/ava.ts): an error no test
        // caught; what the error names (a module not found, a syntax error, a refused connection) decides first.
        id: "runtime.ava-uncaught",
        confidence: 0.85,
        tools: ["ava"],
        text: /^ava (?:uncaught exception|unhandled rejection)$/,
      },
      {
        // ava: an error of one of JavaScript's own runtime types, thrown in a test or nobody's (`Error thrown in test`,
        // `Uncaught exception in test.js`), is no failed expectation whatever its words: `TypeError: Expected
        // \`concurrency\` to be a number` is a validation's message. Above the assertion rules' `Expected … to be`; not
        // above the network's evidence (`TypeError: fetch failed`, its cause a refused connection).
        id: "runtime.ava-error-type",
        confidence: 0.94,
        tools: ["ava"],
        text: /^(?:TypeError|RangeError|ReferenceError|EvalError|URIError)(?: \[[A-Z0-9_]{1,60}\])?: (?!fetch failed\b)/,
      },
      {
        // A name misspelt in a test's body: the file loaded and ran, the test threw when it got there (a module
        // that fails to load is reported as the suite failing to run, not as a test).
        id: "runtime.js-reference-in-test",
        confidence: 0.8,
        // A script node ran (`node scripts/check.js`), a test a JUnit file or a generic list names: JavaScript parsed
        // the file, the name was missing when the line ran.
        families: ["js-test"],
        tools: ["junit", "node", "test-list"],
        text: /^(?:Uncaught )?ReferenceError\b/,
      },
      {
        // JSON.parse given what is no JSON: a SyntaxError, but of the data, thrown while the code ran (V8's
        // wordings, old and new); a syntax error in the code itself names no JSON.
        id: "runtime.js-json-parse",
        confidence: 0.97,
        families: ["js-test"],
        tools: ["junit", "node", "test-list"],
        text: /SyntaxError: (?:.{0,300}is not valid JSON|Unexpected end of JSON input|.{0,300} in JSON at position \d|Bad control character in string literal in JSON|Unterminated string in JSON)/,
      },
      {
        // jest's report of a value thrown or rejected that is no Error (`thrown: "Test"`, `thrown: 5`: a promise
        // rejected with a plain value, left unhandled while the test ran); its own time limit is worded the same way.
        id: "runtime.jest-thrown-value",
        confidence: 0.8,
        tools: ["jest"],
        text: /^thrown: (?!"Exceeded timeout)\S/,
      },
      {
        // A SyntaxError the project's own code made and threw (a parser of its own: awilix's `new SyntaxError(\`Parsing
        // parameter list…\`)`): the runner's code frame marks the construction, or the stack's first frame is the
        // project's, not a loader's or a transform's (a file that does not parse is compiled by node or the runner).
        id: "runtime.js-thrown-syntax-error",
        confidence: 0.96,
        families: ["js-test"],
        text: /^SyntaxError: /,
        excerpt:
          /\bnew SyntaxError\(|^\s{0,12}SyntaxError: [^\n]{1,500}\n\s{0,12}at [\w$.<>[\] ]{1,200} \((?![^\n)]{0,300}node_modules)(?!node:)[^\n):]{1,300}\.[cm]?[jt]sx?:\d{1,7}:\d{1,7}\)$/m,
      },
      {
        // A pattern built while the code ran (`new RegExp(input)`): a SyntaxError of the data, thrown by the
        // constructor (its frame in the stack); a regular expression literal that does not parse names no such frame.
        id: "runtime.js-regexp",
        confidence: 0.97,
        families: ["js-test"],
        tools: ["junit", "node", "test-list"],
        text: /SyntaxError\b.{0,40}Invalid regular expression|Invalid regular expression: /,
        excerpt: /\bnew RegExp \(|\bRegExp \(<anonymous>\)|\bat new RegExp\b/,
      },
      {
        // A module resolver's own "not found" (a library that resolves modules, as mlly does): the runner's code frame
        // marks the line where the repository's code made the error (`144|     const error = new Error(` with its
        // caret below; jest's `> 144 |`). A module the loader could not find marks the importing line (`require(…)`,
        // `import …`) or a frame in the loader, never a `new …Error(` of the project's.
        id: "runtime.js-own-module-error",
        confidence: 0.96,
        families: ["js-test", "runtime"],
        text: /Cannot find (?:module|package)\b|ERR_MODULE_NOT_FOUND|Module not found/,
        excerpt:
          /\d{1,7} ?\| [^\n]{0,300}\bnew (?:[A-Z][\w$]{0,60})?Error\([^\n]{0,300}\n {0,20}\| {0,300}\^/,
      },
      {
        // V8's TypeError texts, printed without the error's name by some runners (uvu, tap's YAML).
        id: "runtime.js-type-error-text",
        confidence: 0.8,
        families: ["js-test"],
        text: /\bis not a function\b|^Cannot read propert(?:y|ies) of (?:undefined|null)|^Cannot set propert(?:y|ies) of|\bis not iterable\b|\bis not a constructor\b|^Cannot destructure /,
      },
      {
        // A test that asserted its callback got no error (or the error it stubbed) and got one of JavaScript's own
        // runtime errors: chai prints the actual value first, `expected TypeError: x.many is not a… to equal null`
        // (`to be undefined`, `to not exist`, `to equal Error: Fail`; older chai `[TypeError: …]`). The code under
        // test threw (a missing method, an undefined value) and its error reached the callback: the TypeError is the
        // failure, the assertion only carries it, as `ifError got unwanted exception` carries a refused connection.
        // One of these types expected (`to equal RangeError: …`) is a check of the error the code itself throws on
        // bad input, left to the assertion rules.
        id: "runtime.js-error-not-expected",
        confidence: 0.95,
        families: ["js-test"],
        tools: ["junit", "node", "test-list"],
        text: /^(?:Uncaught )?(?:AssertionError(?: \[ERR_ASSERTION\])?: )?[Ee]xpected \[?(?:TypeError|ReferenceError|RangeError)(?: \[[A-Z0-9_]{1,60}\])?: .{0,300}? to (?:(?:be|equal|eql|deep equal|deeply equal|strictly equal) (?:(?:null|undefined|false)\b|\[?(?!(?:Type|Reference|Range|Syntax|Eval|URI)Error\b)(?:[A-Z][A-Za-z]{0,60})?Error\b)|be falsy|not exist\b)/,
      },
      {
        id: "runtime.python-import-in-test",
        confidence: 0.96,
        tools: ["pytest"],
        text: /\bname import in a test$/,
      },
      {
        id: "runtime.python-exception",
        confidence: 0.85,
        tools: ["python", "pytest", "unittest"],
        text: /\b(KeyError|ValueError|ZeroDivisionError|AttributeError|TypeError|IndexError|RuntimeError|Exception|OSError|FileNotFoundError|RecursionError|StopIteration|LookupError|ArithmeticError|UnboundLocalError|OverflowError|FloatingPointError|NotImplementedError|Unicode(?:De|En)codeError|UnicodeError|PermissionError|IsADirectoryError|NotADirectoryError|EOFError|BufferError|SystemError)\b/,
      },
      {
        // A warning raised as an error (`python -We`, pytest's `filterwarnings = error`): the code under test
        // warned where the run forbids it; nothing was compared.
        id: "runtime.python-warning-as-error",
        confidence: 0.8,
        tools: ["python", "pytest", "unittest"],
        text: /^(?:[A-Za-z_]\w{0,60}\.){0,10}[A-Z]\w{0,60}Warning: /,
      },
      {
        // A project's own exception class (`itsdangerous.exc.SignatureExpired: …`): raised, not asserted.
        id: "runtime.python-own-exception",
        confidence: 0.7,
        tools: ["python", "pytest", "unittest"],
        text: /^(?:[A-Za-z_]\w{0,60}\.){1,10}[A-Z]\w{0,100}: /,
      },
      {
        id: "runtime.go-race",
        confidence: 0.97,
        tools: ["go"],
        text: /race detected during execution of test|WARNING: DATA RACE/,
      },
      // A test binary that ended with no test failing: log.Fatal or os.Exit in a test, or the runtime's fatal error.
      { id: "runtime.go-exit", confidence: 0.8, tools: ["go"], text: /^test binary exited$/ },
      {
        id: "runtime.go-panic",
        confidence: 0.9,
        tools: ["go"],
        text: /\bpanic\b|nil pointer dereference|index out of range/,
      },
      {
        id: "runtime.rust-panic",
        confidence: 0.9,
        tools: ["cargo", "rust"],
        text: /\bpanic\b|called `(?:Option|Result)::unwrap\(\)`|index out of bounds|attempt to (?:add|subtract|multiply|divide) with overflow/,
      },
      {
        id: "runtime.ruby-error",
        confidence: 0.85,
        tools: ["test-unit", "minitest", "rspec"],
        text: /^(?:[\w:]{0,200}(?:Error|Exception)|error|rspec error)$/,
      },
      {
        id: "runtime.java-exception",
        confidence: 0.9,
        tools: ["java", "junit", "surefire", "junit4", "junit-console"],
        // Any exception type (`java.lang.NumberFormatException: …`), and the JVM's errors that are crashes.
        text: /^(?:[\w$]{1,60}\.){0,12}[\w$]{0,100}Exception\b|\b(?:StackOverflow|OutOfMemory|NoClassDefFound|ExceptionInInitializer)Error\b|NullPointerException|IllegalStateException|IllegalArgumentException|IndexOutOfBoundsException|ClassCastException|ArithmeticException|RuntimeException|\bException\b/,
      },
      {
        id: "runtime.crash",
        confidence: 0.9,
        text: /Sanitizer|Segmentation fault|SIGSEGV|SIGABRT|\bAborted\b|core dumped|stack overflow|Maximum call stack size exceeded|fatal error: all goroutines are asleep/,
      },
      {
        // pytest's short summary cuts long messages: `ZeroDivisio...`
        id: "runtime.pytest-summary",
        confidence: 0.6,
        tools: ["pytest"],
        text: /^[A-Z][A-Za-z]{2,60}(?:Error|Exception|\.\.\.)/,
      },
      {
        id: "runtime.error",
        confidence: 0.6,
        families: ["js-test"],
        tools: ["junit", "node", "python", "pytest", "tap", "test-list"],
        text: /^(?:\w{0,60}Error|Exception)\b|\berror\b/i,
      },
      { id: "runtime.junit-error", confidence: 0.55, tools: ["junit"], text: /^error\b/ },
      {
        // A C++ test framework's own report of an exception its test case threw (Catch2's `due to unexpected
        // exception with message:`, doctest's `THREW exception:`, googletest's `C++ exception with description … thrown in
        // the test body.`): the code under test failed, nothing was compared.
        id: "runtime.cpp-test-exception",
        confidence: 0.9,
        tools: ["catch2", "doctest-cpp", "googletest", "utest", "cmocka"],
        text: /^(?:catch2|doctest|googletest) unexpected exception$/,
      },
      {
        // automake's harness: a test program killed by a signal (`FAIL name (exit status: 139)` in test-suite.log).
        id: "runtime.harness-signal",
        confidence: 0.8,
        tools: ["harness"],
        text: /^harness crashed$/,
      },
      {
        // CTest's `Subprocess aborted***Exception`, `SegFault***Exception`: the binary crashed (and the googletest test it
        // was running, when its output shows one).
        id: "runtime.ctest-crash",
        confidence: 0.8,
        tools: ["ctest", "googletest"],
        text: /^ctest (?:Subprocess aborted|SegFault|Illegal|Numerical|Child aborted|Other|Interrupt|Exception)|^meson FAIL (?:killed by signal|\(exit status \d{1,3} or signal)/,
      },
    ],
  },
  timeout: {
    title: "Timeouts",
    severity: "high",
    guidance:
      "A time limit was hit. Look for a promise that is never awaited or resolved, a callback that is never called, open handles (servers, timers, sockets) and loops that never end; do not just raise the limit.",
    suggestion:
      "find what never finishes (a promise never resolved, a missing mock, a network call, an open handle); do not just raise the time limit",
    precedence: 2,
    rules: [
      {
        id: "timeout.vitest",
        confidence: 0.97,
        tools: ["vitest", "junit"],
        text: /Test timed out in \d+ms|Hook timed out in \d+ms/,
      },
      { id: "timeout.jest", confidence: 0.97, tools: ["jest", "junit"], text: /Exceeded timeout of \d+ ?ms/ },
      {
        // jasmine's words, and jest's before jest-circus (jest-jasmine2, jest 26 and older): `Timeout - Async callback
        // was not invoked within the 5000 ms timeout specified by jest.setTimeout.`, jasmine 3+'s `Async function did
        // not complete within 5000ms`.
        id: "timeout.jasmine",
        confidence: 0.97,
        tools: ["jest", "jasmine", "junit"],
        text: /Timeout - Async (?:callback was not invoked|function did not complete) within(?: the)? \d{1,9} ?ms/,
      },
      { id: "timeout.mocha", confidence: 0.97, tools: ["mocha", "junit"], text: /Timeout of \d+ms exceeded/ },
      // @web/test-runner runs mocha in the page: mocha's own words for a test over its time.
      {
        id: "timeout.web-test-runner",
        confidence: 0.97,
        tools: ["web-test-runner"],
        text: /Timeout of \d{1,9}ms exceeded/,
      },
      {
        // karma runs mocha in the browser (karma-mocha): mocha's own words for a test over its time, under karma's
        // `<browser> <suites> <test> FAILED`.
        id: "timeout.karma",
        confidence: 0.97,
        tools: ["karma"],
        text: /Timeout of \d{1,9}ms exceeded/,
      },
      {
        id: "timeout.node-test",
        confidence: 0.97,
        tools: ["node-test", "junit"],
        text: /testTimeoutFailure|test timed out after \d/,
      },
      { id: "timeout.go", confidence: 0.97, tools: ["go", "junit"], text: /^panic: test timed out after/ },
      {
        // `t.timeout()` exceeded, the run's timeout with tests pending, and a test whose promise was still pending
        // when nothing was left to run (ava ends the hung test then rather than at its timeout).
        id: "timeout.ava",
        confidence: 0.95,
        tools: ["ava"],
        text: /Test timeout exceeded|Timed out while running tests|^(?:Promise|Observable) returned by test never (?:resolved|completed)/,
      },
      {
        id: "timeout.pytest",
        confidence: 0.95,
        tools: ["pytest", "junit"],
        // pytest-timeout 1 (`Failed: Timeout >2.0s`) and 2 (`Failed: Timeout (>2.0s) from pytest-timeout.`).
        text: /Failed: Timeout \(?>|\+ Timeout \+/,
      },
      {
        id: "timeout.playwright",
        confidence: 0.95,
        tools: ["junit", "playwright"],
        text: /Test timeout of \d+ms exceeded|Timeout \d+ms exceeded|^TimeoutError\b/,
      },
      { id: "timeout.ctest", confidence: 0.95, tools: ["ctest"], text: /^ctest Timeout$/ },
      {
        // node-tap stopping a test whose time ran out: `not ok 5 - timeout!` with `expired: test/x.js` below it.
        id: "timeout.node-tap",
        confidence: 0.9,
        tools: ["tap"],
        text: /^timeout!$/,
      },
      {
        // poku ending a test file it stopped: `● Timeout: test file exceeded 30000ms limit`.
        id: "timeout.poku",
        confidence: 0.9,
        tools: ["test-list"],
        text: /Timeout: test file exceeded \d{1,12}ms limit/,
      },
      { id: "timeout.exit-124", confidence: 0.6, tools: ["runner"], text: /exit code 124\b/ },
      {
        // A time limit of the code under test, in its own words, whatever runner reported it: a library's guardrail
        // (`Evaluation timeout after 1000 milliseconds. Check for infinite loop`), a client's `Timeout after 5000ms`.
        // The limit is named with its unit; `timed out after …` is the generic rule's.
        id: "timeout.after-limit",
        confidence: 0.7,
        text: /\btimeout after \d{1,12} ?(?:ms|milliseconds?|s|secs?|seconds?|minutes?)\b/i,
      },
      {
        id: "timeout.generic",
        confidence: 0.7,
        text: /\btimed out\b|\bTimeoutError\b|\btimeout exceeded\b|deadline exceeded/i,
      },
    ],
  },
  infrastructure: {
    title: "Infrastructure (not a code defect)",
    severity: "low",
    guidance:
      'This is not a code defect (network, registry, rate limit, memory, disk, a missing tool, daemon, variable or credential). Do not change code to "fix" it: re-run, or fix the environment or the workflow configuration.',
    suggestion: "this is not the code: ask a human to check the runner/service",
    precedence: 1,
    rules: [
      {
        // A package the toolchain itself imports is not installed (imported from node_modules, a bare name, not
        // the project's own relative import): the environment is incomplete, e.g. jest reading a jest.config.ts
        // without ts-node. The same command fails the same way until the dependency is installed.
        id: "infrastructure.missing-package",
        confidence: 0.9,
        excerpt:
          /Cannot find (?:package|module) '(?![./])[^']{1,200}' (?:imported from|from) \S{0,500}\/node_modules\/|is required for the TypeScript configuration files|\bModule \S{1,200} in the \w{1,60} option was not found\b|\bPreset \S{1,200} not found\b/,
      },
      // A runner that could not read its configuration ran no test: the same command fails the same way.
      { id: "infrastructure.runner-config", confidence: 0.8, tools: ["config"] },
      {
        // Playwright's launcher finds no browser where its install step puts it (`browserType.launch: Executable
        // doesn't exist at …/firefox-1408/firefox/firefox`, with its `npx playwright install` box): the job never
        // installed the browser; no test ran.
        id: "infrastructure.browser-not-installed",
        confidence: 0.95,
        text: /\bbrowserType\.launch: Executable doesn't exist at \S/,
      },
      {
        id: "infrastructure.heap-oom",
        confidence: 0.97,
        text: /JavaScript heap out of memory|Reached heap limit|\bMemoryError\b|OutOfMemoryError|Cannot allocate memory|runtime: out of memory|memory allocation of \d+ bytes failed|\bout of memory\b/i,
      },
      {
        id: "infrastructure.disk-full",
        confidence: 0.97,
        text: /No space left on device|\bENOSPC\b|disk quota exceeded/i,
      },
      {
        id: "infrastructure.network",
        confidence: 0.92,
        text: /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b|getaddrinfo|Could not resolve host|Temporary failure in name resolution|Name or service not known|ConnectionRefusedError|Connection refused|NewConnectionError|Network is unreachable|socket hang up|dial tcp|no such host/,
      },
      {
        // A socket's own error, as node and the clients built on it word it (`connect ECONNREFUSED 127.0.0.1:5432`,
        // `getaddrinfo ENOTFOUND db`): a service the run needs did not answer. Evidence of the cause wherever it is
        // printed, above the wrapper a runner or an assertion put around it (`ifError got unwanted exception: connect
        // ECONNREFUSED ::1:5672`, a database client's error inside a test's failure block); an expectation about
        // such an error names the code alone (`Expected: "ECONNREFUSED"`), not a connect to an address.
        id: "infrastructure.connect-refused",
        confidence: 0.96,
        text: new RegExp(SERVICE_REFUSED),
      },
      {
        // A service the tests need answered, but is not set up for them: the database or role was never created,
        // the credentials are not the CI's, a Redis database number the server does not have (`ERR DB index is out of
        // range`) (PostgreSQL, MySQL/MariaDB, Redis, MongoDB, RabbitMQ). Above a test
        // runner's assertion wrapper (`ifError got unwanted exception: Unknown database 'x'`): the server's answer
        // is the cause, whatever caught it. Not when the test compared the server's words as a string (jasmine's
        // `Expected 'role "x" does not exist' to contain 'password authentication failed …'`, chai's `expected '…' to
        // include '…'`): the server answered, and the test's expectation about its error text is what failed.
        id: "infrastructure.service-setup",
        confidence: 0.96,
        text: new RegExp(
          String.raw`^(?!(?:Error: |AssertionError(?: \[ERR_ASSERTION\])?: )?[Ee]xpected ['"])[\s\S]{0,2000}?(?:${SERVICE_NOT_SET_UP}|\bOperationalError\b.{0,200}\b(?:could not connect|Connection refused|does not exist))`,
        ),
      },
      {
        // A comparison whose ACTUAL value is a service's own error: node:test's YAML (and tape's) print the two values
        // of a failed `strictEqual` as `actual: 'connect ECONNREFUSED 127.0.0.1:5433'` and `expected: 'database "x"
        // does not exist'`. The test compared an error's message and got the service's refusal (nothing listening, a
        // role or database never created): the service is the cause, as service-setup and connect-refused read it
        // (the same words). Not the EXPECTED value (a test provokes that error on purpose), nor a quoted
        // expectation's text (`Expected '…' to contain …`, service-setup's exception). Only where the tool prints the
        // actual value under its own key.
        id: "infrastructure.service-actual",
        confidence: 0.96,
        tools: ["node-test", "tap"],
        excerpt: new RegExp(
          String.raw`^[ \t]{0,40}(?:actual|found): ['"][^\n]{0,300}?(?:${SERVICE_REFUSED}|\bConnection refused\b|${SERVICE_NOT_SET_UP})`,
          "m",
        ),
      },
      {
        id: "infrastructure.network-cause",
        confidence: 0.85,
        excerpt:
          /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN)\b|ConnectionRefusedError|Connection refused|NewConnectionError/,
      },
      {
        // An install that left a dependency incomplete: a native addon it never built (`Cannot find module
        // '../build/Release/x.node'`: node-gyp failed, or scripts were skipped) or a file a package inside
        // node_modules requires of itself (jest's `Cannot find module './data.json' from 'node_modules/pkg/index.js'`:
        // a postinstall download skipped). The project's code is not what is missing: install again.
        id: "infrastructure.broken-install",
        confidence: 0.94,
        families: ["js-test", "runtime"],
        excerpt:
          /Cannot find module '[^'\n]{1,300}\.node'|Cannot find module '[^'\n]{1,300}' from '(?:[^'\n]{0,300}\/)?node_modules\//,
      },
      {
        // An installed dependency that no longer parses in the tool loading it: node's header over the error names a
        // file in node_modules (`/…/node_modules/async-function/require.mjs:1`, an ES module an old eslint requires
        // as CommonJS), while node compiled it (`at new Script (node:vm…)`, `wrapSafe`: not a SyntaxError a library
        // throws about its input). Today's dependencies (no lockfile, a range that moved) against an older tool: the
        // pull request's code never ran. A syntax error of the project's own file names that file.
        id: "infrastructure.dependency-syntax",
        confidence: 0.96,
        tools: ["node"],
        text: /^SyntaxError\b/,
        excerpt:
          /^(?:\/|file:\/\/|[A-Za-z]:\\)[^\n]{0,1000}?[/\\]node_modules[/\\][^\n:]{1,500}:\d{1,7}\n[\s\S]{0,4000}?\bat (?:new Script \(node:vm|wrapSafe \(node:internal|internalCompileFunction \(node:internal|compileSourceTextModule \(node:internal|ModuleLoader\.moduleStrategy \(node:internal)/,
      },
      {
        // Every error tsc printed sits in node_modules (extract/tsc.ts collapses them into one): the installed
        // declarations do not compile with the project's TypeScript (a newer `@types/node` than it parses), not the
        // pull request's code. Above compilation.ts-code, which the collapsed error's code still fires.
        id: "infrastructure.tsc-dependencies",
        confidence: 0.98,
        tools: ["tsc"],
        text: /^tsc errors in node_modules only$/,
      },
      {
        id: "infrastructure.registry",
        confidence: 0.93,
        tools: ["npm", "pip", "pnpm"],
        text: /\bE404\b|\bETARGET\b|\bnotarget\b|404 Not Found|Could not find a version|No matching distribution|\bE40[13]\b|ENEEDAUTH|code E[A-Z]{3,}|\bERR_PNPM_(?:FETCH_40[134]|NO_MATCHING_VERSION)\b/,
      },
      {
        // mypy --install-types whose pip run never reached the index (extract/python.ts reads pip's output between
        // `Installing missing stub packages:` and mypy's errors): `Library stubs not installed for "pytz"
        // [import-untyped]` is only there because the install failed. Above compilation.mypy-import.
        id: "infrastructure.mypy-stub-install",
        confidence: 0.97,
        tools: ["mypy"],
        text: /^stub install failed on the network$/,
      },
      {
        // The registry (or the proxy before it) failing: npm's `code E503`, `503 Service Unavailable - GET …`, pip's
        // `502 Server Error: Bad Gateway`, pnpm's `ERR_PNPM_FETCH_503`. Nothing in the project to change: re-run.
        id: "infrastructure.registry-unavailable",
        confidence: 0.93,
        tools: ["npm", "pip", "pnpm"],
        text: /\bE50[0-4]\b|\b50[0-4] (?:Internal Server Error|Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out)\b|\bERR_PNPM_FETCH_50[0-4]\b/,
      },
      {
        // A registry, an API or a container registry limiting the rate of requests (npm's E429, Docker Hub's
        // toomanyrequests, GitHub's API rate limit): re-run later.
        id: "infrastructure.rate-limit",
        confidence: 0.93,
        text: /\bE429\b|\b429 Too Many Requests\b|\btoomanyrequests\b|\bAPI rate limit exceeded\b|\brate limit(?:ed| exceeded)\b/i,
      },
      {
        id: "infrastructure.maven-resolution",
        confidence: 0.93,
        tools: ["maven"],
        text: /could not be resolved|Could not resolve dependencies|Could not transfer artifact|in offline mode|Non-resolvable|Could not find artifact|PluginResolutionException/,
      },
      { id: "infrastructure.npm-missing-script", confidence: 0.8, tools: ["npm"], text: /Missing script/ },
      { id: "infrastructure.exit-127", confidence: 0.6, tools: ["runner"], text: /exit code 127\b/ },
      {
        id: "infrastructure.missing-command",
        confidence: 0.95,
        text: /command not found|: not found$|spawn \S{1,200} ENOENT|is not recognized as an internal or external command/,
      },
      {
        id: "infrastructure.missing-env",
        confidence: 0.9,
        text: /\benvironment variable\b|\b[A-Z][A-Z0-9_]{2,80}(?: is)? not set\b|\bmust be set\b|parameter null or not set/,
      },
      {
        // The package's own metadata is missing: it was not installed (`pip install -e .` skipped).
        id: "infrastructure.python-not-installed",
        confidence: 0.93,
        tools: ["python", "pytest", "unittest"],
        text: /\bPackageNotFoundError\b|\bDistributionNotFound\b/,
      },
      {
        id: "infrastructure.os-environ",
        confidence: 0.9,
        tools: ["python", "pytest", "unittest"],
        text: /\bKeyError\b/,
        excerpt: /os\.environ\[|<frozen os>|os\.py", line \d+, in __getitem__/,
      },
      {
        id: "infrastructure.docker",
        confidence: 0.95,
        text: /Cannot connect to the Docker daemon|Is the docker daemon running|Error response from daemon|pull access denied/,
      },
      { id: "infrastructure.curl", confidence: 0.9, tools: ["curl"], text: /curl: \(\d+\)/ },
      {
        id: "infrastructure.killed",
        confidence: 0.6,
        tools: ["shell", "runner"],
        text: /^Killed\b|exit code 137\b/,
      },
      {
        id: "infrastructure.no-such-file",
        confidence: 0.6,
        tools: ["shell", "python"],
        text: /No such file or directory|can't open file/,
      },
    ],
  },
  unknown: {
    title: "Unclassified",
    severity: "medium",
    guidance:
      "These failures match no known pattern: read the excerpts and reproduce locally before changing anything.",
    suggestion:
      "the failure was not recognised: read the full log of the latest run, or ask a human what the job checks",
    precedence: 8,
    rules: [],
  },
};

/** One value per category, read from its row. */
export function byCategory<T>(pick: (row: CategoryRow, id: CategoryId) => T): Record<CategoryId, T> {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, pick(CATEGORY[id], id)])) as Record<CategoryId, T>;
}

/** Category ids by precedence: the first wins a tie in confidence. */
export const BY_PRECEDENCE: readonly CategoryId[] = [...CATEGORY_IDS].sort(
  (a, b) => CATEGORY[a].precedence - CATEGORY[b].precedence,
);
