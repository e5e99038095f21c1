// Python shapes real projects printed that the readers of src/core/extract/python.ts missed (test/fixtures/real,
// recorded by scripts/fixtures/record-real.sh and labelled before the engine saw them): a unittest
// @expectedFailure test that passed, under unittest (jazzband/dj-database-url) and under pytest (spulec/freezegun),
// and a test pytest-timeout stopped whose traceback never reaches the test's file (aio-libs/async-lru).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { recordedFailures } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));

describe("unittest's UNEXPECTED SUCCESS (dj-database-url, coverage run -m unittest discover -v)", () => {
  const got = failures("dj-database-url-unittest-unexpected-success");

  it("is the test's failed expectation, named as unittest names it, in its module's file with no line", () => {
    expect(got.map((f) => [f.tool, f.category, f.test, f.location?.file, f.location?.line])).toEqual([
      [
        "unittest",
        "assertion",
        "test_ipv6_zone_id_parsing (tests.test_dj_database_url.DatabaseTestSuite.test_ipv6_zone_id_parsing)",
        "tests/test_dj_database_url.py",
        null,
      ],
    ]);
    expect(got[0]?.patterns).toEqual(["assertion.unexpected-success"]);
    expect(got[0]?.reproduce).toBe(
      "python -m unittest tests.test_dj_database_url.DatabaseTestSuite.test_ipv6_zone_id_parsing",
    );
  });

  it("reads no failure into the -v line `... unexpected success` or `FAILED (unexpected successes=1)`", () => {
    expect(got).toHaveLength(1);
    expect(got[0]?.message).toMatch(/^UNEXPECTED SUCCESS: test_ipv6_zone_id_parsing \(/);
  });
});

describe("pytest reporting a unittest unexpected success (freezegun, tox's pytest --cov)", () => {
  it("says `Unexpected success`, the section's only line, not the section's title", () => {
    const [f, ...rest] = failures("freezegun-tox-pytest-unexpected-success");
    expect(rest).toEqual([]);
    expect([f?.category, f?.patterns, f?.message, f?.location?.file, f?.location?.line]).toEqual([
      "assertion",
      ["assertion.unexpected-success"],
      "Unexpected success",
      "tests/test_datetimes.py",
      null,
    ]);
  });

  it("keeps a strict xfail's own line (attrs, pytest-xdist)", () => {
    const xpass = failures("attrs-pytest-xdist-xpass").find((f) => f.test?.includes("infers_type"));
    expect([xpass?.message, xpass?.patterns]).toEqual([
      "[XPASS(strict)] 3.14 does not infer the type anymore.",
      ["assertion.pytest"],
    ]);
  });
});

describe("pytest-timeout under pytest-asyncio (async-lru: only asyncio's and the plugin's frames printed)", () => {
  it("is located in the test's file, which the node id names, rather than nowhere", () => {
    expect(
      failures("async-lru-pytest-timeout-hang").map((f) => [
        f.category,
        f.test,
        f.location?.file,
        f.location?.line,
      ]),
    ).toEqual([
      [
        "timeout",
        "tests/test_close.py::test_cache_close_wait_lets_inflight_finish",
        "tests/test_close.py",
        null,
      ],
    ]);
  });

  it("leaves a fixture's error where its frames put it: the conftest's line, not the test's file", () => {
    const got = failures("sqlalchemy-utils-pytest-fixture-refused");
    expect(got).toHaveLength(5);
    for (const f of got) expect([f.location?.file, f.location?.line]).toEqual(["tests/conftest.py", 143]);
  });
});

describe("unittest: a chained traceback (simplejson's own runner)", () => {
  it("is one failure, the last exception of the chain, at the test's failed check", () => {
    // test_array_decoder_issue46 catches the JSONDecodeError it expects (raised in simplejson/scanner.py), then
    // `During handling of the above exception, another exception occurred:` and its assertEqual fails at :131.
    const got = failures("simplejson-cibw-runner-colno-off-by-one");
    expect(got.map((f) => [f.category, f.location?.file, f.location?.line, f.message])).toEqual([
      ["assertion", "simplejson/tests/test_errors.py", 53, "AssertionError: 9 != 10"],
      ["assertion", "simplejson/tests/test_fail.py", 131, "AssertionError: 1 != 2"],
    ]);
  });
});
