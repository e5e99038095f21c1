// Go shapes a held-out pass found unread on real projects (test/fixtures/real, recorded by
// scripts/fixtures/record-real.sh with Debian's Go 1.19, gotestsum 1.8.2 and staticcheck 2023.1): an example's
// got/want, a panic net/http recovered in a test server's handler, staticcheck's findings and gofmt -d's hunks
// (diffed once more by CI's `diff -u <(echo -n) <(gofmt -d .)`).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_CORPUS } from "../corpus/evaluate.js";
import { go } from "../../src/core/extract/go.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { extractFrom, recordedFailures } from "../support/recorded.js";

const failures = (id: string) => recordedFailures(join(REAL_CORPUS, id));
const row = (f: ReturnType<typeof failures>[number]) => [
  f.tool,
  f.category,
  f.test,
  f.location?.file ?? null,
  f.location?.line ?? null,
];

describe("an example whose output changed (google/go-cmp, go test -v -race ./...)", () => {
  it("reads the got/want blocks after `--- FAIL: ExampleX` as an assertion on the example", () => {
    const [f, ...rest] = failures("go-cmp-example-output");
    expect(rest).toEqual([]);
    expect(f && row(f)).toEqual(["go", "assertion", "ExampleOption_approximateFloats", null, null]);
    expect(f?.message).toBe("got:\ntrue\ntrue\ntrue\nwant:\ntrue\nfalse\nfalse");
    expect(f?.reproduce).toBe(
      "go test -run '^ExampleOption_approximateFloats$' github.com/google/go-cmp/cmp",
    );
  });

  it("keeps the two blocks as actual and expected", () => {
    const [c] = extractFrom(go, join(REAL_CORPUS, "go-cmp-example-output", "log.txt"));
    expect([c?.actual, c?.expected]).toEqual(["true\ntrue\ntrue", "true\nfalse\nfalse"]);
  });
});

describe("a panic in a test server's handler (go-chi/chi, make test)", () => {
  const [f, ...rest] = failures("chi-make-test");

  it("files the test's EOF under the panic net/http logged while it ran, at the repository's frame", () => {
    expect(rest).toEqual([]);
    expect(f && row(f)).toEqual([
      "go",
      "runtime",
      "TestStripSlashesWithNilContext",
      "middleware/strip.go",
      17,
    ]);
    expect(f?.message.split("\n")).toEqual([
      "http: panic serving 127.0.0.1:49760: runtime error: invalid memory address or nil pointer dereference",
      'middleware_test.go:92: Get "http://127.0.0.1:39919/": EOF',
    ]);
  });

  it("keeps the repository's frames of the goroutine, never Go's own (net/http, runtime)", () => {
    const [c] = extractFrom(go, join(REAL_CORPUS, "chi-make-test", "log.txt"));
    expect(c?.frames.map((x) => [x.function, x.path, x.line])).toEqual([
      [
        "github.com/go-chi/chi/v5/middleware.StripSlashes.func1",
        "/home/runner/work/chi/chi/middleware/strip.go",
        17,
      ],
    ]);
  });
});

describe("staticcheck (BurntSushi/toml, staticcheck ./...)", () => {
  it("reads each finding as a lint failure with its check code, rerun with staticcheck on the package", () => {
    const got = failures("toml-staticcheck");
    expect(got.map((f) => [...row(f), f.details.code, f.reproduce])).toEqual([
      ["staticcheck", "compilation", null, "decode.go", 42, "SA5001", "staticcheck ."],
      ["staticcheck", "compilation", null, "parse.go", 49, "S1017", "staticcheck ."],
    ]);
  });
});

describe("gofmt -d under diff (google/go-cmp, diff -u <(echo -n) <(gofmt -d .))", () => {
  it("reads gofmt's diff through the outer diff's `+`, at the hunk's first changed line", () => {
    const got = failures("go-cmp-gofmt-diff");
    expect(got.map((f) => [...row(f), f.reproduce])).toEqual([
      ["gofmt", "compilation", null, "cmp/cmpopts/equate.go", 54, "gofmt -d cmp/cmpopts/equate.go"],
    ]);
  });
});

describe("a deadlock under -timeout=60s with Go 1.19 (hashicorp/golang-lru), beside a flaky example", () => {
  it("names the test from the goroutine dump (no `running tests:` list before Go 1.20), at the blocked repository frame", () => {
    const got = failures("golang-lru-go-test-timeout");
    expect(got.map((f) => [...row(f), f.reproduce])).toEqual([
      [
        "go",
        "timeout",
        "TestLRUContainsOrAdd",
        "lru.go",
        81,
        "go test -run '^TestLRUContainsOrAdd$' github.com/hashicorp/golang-lru/v2",
      ],
      [
        "go",
        "assertion",
        "ExampleLRU",
        null,
        null,
        "go test -run '^ExampleLRU$' github.com/hashicorp/golang-lru/v2/expirable",
      ],
    ]);
  });
});

describe("a data race under -race (hashicorp/golang-lru): the innermost repository frame is in another package", () => {
  const got = failures("golang-lru-go-test-race");

  it("reports the test once at the racing read, though the package's race line repeats under a nameless `=== CONT`", () => {
    expect(got.map(row)).toEqual([
      ["go", "runtime", "TestLoadingExpired", "internal/list.go", 62],
      ["go", "assertion", "ExampleLRU", null, null],
    ]);
  });

  it("reruns the test in its own package (the one go test named), not in the frame's", () => {
    expect(got[0]?.reproduce).toBe(
      "go test -run '^TestLoadingExpired$' github.com/hashicorp/golang-lru/v2/expirable",
    );
  });
});

describe("a panic under gotestsum (hashicorp/go-version), printed as it ran and again in the `=== Failed` summary", () => {
  it("reports it once, at the innermost repository frame", () => {
    const got = failures("go-version-gotestsum-panic");
    expect(got.map(row)).toEqual([["go", "runtime", "TestComparePreReleases", "version.go", 333]]);
    // gotestsum's `FAIL TestComparePreReleases (0.00s)` is no package: the package is its `FAIL .`
    expect(got[0]?.reproduce).toBe("go test -run '^TestComparePreReleases$' .");
  });
});

describe("an example that calls log.Fatal (BurntSushi/toml, go test -race ./... without -v)", () => {
  it("reads the package's FAIL line with no failed test above it as the test binary's exit, with the last line it logged", () => {
    const got = failures("toml-go-test-log-fatal");
    expect(got.map((f) => [...row(f), f.message, f.reproduce])).toEqual([
      [
        "go",
        "runtime",
        null,
        null,
        null,
        "toml: line 8 (last key \"bands.Springsteen\"): expected '.' or ']' to end table name, but got 'G' instead",
        "go test github.com/BurntSushi/toml",
      ],
    ]);
  });

  it("reads no such exit where the package's output is longer than it can see whole (google/uuid, -v)", () => {
    expect(failures("uuid-go-test").map(row)).toEqual([["go", "assertion", "TestUUID", "uuid_test.go", 108]]);
  });
});

describe("the other Go cases of the pass", () => {
  it.each([
    ["go-version-gotestsum-junit", [["go", "assertion", "TestConstraintCheck", "constraint_test.go", 100]]],
    [
      "toml-go-test-race",
      [
        ["go", "assertion", "TestEncodeDuration/12.345678ms", "encode_test.go", 796],
        ["go", "assertion", "TestEncodeDuration/4.000000002s", "encode_test.go", 796],
      ],
    ],
    ["humanize-go-build", [["go", "compilation", null, "bytes.go", 85]]],
    ["chi-make-build", [["go", "compilation", null, "middleware/strip.go", 4]]],
    [
      "chi-make-parallel-subtests",
      [
        "TestContentType/should_accept_requests_with_a_matching_content_type",
        "TestContentType/should_accept_requests_with_a_matching_content_type_when_multiple_content_types_are_supported",
        "TestContentType/should_accept_requests_with_a_matching_content-type_with_extra_values",
      ].map((t) => ["go", "assertion", t, "middleware/content_type_test.go", 78]),
    ],
    ["humanize-go-test-helper", [["go", "assertion", "TestOrdinals", "common_test.go", 14]]],
    [
      "xxhash-go-test-bench",
      [["go", "assertion", "TestStringAllocs/Digest.WriteString", "xxhash_unsafe_test.go", 21]],
    ],
  ])("%s", (id, want) => {
    expect(failures(id).map(row)).toEqual(want);
  });
});

describe("a build that stopped at ten errors (bits-and-blooms/bitset, go test ./...)", () => {
  it("reads the ten errors, not the compiler's closing `too many errors` as an eleventh", () => {
    const got = failures("bitset-go-test-renamed-method");
    expect(got).toHaveLength(10);
    expect(
      got.every((f) => f.category === "types" && f.message.endsWith("has no field or method NextSetMany)")),
    ).toBe(true);
  });
});

describe("go test -v: a test that printed hundreds of lines before its --- FAIL (kelseyhightower/envconfig)", () => {
  it("still finds its === RUN line, and so its first t.Error line", () => {
    const list = failures("envconfig-go-test-v-usage-boolean").find((f) => f.test === "TestUsageList");
    expect(list && row(list)).toEqual(["go", "assertion", "TestUsageList", "usage_test.go", 59]);
  });
});

describe("go test -cover on Go 1.19: compiler and vet errors without a column (gobuffalo/flect)", () => {
  it("reads a type error under the test binary's `# pkg` header, at the package-relative line", () => {
    expect(failures("flect-go-test-race-name-build").map(row)).toEqual([
      ["go", "types", null, "name/file.go", 30],
    ]);
  });

  it("reads vet's argument count as a static check, not the runner's exit code", () => {
    expect(failures("flect-go-test-race-vet-errorf").map(row)).toEqual([
      ["go", "compilation", null, "custom_data.go", 81],
    ]);
  });

  it("leaves a program's own `file.go:N: text` log line alone when no `# pkg` header is above it", () => {
    const log = readFileSync(join(REAL_CORPUS, "flect-go-test-race-vet-errorf", "log.txt"), "utf8");
    const without = log.replace("# github.com/gobuffalo/flect\n", "");
    expect(scanLog(without).candidates.filter((c) => c.where?.line === 81)).toEqual([]);
  });
});
