// How the retry planner recognises a command and builds its targeted retry (core/plan/target.ts), by behaviour:
// launchers and package managers, the words a user writes, package scripts, every refusal with its reason (the
// report shows it as why the whole command ran). The commands that fix a runner's option shapes (`--` in the
// command) were checked against real jest 30, vitest 4 and node 20.
import { describe, expect, it } from "vitest";
import { hash64 } from "../../../src/core/classify/fingerprint.js";
import { shortName } from "../../../src/core/names.js";
import { recognise, targetedCommand, type AttemptPlan } from "../../../src/core/plan/index.js";

type Category = "assertion" | "compilation";
const failure = (
  test: string | null,
  tool: string,
  file: string | null = null,
  category: Category = "assertion",
) => ({
  tool,
  test,
  suite: null,
  category,
  location: file === null ? null : { file },
});
type F = ReturnType<typeof failure>;
const VITEST = [failure("a > b", "vitest", "test/a.test.ts")];
const plan = (command: string, fs: F[] = VITEST, scripts: Record<string, string> | null = null) =>
  targetedCommand(command, fs, { scripts, commandDir: null, index: 2 });
/** The targeted command, or the refusal's reason. */
const cmd = (command: string, fs: F[] = VITEST, scripts: Record<string, string> | null = null) => {
  const p: AttemptPlan | string = plan(command, fs, scripts);
  return typeof p === "string" ? p : p.command;
};
const RUNNERS = "vitest, jest, mocha, node --test, pytest, go test, cargo test, cargo nextest run";

describe("launchers: the runner after npx, pnpx, bunx, pnpm, yarn, environment assignments", () => {
  it("npx and its options, pnpx, bunx, environment assignments: kept as written, the runner's words added", () => {
    for (const head of [
      "npx",
      "npx -y",
      "npx --yes",
      "npx --no-install",
      "npx --no",
      "pnpx",
      "bunx",
      "CI=true npx",
      "CI=1 NODE_ENV=test npx",
    ])
      expect(cmd(`${head} vitest run`), head).toBe(`${head} vitest run test/a.test.ts -t '^(?:a b)$'`);
  });

  it("pnpm and yarn: `exec`, or a runner's name straight after them; anything else is a script", () => {
    expect(cmd("pnpm exec vitest run")).toBe("pnpm exec vitest run test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("yarn vitest run")).toBe("yarn vitest run test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("pnpm vitest")).toBe("pnpm vitest test/a.test.ts -t '^(?:a b)$'");
    // vitest's own refusal (a watch command) is not taken for a runner after yarn: yarn runs a script of that name.
    expect(cmd("yarn vitest watch")).toBe(
      "`yarn vitest` runs a script whose test runner is not known here, so its tests cannot be picked safely",
    );
    // A word that is not a launcher is not skipped: `time` is the command.
    expect(cmd("time vitest run")).toBe(`\`time\` is not a test runner a retry can target (${RUNNERS})`);
  });

  it("the first word of an unknown command is named, at most 100 characters", () => {
    const long = `f${"o".repeat(150)}`;
    expect(cmd(`${long} bar`)).toBe(
      `\`${long.slice(0, 100)}\` is not a test runner a retry can target (${RUNNERS})`,
    );
  });

  it("build tools and package managers run scripts whose runner is not known: named by their first two words", () => {
    for (const w of [
      "npm",
      "yarn",
      "pnpm",
      "bun",
      "make",
      "just",
      "task",
      "tox",
      "nox",
      "gradle",
      "./gradlew",
      "mvn",
      "./mvnw",
    ])
      expect(cmd(`${w} check --all`), w).toBe(
        `\`${w} check\` runs a script whose test runner is not known here, so its tests cannot be picked safely`,
      );
  });
});

describe("the words a user writes", () => {
  it("runs of spaces and tabs between words, spaces around the command: the same words", () => {
    const want = "npx vitest run test/a.test.ts -t '^(?:a b)$'";
    expect(cmd("npx  vitest \t run")).toBe(want);
    expect(cmd("  npx vitest run  ")).toBe(want);
  });

  it("quoting, expansion, operators or a second line: refused, nothing reinterpreted", () => {
    for (const c of [
      "npx vitest run 'x'",
      "npx vitest run $DIR",
      "npx vitest run && tsc",
      "npx vitest run\nnpx jest",
    ])
      expect(cmd(c), c).toBe("the command is not a plain runner invocation (it has shell syntax or quoting)");
  });

  it("a name filter the command already has, with its value in the next word or after `=`: not narrowed further", () => {
    for (const c of [
      "npx vitest run -t foo",
      "npx vitest run -t=foo",
      "npx vitest run --testNamePattern=foo",
    ])
      expect(cmd(c), c).toBe("the command already picks its tests by name");
    // An option that only begins like one is another option.
    expect(cmd("npx vitest run --testNamePatterns")).toBe(
      "npx vitest run --testNamePatterns test/a.test.ts -t '^(?:a b)$'",
    );
  });
});

describe("the failures a retry can target", () => {
  it("a failure that is no test's, or another runner's: refused, saying which", () => {
    expect(cmd("npx vitest run", [...VITEST, failure(null, "tsc", "src/a.ts", "compilation")])).toBe(
      "attempt 2 has a failure that is not a test's (compilation)",
    );
    expect(cmd("npx vitest run", [failure("x", "jest", "a.test.js")])).toBe(
      "attempt 2 has a failure from jest, not from vitest",
    );
  });

  it("one test whose name was shortened (longer than 1000 characters) among others: no pattern names it, refused", () => {
    const long = shortName(`cart ${"when ".repeat(300)}(case 1)`, 1000, hash64);
    expect(
      cmd("npx vitest run", [
        failure("a", "vitest", "test/a.test.ts"),
        failure(long, "vitest", "test/a.test.ts"),
      ]),
    ).toBe(
      "attempt 2 has a test whose name is longer than 1000 characters and is kept shortened: no pattern names it exactly",
    );
  });

  it("a failure with no test, even the runner's own: refused", () => {
    expect(cmd("npx vitest run", [failure(null, "vitest")])).toBe(
      "attempt 2 has a failure that is not a test's (assertion)",
    );
  });

  it("the reason counts the tests: one test, two tests (a test failing twice is one)", () => {
    const one = plan("npx vitest run");
    expect(typeof one !== "string" && one.reason).toBe("vitest: only the 1 test that failed in attempt 2");
    const two = plan("npx vitest run", [
      failure("a", "vitest", "test/a.test.ts"),
      failure("b", "vitest", "test/b.test.ts"),
      failure("b", "junit", "test/b.test.ts"),
    ]);
    expect(two).toMatchObject({
      reason: "vitest: only the 2 tests that failed in attempt 2",
      tests: 2,
      names: ["a", "b"],
    });
  });
});

describe("package scripts", () => {
  const scripts = { test: "vitest run", "test:ci": "vitest run --reporter=junit" };

  it("npm test, npm t, npm run X, npm test --: the words after `--`; pnpm and yarn: after the name; the reason says through what", () => {
    expect(plan("npm test", VITEST, scripts)).toMatchObject({
      command: "npm test -- test/a.test.ts -t '^(?:a b)$'",
      reason: "vitest: only the 1 test that failed in attempt 2, through `npm test`",
    });
    expect(cmd("npm t", VITEST, scripts)).toBe("npm t -- test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("npm test --", VITEST, scripts)).toBe("npm test -- test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("npm run test:ci", VITEST, scripts)).toBe("npm run test:ci -- test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("npm run-script test:ci", VITEST, scripts)).toBe(
      "npm run-script test:ci -- test/a.test.ts -t '^(?:a b)$'",
    );
    expect(cmd("pnpm test", VITEST, scripts)).toBe("pnpm test test/a.test.ts -t '^(?:a b)$'");
    expect(cmd("yarn test", VITEST, scripts)).toBe("yarn test test/a.test.ts -t '^(?:a b)$'");
  });

  it("npm's own options before the script's name, `yarn t`, npm words without `--`: not a script call", () => {
    const unknown = (w: string) =>
      `\`${w}\` runs a script whose test runner is not known here, so its tests cannot be picked safely`;
    expect(cmd("npm run --silent test", VITEST, scripts)).toBe(unknown("npm run"));
    expect(cmd("yarn t", VITEST, { t: "vitest run" })).toBe(unknown("yarn t"));
    expect(cmd("npm test extra", VITEST, scripts)).toBe(unknown("npm test"));
    // An option of npm's where the script's name would be: `-s` is no script's name.
    expect(cmd("npm run -s", VITEST, { "-s": "vitest run" })).toBe(unknown("npm run"));
  });

  it("a script this run cannot read, or that is not a plain runner invocation: refused, quoting it (at most 200 characters)", () => {
    expect(cmd("npm run ci", VITEST, scripts)).toBe(
      '`npm run ci` runs a script this run could not read (no package.json script "ci" where the command runs)',
    );
    expect(cmd("npm test", VITEST, null)).toBe(
      '`npm test` runs a script this run could not read (no package.json script "test" where the command runs)',
    );
    // Not an own property of the scripts object.
    expect(cmd("npm run constructor", VITEST, scripts)).toContain("could not read");
    expect(cmd("npm test", VITEST, { test: "jest && eslint ." })).toBe(
      "`npm test` runs `jest && eslint .`, not a plain runner invocation (shell syntax or quoting)",
    );
    const long = `${"x".repeat(300)} && y`;
    expect(cmd("npm test", VITEST, { test: long })).toBe(
      `\`npm test\` runs \`${"x".repeat(200)}\`, not a plain runner invocation (shell syntax or quoting)`,
    );
    expect(cmd("npm test", VITEST, { test: "echo hi" })).toBe(
      `\`npm test\` runs \`echo hi\`, which is not a test runner a retry can target (${RUNNERS})`,
    );
    expect(cmd("npm test", VITEST, { test: "vitest watch" })).toBe(
      "`npm test` runs `vitest watch`, which vitest's `watch` command is not one a retry can target",
    );
    const longRunner = `${"y".repeat(250)}`;
    expect(cmd("npm test", VITEST, { test: longRunner })).toBe(
      `\`npm test\` runs \`${"y".repeat(200)}\`, which is not a test runner a retry can target (${RUNNERS})`,
    );
  });

  it("recognise() says which runner and whether only appended words are possible", () => {
    expect(recognise("npm test", { test: "jest --ci" })).toMatchObject({
      runner: { id: "jest" },
      head: ["jest"],
      args: ["--ci"],
      script: { call: ["npm", "test"], name: "test", extra: [], dash: true },
    });
    expect(recognise("pnpm run unit --bail", { unit: "vitest run" })).toMatchObject({
      runner: { id: "vitest" },
      args: ["--bail"],
      script: { call: ["pnpm", "run", "unit"], extra: ["--bail"], dash: false },
    });
    expect(recognise("npx vitest run", null)).toMatchObject({
      head: ["npx", "vitest", "run"],
      args: [],
      script: null,
    });
  });
});

describe("`--` in the command: what a runner reads after it (real jest 30, vitest 4, node 20)", () => {
  it("jest: -t before the command's own `--` (after it, jest read `-t` and the pattern as two more test paths)", () => {
    expect(cmd("npx jest --ci -- test/a.test.js", [failure("x › y", "jest", "test/a.test.js")])).toBe(
      "npx jest --ci -t '^(?:x y)$' -- test/a.test.js",
    );
    expect(cmd("npx jest --ci --", [failure("x › y", "jest", "test/a.test.js")])).toBe(
      "npx jest --ci -t '^(?:x y)$' -- 'test\\/a\\.test\\.js'",
    );
  });

  it("a word after `--` is a positional even when it starts with `-`: the command picks its files, none is added", () => {
    expect(cmd("npx vitest run -- --x")).toBe("npx vitest run -t '^(?:a b)$' -- --x");
  });

  it("vitest: the files and -t before `--` (vitest ignored every word after it and ran the whole suite)", () => {
    expect(cmd("npx vitest run --reporter junit --")).toBe(
      "npx vitest run --reporter junit test/a.test.ts -t '^(?:a b)$' --",
    );
  });

  it("node --test: the patterns before the first file and before `--` (node 20 read them as files: `Could not find`)", () => {
    const n = (file: string | null) => [failure("a", "node-test", file)];
    expect(cmd("node --test x.test.mjs", n(null))).toBe("node --test '--test-name-pattern=^a$' x.test.mjs");
    expect(cmd("node --test -- x.test.mjs", n(null))).toBe(
      "node --test '--test-name-pattern=^a$' -- x.test.mjs",
    );
    expect(cmd("node --test --test-reporter spec test/", n("test/x.test.mjs"))).toBe(
      "node --test --test-reporter spec '--test-name-pattern=^a$' test/x.test.mjs",
    );
    expect(cmd("node --test -- test/", n("test/x.test.mjs"))).toBe(
      "node --test '--test-name-pattern=^a$' -- test/x.test.mjs",
    );
  });

  it("through a script that names its files or passes `--`: only appended words are possible, so no targeted retry", () => {
    expect(
      cmd("npm test", [failure("a", "node-test", "x.test.mjs")], { test: "node --test x.test.mjs" }),
    ).toBe(
      "the script names its test files (or `--`): node would read options added after them as more files",
    );
    expect(cmd("npm test", [failure("a", "node-test", "x.test.mjs")], { test: "node --test" })).toBe(
      "npm test -- '--test-name-pattern=^a$' x.test.mjs",
    );
    expect(cmd("pnpm test --", VITEST, { test: "vitest run" })).toBe(
      "the script passes `--` to vitest: options added after it would not be read as options",
    );
    expect(cmd("npm test", [failure("x", "jest", "a.test.js")], { test: "jest --ci --" })).toBe(
      "the script passes `--` to jest: options added after it would not be read as options",
    );
  });
});
