// Python shapes of held-out real projects (test/fixtures/real, labelled before the engine saw them) that
// src/core/extract/python.ts read wrongly: pytest-timeout under pytest's default long traceback (filelock),
// hypothesis's wrapper entry taken for the test's call site (h2), mypy --install-types whose pip run never reached
// the index (schedule), and pip saying one failure in two ERROR lines.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pytest, pip } from "../../src/core/extract/python.js";
import { CORPUS, REAL_CORPUS } from "../corpus/evaluate.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";

const real = (id: string) => join(REAL_CORPUS, id);
const where = (f: { location: { file: string | null; line: number | null } | null }) =>
  `${f.location?.file}:${f.location?.line}`;

describe("pytest-timeout under the long traceback (filelock: the signal lands in the installed package)", () => {
  it("is located at the test's own line that never returned, its outermost entry in a test file", () => {
    const got = recordedFailures(real("filelock-pytest-timeout-hang")).filter(
      (f) => f.category === "timeout",
    );
    expect(got.map((f) => [f.test, where(f)])).toEqual([
      ["tests/test_filelock.py::test_non_blocking[UnixFileLock]", "tests/test_filelock.py:357"],
      ["tests/test_filelock.py::test_non_blocking[SoftFileLock]", "tests/test_filelock.py:357"],
      ["tests/test_filelock.py::test_default_timeout[UnixFileLock]", "tests/test_filelock.py:411"],
      ["tests/test_filelock.py::test_default_timeout[SoftFileLock]", "tests/test_filelock.py:411"],
      [
        "tests/test_filelock.py::test_mtime_zero_exit_branch[SoftFileLock-TimeoutError]",
        "tests/test_filelock.py:838",
      ],
    ]);
  });

  it("keeps where the signal landed among the frames, innermost first", () => {
    const [first] = extractFrom(pytest, join(real("filelock-pytest-timeout-hang"), "log.txt"));
    expect([first?.where?.path, first?.where?.line]).toEqual(["tests/test_filelock.py", 357]);
    expect(first?.frames[0]).toMatchObject({
      path: "../venv/lib/python3.11/site-packages/filelock/_api.py",
      line: 361,
    });
  });

  it("keeps a last line in the repository's source: the poll loop the test called is what never ended", () => {
    const [f] = recordedFailures(join(CORPUS, "qa5-pytest-timeout-poll"));
    expect(f && [f.category, where(f)]).toEqual(["timeout", "shop/slow.py:6"]);
  });
});

describe("hypothesis's @given entry (h2: `>   def test_x(self,` then `tests/test_events.py:54: `)", () => {
  it("is no call site: the failed assert in the same file below it is the test's line", () => {
    const got = recordedFailures(real("h2-pytest-cov-hypothesis-settings-unchanged"));
    expect(got.map((f) => [f.category, f.test?.split("::").pop(), where(f)])).toEqual([
      ["assertion", "test_receiving_settings_frame_event", "tests/test_basic_logic.py:1203"],
      ["assertion", "test_only_reports_changed_settings", "tests/test_events.py:67"],
      ["runtime", "test_correctly_reports_changed_settings", "tests/test_events.py:89"],
    ]);
  });
});

describe("mypy --install-types offline (schedule: pip cannot resolve pypi.org, then the stubs are missing)", () => {
  const got = recordedFailures(real("schedule-mypy-install-types-offline"));

  it("files the missing stubs under the install that failed, with pip's failure", () => {
    expect(got.map((f) => [f.tool, f.category, where(f)])).toEqual([
      ["pip", "infrastructure", "undefined:undefined"],
      ["mypy", "infrastructure", "schedule/__init__.py:499"],
    ]);
    expect(got[1]?.patterns).toEqual(["infrastructure.mypy-stub-install"]);
  });

  it("reads pip's `Could not find a version …` and `No matching distribution found for …` as one failure", () => {
    const [one, ...rest] = extractFrom(pip, join(real("schedule-mypy-install-types-offline"), "log.txt"));
    expect(rest).toEqual([]);
    expect(one?.message).toBe(
      "ERROR: Could not find a version that satisfies the requirement types-pytz (from versions: none)",
    );
    expect(one?.excerpt.at(-1)).toBe("ERROR: No matching distribution found for types-pytz");
  });

  it("leaves missing stubs with no stub install before them the project's (tenacity)", () => {
    const untyped = recordedFailures(real("tenacity-mypy")).filter(
      (f) => f.details.code === "import-untyped",
    );
    expect(untyped.length).toBeGreaterThan(0);
    expect(new Set(untyped.map((f) => f.category))).toEqual(new Set(["compilation"]));
  });
});
