// vitest 4's browser mode, which a held-out pass found misread on a real project (test/fixtures/real, record-real.sh:
// vitest-dev/vitest-browser-react): its projects' badges hold a space (`prod (chromium)`), and expect.element gives up.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractFrom, recordedFailures } from "../support/recorded.js";
import { vitest } from "../../src/core/extract/vitest.js";

const REAL = join(import.meta.dirname, "..", "fixtures", "real");
const analysed = (id: string) =>
  recordedFailures(join(REAL, id)).map((f) => [f.category, f.test, f.location?.file, f.location?.line]);

describe("vitest browser mode: a project's badge `name (browser)` before the file", () => {
  it("the badge is no part of the file, and each project's failure is its own", () => {
    const got = extractFrom(vitest, join(REAL, "vitest-browser-react-wrapper-dropped", "log.txt"));
    expect(got.map((c) => [c.suite, c.test, c.instance])).toEqual([
      ["test/render-hook.test.tsx", "allows wrapper components", true],
      ["test/render.test.tsx", "waits for suspended boundaries", true],
      ["test/render-hook.test.tsx", "allows wrapper components", true],
      ["test/render.test.tsx", "waits for suspended boundaries", true],
    ]);
    expect(
      recordedFailures(join(REAL, "vitest-browser-react-snapshot-container-attr")).map((f) => [
        f.category,
        f.test,
        f.location?.line,
      ]),
    ).toEqual([
      ["snapshot", "renders simple component", 13],
      ["snapshot", "renders simple component", 13],
    ]);
  });

  it("expect.element giving up on a locator that found nothing is a failed expectation, at its line", () => {
    const c = extractFrom(vitest, join(REAL, "vitest-browser-react-wrapper-dropped", "log.txt"))[1];
    expect(c?.kind).toBe("VitestBrowserElementError, matcher did not succeed in time");
    expect(analysed("vitest-browser-react-wrapper-dropped")).toEqual([
      ["assertion", "allows wrapper components", "test/render-hook.test.tsx", 59],
      ["assertion", "waits for suspended boundaries", "test/render.test.tsx", 47],
      ["assertion", "allows wrapper components", "test/render-hook.test.tsx", 59],
      ["assertion", "waits for suspended boundaries", "test/render.test.tsx", 47],
    ]);
  });
});
