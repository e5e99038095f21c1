import { describe, expect, it } from "vitest";
import { blobLink, isRepoPath, locationText } from "../../src/core/render/format.js";
import { escapeMarkdown } from "../../src/core/render/markdown.js";
import type { Location } from "../../src/core/schema.js";

const SHA = "3f6c2a1e9b8d7c6f5e4d3c2b1a0f9e8d7c6b5a49";
const loc = (file: string): Location => ({
  printed: file,
  file,
  line: 3,
  column: null,
  status: "exact",
  candidates: [],
  note: null,
});

describe("links from a report that may be forged", () => {
  it("links a repository path, never one that climbs out of the repository", () => {
    const blob = blobLink("https://github.com", "octo-org/octo-repo", SHA);
    expect(locationText(loc("src/a.ts"), blob)).toBe(
      `[\`src/a.ts:3\`](https://github.com/octo-org/octo-repo/blob/${SHA}/src/a.ts#L3)`,
    );
    for (const bad of ["../../../attacker/x", "src/../../x", "/etc/passwd", "a//b", "./a", "a\\..\\b"]) {
      expect(isRepoPath(bad)).toBe(false);
      expect(locationText(loc(bad), blob)).not.toContain("](");
    }
  });

  it("prose never autolinks a URL", () => {
    const out = escapeMarkdown("see https://evil.example/x and WWW.evil.example");
    expect(out).not.toMatch(/https:\/\//);
    expect(out).not.toMatch(/www\./i);
    expect(out.replace(/\u200b/g, "")).toContain("https://evil.example/x");
  });
});
