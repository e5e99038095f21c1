// @web/test-runner 0.19's default reporter, which a held-out pass found unread on real projects (test/fixtures/real,
// record-real.sh): github/tab-container-element (Chrome through puppeteer) and github/clipboard-copy-element (Playwright).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { wtr } from "../../src/core/extract/wtr.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const run = (id: string) => extractFrom(wtr, join(REAL, id, "log.txt"));
const analysed = (id: string) =>
  recordedFailures(join(REAL, id)).map((f) => [f.category, f.test, f.location?.file, f.location?.line]);

describe("web-test-runner: a failed test, ` ❌ suite > test` over its error indented six spaces", () => {
  it("selectTab on a missing tab: the joined name, the TypeError, located at the throwing source line", () => {
    const [c, ...rest] = run("tab-container-wtr-selecttab-bounds");
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      tool: "web-test-runner",
      test: "tab-container > after tree insertion > result in noop, when selectTab receives out of bounds index",
      suite: "test/test.js",
      message: "TypeError: Cannot read properties of undefined (reading 'setAttribute')",
      kind: "TypeError",
    });
    expect([c?.where?.path, c?.where?.line]).toEqual(["src/tab-container-element.ts", 393]);
    expect(c?.frames.map((f) => f.path)).toEqual(["src/tab-container-element.ts", "test/test.js"]);
  });

  it("a chai assertion with its diff: expected and actual, at the test's line; reproduced by its file", () => {
    expect(run("clipboard-copy-wtr-href-attribute")).toMatchObject([
      {
        test: "clipboard-copy element > target element > a[href]",
        message: "AssertionError: expected '/hello#world' to equal 'http://localhost:8000/hello#world'",
        where: { path: "test/test.js", line: 141 },
      },
    ]);
    const f = recordedFailures(join(REAL, "clipboard-copy-wtr-href-attribute"));
    expect(f.map((x) => [x.category, x.reproduce])).toEqual([
      ["assertion", "npx web-test-runner test/test.js"],
    ]);
  });
});

describe("web-test-runner: the session's own errors, ` ❌ Error: …` with the message as thrown and no test", () => {
  it("axe's violations from the afterEach hooks (no test named) and from two tests: four assertions", () => {
    const got = run("tab-container-wtr-axe-tablist-role");
    expect(got.map((c) => [c.test, c.message, c.where?.path, c.where?.line])).toEqual([
      [null, "Error: Accessibility Violations", "test/test.js", 98],
      [null, "Error: Accessibility Violations", "test/test.js", 140],
      // Only chai-a11y-axe's frames in the stack: the test's file, no line.
      [
        "tab-container > after tree insertion with aria-selected on second tab > has accessible markup",
        "Error: Accessibility Violations",
        "test/test.js",
        null,
      ],
      [
        "tab-container > after tree insertion with defaulTabIndex > has accessible markup",
        "Error: Accessibility Violations",
        "test/test.js",
        null,
      ],
    ]);
    expect(analysed("tab-container-wtr-axe-tablist-role").map((x) => x[0])).toEqual([
      "assertion",
      "assertion",
      "assertion",
      "assertion",
    ]);
  });

  it("a browser Playwright never installed: the launch error (its box and `(failed on Firefox)` not in the message), infrastructure", () => {
    const got = run("clipboard-copy-wtr-firefox-not-installed");
    expect(got).toHaveLength(1);
    expect(got[0]?.test).toBeNull();
    expect(got[0]?.message).toMatch(
      /^browserType\.launch: Executable doesn't exist at \/home\/runner\/\S+\/firefox-1408\/firefox\/firefox$/,
    );
    expect(analysed("clipboard-copy-wtr-firefox-not-installed").map((x) => x[0])).toEqual(["infrastructure"]);
  });
});

describe("web-test-runner: a rejection nobody handled, logged by the page under ` 🚧 Browser logs:`", () => {
  it("the page's TypeError (three times the same, one failure) first, then each test's mocha timeout", () => {
    const got = run("clipboard-copy-wtr-clipboarditem-timeout");
    expect(got.map((c) => [c.test, c.message.slice(0, 40), c.where?.path, c.where?.line])).toEqual([
      [null, "TypeError: navigator.clipboard.write is ", "src/clipboard.ts", 15],
      [null, "TypeError: navigator.clipboard.write is ", "src/clipboard.ts", 15],
      [null, "TypeError: navigator.clipboard.write is ", "src/clipboard.ts", 15],
      // The timeouts' stacks hold only the framework's own frames (`__web-test-runner__/…/autorun.js`).
      [
        "clipboard-copy element > target element > node",
        "Error: Timeout of 1000ms exceeded. For a",
        "test/test.js",
        null,
      ],
      [
        "clipboard-copy element > target element > a[id]",
        "Error: Timeout of 1000ms exceeded. For a",
        "test/test.js",
        null,
      ],
      [
        "clipboard-copy element > shadow DOM context > copies from within its shadow root",
        "Error: Timeout of 1000ms exceeded. For a",
        "test/test.js",
        null,
      ],
    ]);
    expect(got[0]?.kind).toBe("Unhandled Rejection TypeError");
    expect(got.slice(3).map((c) => c.limitMs)).toEqual([1000, 1000, 1000]);
    expect(analysed("clipboard-copy-wtr-clipboarditem-timeout").map((x) => x[0])).toEqual([
      "runtime",
      "timeout",
      "timeout",
      "timeout",
    ]);
  });

  it("what the page only logged (Lit's dev-mode notice) is no failure", () => {
    expect(run("clipboard-copy-wtr-href-attribute").filter((c) => c.test === null)).toEqual([]);
  });
});
