// Where the engine falls short on the real-world corpus (test/fixtures/real), pinned: the exact
// problems `scoreCase` reports per case, and floors under the four figures. A change that fixes a
// gap fails the corpus test until its entry is removed here (and the floor raised); a change that
// breaks another case fails it too. Written by `npx tsx test/corpus/score.ts real --write-gaps`.

/** The four figures of the real corpus may not drop below these (shares in [0, 1]). */
export const REAL_FLOORS = { primary: 0.97, tests: 0.99, locations: 0.95, real: 0.98 };

export const REAL_KNOWN_GAPS: Record<string, string[]> = {
  "argparse-make-prove-tap": ["location not found: tests/basic.sh:21 (got tests/basic.sh:null)"],
  "autocfg-cargo-doctest-assert": ["location not found: src/lib.rs:377 (got src/lib.rs:375)"],
  "body-parser-mocha-nyc-typeerror": [
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
    "location not found: lib/types/json.js:72 (got lib/types/json.js:36)",
  ],
  "connect-pg-simple-mocha-c8-pgp-many": [
    "category of PGStore pgPromise should properly handle successfull callback queries: got assertion, expected runtime",
    "category of PGStore pgPromise should properly handle failing callback queries: got assertion, expected runtime",
  ],
  "connect-redis-vitest-ids-prefix": ["location not found: index_test.ts:66 (got index_test.ts:31)"],
  "cookie-es-obuild-missing-export": [
    "location not found: src/index.ts:16",
    "noise: compilation rolldown  Export 'splitSetCookieString' is not defined. (153:220)",
  ],
  "dataloader-flow-key-type": [
    "primary: got assertion, expected types",
    "location not found: src/__tests__/dataloader.test.js:128",
    "noise: assertion runner  Process completed with exit code 2.",
  ],
  "dataloader-jest-scheduler-timeout": [
    "location not found: src/__tests__/dataloader.test.js:125 (got src/__tests__/dataloader.test.js:24)",
  ],
  "dissimilar-cargo-test-doctest-type": ["location not found: src/lib.rs:28 (got src/lib.rs:27)"],
  "dotenv-tap-export-prefix": [
    "location not found: tests/test-parse-fast.js:14 (got tests/test-parse-fast.js:9)",
    "location not found: tests/test-parse-fast.js:45 (got tests/test-parse-fast.js:9)",
    "location not found: tests/test-parse-fast.js:62 (got tests/test-parse-fast.js:9)",
    "test not found: ignores export keyword",
    "location not found: tests/test-parse.js:99",
    "test not found: ignores export keyword and spacing",
    "location not found: tests/test-parse.js:101",
    "test not found: ignores export keyword and parses value",
    "location not found: tests/test-parse.js:103",
    "test not found: ignores export keyword and parses value with spacing",
    "location not found: tests/test-parse.js:105",
    "test not found: ignores export keyword and parses value with spacing",
    "location not found: tests/test-parse.js:107",
    "noise: assertion tap tests/test-parse.js ignores export keyword",
    "noise: assertion tap tests/test-parse.js ignores export keyword and spacing",
    "noise: assertion tap tests/test-parse.js ignores export keyword and parses value",
    "noise: assertion tap tests/test-parse.js ignores export keyword and parses value with spacing",
    "noise: assertion tap tests/test-parse.js ignores export keyword and parses value with spacing",
  ],
  "eslint-plugin-jest-projects-rule-tester": [
    "location not found: src/rules/__tests__/no-test-prefixes.test.ts:47 (got src/rules/__tests__/no-test-prefixes.test.ts:null)",
    "location not found: src/rules/__tests__/no-test-prefixes.test.ts:107 (got src/rules/__tests__/no-test-prefixes.test.ts:null)",
    "location not found: src/rules/__tests__/no-test-prefixes.test.ts:120 (got src/rules/__tests__/no-test-prefixes.test.ts:null)",
    "location not found: src/rules/__tests__/no-test-prefixes.test.ts:133 (got src/rules/__tests__/no-test-prefixes.test.ts:null)",
    "location not found: src/rules/__tests__/no-test-prefixes.test.ts:145 (got src/rules/__tests__/no-test-prefixes.test.ts:null)",
  ],
  "flask-pytest-json-date-typeerror": ["primary: got assertion, expected runtime"],
  "helmet-run-p-xfo-same-origin": [
    "primary: got infrastructure, expected assertion",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
    "location not found: test/project-setups.test.ts:34 (got test/project-setups.test.ts:null)",
  ],
  "hookable-vitest-timeout": ["primary: got assertion, expected timeout"],
  "http-server-tap-terse-cache": [
    "category of http-server main: got infrastructure, expected runtime",
    "category of http-server main: got infrastructure, expected runtime",
  ],
  "jasmine-spec-reporter-ts": [
    "location not found: spec/unit/default-display.spec.ts:416 (got spec/unit/default-display.spec.ts:323)",
    "location not found: spec/unit/default-display.spec.ts:436 (got spec/unit/default-display.spec.ts:338)",
    "location not found: spec/unit/default-display.spec.ts:507 (got spec/unit/default-display.spec.ts:394)",
    "location not found: spec/unit/display-stacktrace.spec.ts:23 (got spec/unit/display-stacktrace.spec.ts:20)",
  ],
  "jest-extended-coverage-deleted-tests": ["primary: got snapshot, expected assertion"],
  "jq-make-check-add": [
    "location not found: tests/man.test:306 (got undefined:undefined)",
    "location not found: tests/jq.test:760 (got undefined:undefined)",
    "category of tests/shtest: got assertion, expected runtime",
    "location not found: tests/manonig.test:7 (got undefined:undefined)",
  ],
  "json-simple-javac": [
    "primary: got types, expected compilation",
    "category of src/main/java/org/json/simple/JSONValue.java:185: got types, expected compilation",
  ],
  "jsonparser-go-test-v-token-panic": [
    "location not found: dead_code_audit_test.go:140 (got parser.go:1525)",
  ],
  "klona-uvu-set-typeerror": [
    "location not found: test/suites/set.js:9 (got src/full.js:20)",
    "location not found: test/suites/set.js:22 (got src/full.js:20)",
  ],
  "lowdb-node-test-floating-write": [
    "location not found: src/core/Low.test.ts:67 (got src/core/Low.test.ts:null)",
  ],
  "magic-string-rollup-unresolved-import": [
    "location not found: src/MagicString.js:6",
    'noise: compilation rollup  Could not resolve "./utils/is-object.js" from "src/MagicString.js"',
  ],
  "maplit-cargo-test-doctest": ["location not found: src/lib.rs:191 (got src/lib.rs:190)"],
  "mime-types-mocha-missing-module": [
    "location not found: index.js:17",
    "noise: compilation mocha  Error: Cannot find module './mimeScore'",
  ],
  "mlly-unbuild-unresolved-import": [
    "location not found: src/cjs.ts:4",
    'noise: compilation rollup  Could not resolve "./_utils" from "src/cjs.ts"',
  ],
  "mlly-vitest4-chai-equal": ["primary: got runtime, expected assertion"],
  "mobx-jest-inline-snapshot": [
    "category of esnext iterator helpers support: got runtime, expected infrastructure",
    "category of esnext iterator helpers support: got runtime, expected infrastructure",
    "location not found: packages/mobx/__tests__/base/set.js:325 (got packages/mobx/src/types/observableset.ts:236)",
    "category of The Set object methods do what they are supposed to do › with native Set: got runtime, expected infrastructure",
    "location not found: packages/mobx/__tests__/base/set.js:346 (got packages/mobx/src/types/observableset.ts:240)",
    "category of The Set object methods do what they are supposed to do › set methods preserve receiver order (matches native Set): got runtime, expected infrastructure",
    "location not found: packages/mobx/__tests__/base/set.js:354 (got packages/mobx/src/types/observableset.ts:236)",
    "category of The Set object methods do what they are supposed to do › with ObservableSet #3919: got runtime, expected infrastructure",
    "location not found: packages/mobx/__tests__/base/set.js:372 (got packages/mobx/src/types/observableset.ts:236)",
    "category of The Set object methods do what they are supposed to do › with Set-like: got runtime, expected infrastructure",
    "category of Observable Set methods are reactive › Intersection method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › Union method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › Difference method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › symmetricDifference method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › isSubsetOf method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › isSupersetOf method is reactive: got assertion, expected infrastructure",
    "category of Observable Set methods are reactive › isDisjointFrom method is reactive: got assertion, expected infrastructure",
  ],
  "mysql2-poku-unknown-database": [
    "noise: runtime test-list Pool end with default config › should emit deprecation warning when calling conn.end() TypeError: Cannot read properties of undefined (reading 'on')",
    "noise: timeout test-list test/integration/graceful-end/test-pool-release-idle-with-graceful-end-config.test.mts ● Timeout: test file exceeded 30000ms limit",
    "noise: timeout test-list test/integration/connection/test-aurora-failover-readonly.test.mts ● Timeout: test file exceeded 30000ms limit",
  ],
  "nanoevents-check-dts-type": [
    "primary: got assertion, expected types",
    "location not found: test/types.ts:43",
    "noise: assertion runner  Process completed with exit code 1.",
  ],
  "pg-promise-jasmine-istanbul-camelize": [
    "category of Connection for invalid user name must report the right error: got infrastructure, expected assertion",
  ],
  "radix3-vitest2-coverage-perfile": [
    "primary: got unknown, expected assertion",
    "noise: unknown runner  Process completed with exit code 1.",
  ],
  "radix3-vitest2-inline-snapshot": [
    "location not found: test/router.test.ts:221 (got test/router.test.ts:46)",
  ],
  "rax-make-test-abort-numnodes": [
    "primary: got runtime, expected assertion",
    "location not found: rax.c:1245",
    "noise: runtime runner  Process was killed by SIGABRT (exit code 134: Aborted: a crash (abort(), a faile",
  ],
  "rax-make-test-ld-renamed-find": [
    "location not found: rax-test.c:845",
    "noise: compilation ld  rax-test.o:/home/runner/work/rax/rax/rax-test.c:845: more undefined references t",
  ],
  "rax-make-test-seek-gt": [
    "primary: got unknown, expected assertion",
    "noise: unknown runner  Process completed with exit code 1.",
  ],
  "remeda-eslint-vitest-skip-max-warnings": [
    "location not found: packages/remeda/src/funnel.test.ts:32",
    "noise: compilation npm  npm error Lifecycle script `lint` failed with error:",
    "noise: compilation npm  npm error command failed",
  ],
  "snapshot-diff-jest-deep-import": [
    "location not found: src/react-serializer.js:8",
    "noise: compilation jest  Test suite failed to run: Cannot find module 'pretty-format/build/plugins/ReactE",
    "noise: compilation jest  Test suite failed to run: Cannot find module 'pretty-format/build/plugins/ReactE",
    "noise: compilation jest  Test suite failed to run: Cannot find module 'pretty-format/build/plugins/ReactE",
    "noise: compilation jest public api Cannot find module 'pretty-format/build/plugins/ReactElement' from 'src/react-se",
    "noise: compilation jest  Test suite failed to run: Cannot find module 'pretty-format/build/plugins/ReactE",
  ],
  "solid-turbo-vitest-selector": ["primary: got timeout, expected assertion"],
  "tiny-invariant-ts-jest29-diagnostics": ["primary: got timeout, expected types"],
  "tiny-invariant-ts-jest29-message": ["primary: got timeout, expected assertion"],
  "tinyexpr-make-minctest": [
    "primary: got unknown, expected assertion",
    "test not found: INFs",
    "location not found: smoke.c:267",
    "test not found: INFs",
    "location not found: smoke.c:273",
    "test not found: Combinatorics",
    "location not found: smoke.c:684",
    "noise: unknown make  make: *** [Makefile:12: smoke] Error 1",
  ],
  "tinyxml2-ctest-query-attr": [
    "test not found: Query attribute: not a number",
    "noise: assertion ctest xmltest [fail] Query attribute: not a number [XML_WRONG_ATTRIBUTE_TYPE][XML_NO_ATTRIBUTE",
  ],
  "typedi-jest-runinband-scoped": [
    "location not found: test/decorators/Service.spec.ts:163 (got test/decorators/Service.spec.ts:217)",
    "location not found: test/github-issues/112/issue-112.spec.ts:47 (got test/github-issues/112/issue-112.spec.ts:59)",
    "location not found: test/github-issues/61/issue-61.spec.ts:30 (got test/github-issues/61/issue-61.spec.ts:34)",
  ],
  "uuid-node-test-wrong-return": [
    "location not found: src/test/version.test.ts:16 (got src/test/version.test.ts:14)",
  ],
  "vitesse-lite-vite-unresolved": [
    "location not found: src/main.ts:5",
    'noise: compilation rollup  Could not resolve "./composables/preferences" from "src/main.ts"',
  ],
  "yargs-mocha-check-leaks": ["location not found: test/command.mjs:987 (got undefined:undefined)"],
  "yargs-parser-mocha-min-node": [
    "location not found: lib/index.ts:28",
    "noise: runtime mocha  Error: yargs parser supports a minimum Node.js version of 22. Read our version s",
  ],
};
