// The single registry of log extractors and the tools they read. A new runner is one extractor file
// (declaring its tools: id, family, reproduce command) and one line here. Order matters only for ties in
// the overlap rule (earlier wins).
import { type Extractor, type Family, type Tool, defineTool } from "./types.js";
import { tsc } from "./tsc.js";
import { checkDts } from "./check-dts.js";
import { flow } from "./flow.js";
import { vitest } from "./vitest.js";
import { jest } from "./jest.js";
import { mocha } from "./mocha.js";
import { nodeTest } from "./nodetest.js";
import { playwright } from "./playwright.js";
import { wtr } from "./wtr.js";
import { eslint } from "./eslint.js";
import { pytest, unittest, mypy, pip } from "./python.js";
import { go } from "./go.js";
import { cargo } from "./rust.js";
import { javac, surefire } from "./java.js";
import { cc } from "./cc.js";
import { crash } from "./crash.js";
import { shell } from "./shell.js";
import { ava } from "./ava.js";
import { tap } from "./tap.js";
import { uvu } from "./uvu.js";
import { jasmine } from "./jasmine.js";
import { karma } from "./karma.js";
import { gruntQunit } from "./qunit.js";
import { nodeunit } from "./nodeunit.js";
import { pretty } from "./pretty.js";
import { dotnet } from "./dotnet.js";
import { lint } from "./lint.js";
import { packageLint } from "./package-lint.js";
import { shareSlot } from "./js-common.js";
import { bundler } from "./bundler.js";
import { ruby } from "./ruby.js";
import { generic } from "./generic.js";
import { gitDiff } from "./git-diff.js";
import { coverage } from "./coverage.js";
import { lab } from "./lab.js";

const REGISTRY = [
  // The other type checkers (check-dts's type tests, flow) share tsc's slot.
  shareSlot(tsc, shareSlot(checkDts, flow)),
  vitest,
  jest,
  mocha,
  nodeTest,
  // @web/test-runner, the other runner of tests in a browser, shares playwright's slot.
  shareSlot(playwright, wtr),
  ava,
  uvu,
  // The browser runners' readers (karma's reporters, grunt-contrib-qunit's) and nodeunit's share jasmine's slot.
  shareSlot(jasmine, shareSlot(karma, shareSlot(gruntQunit, nodeunit))),
  eslint,
  pretty,
  // The prefilter holds one bit per slot (at most 29): the package checks share the linters' slot.
  shareSlot(lint, packageLint),
  bundler,
  ruby,
  pytest,
  unittest,
  mypy,
  pip,
  go,
  cargo,
  javac,
  surefire,
  cc,
  crash,
  shell,
  tap,
  dotnet,
  // @hapi/lab's checks after its tests (lint, types, coverage, leaks) share the coverage thresholds' slot.
  shareSlot(coverage, lab),
  // git's diff of the committed files (`git diff --exit-code`) shares the generic layer's slot.
  shareSlot(generic, gitDiff),
] as const;

export const EXTRACTORS: readonly Extractor[] = REGISTRY;

/** Test cases read from JUnit XML files rather than from a log. */
export const JUNIT = defineTool({ id: "junit", family: "report" });

/** Every tool id a failure can carry: a misspelt id in a rule or a candidate is a compile error. */
export type ToolId = (typeof REGISTRY)[number]["tools"][number]["id"] | typeof JUNIT.id;

const TOOLS: ReadonlyMap<string, Tool> = new Map(
  [...REGISTRY.flatMap((e): readonly Tool[] => e.tools), JUNIT].map((t) => [t.id, t]),
);

/** The tool registered under `id`, or null for an id no extractor declares. */
export const toolById = (id: string): Tool | null => TOOLS.get(id) ?? null;

/** The family of the tool `id`, or null for an unregistered id. */
export const familyOf = (id: string): Family | null => TOOLS.get(id)?.family ?? null;

/** Every registered tool id. */
export const toolIds = (): string[] => [...TOOLS.keys()];

export type { Candidate, Extractor, Family, RawFrame, ReproduceInput, Tool } from "./types.js";
