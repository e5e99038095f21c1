// A refused command's answer (core/agent/refusals.ts): the reaction always, the reply at most once per user, PR and hour.
import { describe, expect, it } from "vitest";
import type { Effect } from "../../src/core/agent/index.js";
import { REFUSAL_REPLY_INTERVAL_MS, throttleRefusal } from "../../src/core/agent/refusals.js";

const refused: Effect[] = [
  { kind: "reaction", content: "confused" },
  { kind: "reply", body: "@mallory, only write, maintain or admin may use commands here." },
];
const NOW = Date.parse("2026-11-21T12:00:00Z");

describe("throttleRefusal", () => {
  it("replies the first time, and says to remember it", () => {
    expect(throttleRefusal(refused, null, NOW)).toEqual({ effects: refused, replied: true });
  });

  it("within the hour: the reaction only, nothing to remember", () => {
    expect(throttleRefusal(refused, NOW - REFUSAL_REPLY_INTERVAL_MS + 1, NOW)).toEqual({
      effects: [{ kind: "reaction", content: "confused" }],
      replied: false,
    });
  });

  it("an hour later: the reply again", () => {
    expect(throttleRefusal(refused, NOW - REFUSAL_REPLY_INTERVAL_MS, NOW).replied).toBe(true);
  });

  it("a last reply in the future (a clock set back) does not silence the user forever", () => {
    expect(throttleRefusal(refused, NOW + 5 * REFUSAL_REPLY_INTERVAL_MS, NOW).replied).toBe(true);
  });
});
