// The PR action's memory in its sticky comment: what is read back is what was written, and nothing else is.
import { describe, expect, it } from "vitest";
import { COMMENT_LIMIT, STICKY_MARKER } from "../../src/core/render/comment.js";
import {
  CUT_FOR_STATE,
  MAX_ATTEMPTS_KEPT,
  STATE_BUDGET,
  StateError,
  bounded,
  decodeComment,
  encodeBlock,
  initialMemory,
  renderedPart,
  stickyBody,
} from "../../src/pr/state.js";
import type { LoopAttempt } from "../../src/core/schema.js";

const PR = { repository: "octo-org/octo-repo", pr: 7 };

function attempt(n: number, fingerprints: string[] = []): LoopAttempt {
  return {
    runId: n,
    runAttempt: 1,
    sha: n.toString(16).padStart(40, "a"),
    outcome: "failed",
    fingerprints,
    failing: fingerprints.length,
    categories: ["assertion"],
    files: 1,
    complexity: 1,
  };
}

const fp = (i: number) => i.toString(16).padStart(16, "0");

describe("the state block", () => {
  it("reads back what was written, after the rendered comment", () => {
    const memory = { ...initialMemory(PR.repository, PR.pr), attempts: [attempt(1), attempt(2)], taken: [5] };
    const body = stickyBody(`${STICKY_MARKER}\n## flakeharden\n`, memory);
    expect(body.startsWith(STICKY_MARKER)).toBe(true);
    expect(decodeComment(body, PR)).toEqual(memory);
    expect(renderedPart(body)).toBe(`${STICKY_MARKER}\n## flakeharden\n`);
  });

  it("a comment without a block holds no memory", () => {
    expect(decodeComment(`${STICKY_MARKER}\nhello\n`, PR)).toBeNull();
  });

  it("refuses a block edited by hand, another PR's block, and one the schema refuses", () => {
    const memory = { ...initialMemory(PR.repository, PR.pr), attempts: [attempt(1)] };
    const body = stickyBody(`${STICKY_MARKER}\n`, memory);
    const payload = /sha256=[0-9a-f]{64} ([A-Za-z0-9_-]+) -->/.exec(body)?.[1] ?? "";
    const edited = Buffer.from(
      JSON.stringify({ ...memory, state: { ...memory.state, status: "halted" } }),
    ).toString("base64url");
    expect(() => decodeComment(body.replace(payload, edited), PR)).toThrow(/sha256 does not match/);
    expect(() => decodeComment(body, { ...PR, pr: 8 })).toThrow(
      /octo-org\/octo-repo#7's, not octo-org\/octo-repo#8's/,
    );
    const invalid = encodeBlock({ ...memory, attempts: [{ ...attempt(1), outcome: "won" as "failed" }] });
    expect(() => decodeComment(`${STICKY_MARKER}\n${invalid}`, PR)).toThrow(StateError);
    expect(() => decodeComment(`${STICKY_MARKER}\n<!-- flakeharden:state v1 junk -->\n`, PR)).toThrow(
      /malformed/,
    );
  });

  it("keeps the attempts counted in the window when it must drop old ones", () => {
    const many = Array.from({ length: MAX_ATTEMPTS_KEPT + 5 }, (_, i) => attempt(i + 1));
    const memory = {
      ...initialMemory(PR.repository, PR.pr),
      attempts: many,
      state: { ...initialMemory(PR.repository, PR.pr).state, windowStart: MAX_ATTEMPTS_KEPT + 2 },
    };
    const b = bounded(memory);
    expect(b.attempts).toHaveLength(MAX_ATTEMPTS_KEPT);
    expect(b.attempts.length - b.state.windowStart).toBe(many.length - memory.state.windowStart);
    expect(b.attempts.at(-1)?.runId).toBe(many.length);
  });

  it("fits the budget: attempts before the window go first, then the comment is cut between lines", () => {
    const heavy = (n: number) =>
      attempt(
        n,
        Array.from({ length: 300 }, (_, i) => fp(n * 1000 + i)),
      );
    const memory = {
      ...initialMemory(PR.repository, PR.pr),
      attempts: [heavy(1), heavy(2), heavy(3), heavy(4), heavy(5), heavy(6)],
      state: { ...initialMemory(PR.repository, PR.pr).state, windowStart: 4 },
    };
    const b = bounded(memory);
    expect(encodeBlock(b).length).toBeLessThanOrEqual(STATE_BUDGET);
    expect(b.attempts.slice(b.state.windowStart).map((a) => a.runId)).toEqual([5, 6]);
    const rendered = `${STICKY_MARKER}\n${"a line of the comment\n".repeat(4000)}`;
    const body = stickyBody(rendered, memory);
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toContain(CUT_FOR_STATE);
    expect(decodeComment(body, PR)?.attempts.map((a) => a.runId)).toEqual(b.attempts.map((a) => a.runId));
  });
});
