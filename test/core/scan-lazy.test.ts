// The literal automaton costs a few milliseconds to build: a scanner builds it (or takes its registry's) on the
// first byte it is given, never in its constructor, so a scan of an empty output costs none (a run's attempt
// creates a scanner per attempt, issue 14 item 3).
import { describe, expect, it } from "vitest";
import { EXTRACTORS } from "../../src/core/extract/index.js";
import { automataBuilt } from "../../src/core/prefilter.js";
import { LogScanner, scanLog } from "../../src/core/scan.js";

describe("LogScanner's automaton", () => {
  it("is not built for a scan given no bytes, and built once per registry on the first bytes", () => {
    // A registry of its own: the automaton is cached per registry array.
    const registry = [...EXTRACTORS];
    const before = automataBuilt();
    const empty = new LogScanner(registry);
    empty.push("");
    empty.push(new Uint8Array(0));
    expect(empty.end()).toEqual(scanLog("", EXTRACTORS, { prefilter: false }));
    expect(automataBuilt()).toBe(before);

    const first = new LogScanner(registry);
    expect(automataBuilt()).toBe(before);
    first.push("error TS2304: Cannot find name 'x'.\n");
    expect(automataBuilt()).toBe(before + 1);
    new LogScanner(registry).push("ok\n");
    expect(automataBuilt()).toBe(before + 1);
    expect(first.end().lines).toBe(1);
  });

  it("is never built with the prefilter off", () => {
    const before = automataBuilt();
    const s = new LogScanner([...EXTRACTORS], { prefilter: false });
    s.push("FAIL src/a.test.ts\n");
    expect(s.end().lines).toBe(1);
    expect(automataBuilt()).toBe(before);
  });
});
