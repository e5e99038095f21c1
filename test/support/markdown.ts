// What the tests of rendered markdown (the job summary, the PR comment) share: fences and the prose
// outside code, as GitHub reads them.

/**
 * The fence state after `line`: the opening backtick run while a fenced block is open, else null; or
 * undefined when `line` is not a fence line. CommonMark: a fence closes only with as many backticks or
 * more, and no info string.
 */
function fence(line: string, open: string | null): string | null | undefined {
  const m = /^\s*(`{3,})(.*)$/.exec(line);
  if (!m) return undefined;
  const ticks = m[1] as string;
  if (open === null) return ticks;
  return ticks.length >= open.length && (m[2] ?? "").trim() === "" ? null : open;
}

/** Every fenced block is closed. */
export function fencesBalanced(text: string): boolean {
  let open: string | null = null;
  for (const line of text.split("\n")) {
    const next = fence(line, open);
    if (next !== undefined) open = next;
  }
  return open === null;
}

/** The markdown outside fenced blocks and inline code spans: what GitHub interprets. */
export function prose(text: string): string {
  const out: string[] = [];
  let open: string | null = null;
  for (const line of text.split("\n")) {
    const next = fence(line, open);
    if (next !== undefined) {
      open = next;
      continue;
    }
    if (open !== null) continue;
    // Inline code: a run of n backticks (not backslash-escaped) up to the next run of exactly n.
    let kept = "";
    for (let k = 0; k < line.length;) {
      const ch = line[k] as string;
      if (ch === "\\") {
        kept += line.slice(k, k + 2);
        k += 2;
        continue;
      }
      if (ch !== "`") {
        kept += ch;
        k++;
        continue;
      }
      let n = 0;
      while (line[k + n] === "`") n++;
      const ticks = "`".repeat(n);
      const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(line.slice(k + n));
      if (!close) {
        kept += ticks;
        k += n;
        continue;
      }
      k += n + close.index + n;
    }
    out.push(kept);
  }
  return out.join("\n");
}

/** How many times `sub` occurs in `s` (not overlapping). */
export const count = (s: string, sub: string) => s.split(sub).length - 1;
