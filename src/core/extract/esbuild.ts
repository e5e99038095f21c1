// esbuild (and tools built on it): `✘ [ERROR] Could not resolve "./x"` then `    src/a.ts:2:26:` and a code frame.
import { type Candidate, type LogView, excerptOf, frame, defineTool } from "./types.js";

export const ESBUILD = defineTool({ id: "esbuild", family: "bundler" });

const HEAD = /^(?:✘|X) \[ERROR\] (.{1,2000})$/;
const LOC = /^\s{2,}(\S{1,1000}):(\d{1,7}):(\d{1,7}):$/;

/** The head of an esbuild error: the bundler extractor reads it (one registry slot for every bundler). */
export const ESBUILD_TRIGGER = /^(?:✘|X) \[ERROR\] /;
/** The whole head: `[ERROR] ` alone is in every line of a failing Maven build. */
export const ESBUILD_LITERALS = ["✘ [ERROR] ", "X [ERROR] "] as const;

/** The error whose head is line `i`, or null. */
export function esbuildError(view: LogView, i: number): Candidate | null {
  const m = HEAD.exec(view.lines[i] ?? "");
  if (!m?.[1]) return null;
  let end = i;
  let where = null;
  for (let k = i + 1; k < Math.min(view.lines.length, i + 12); k++) {
    const l = view.lines[k] ?? "";
    if (HEAD.test(l) || /^\d+ errors?$/.test(l) || /^(?:▲|!) \[WARNING\]/.test(l)) break;
    end = k;
    const loc = LOC.exec(l);
    if (loc?.[1] && !where) where = frame(loc[1], loc[2], loc[3]);
  }
  while (end > i && (view.lines[end] ?? "").trim() === "") end--;
  const mod = /^Could not resolve "(.{1,300})"/.exec(m[1])?.[1];
  return {
    tool: ESBUILD.id,
    weight: 3,
    test: null,
    suite: null,
    where,
    frames: [],
    message: m[1],
    excerpt: excerptOf(view, i, end),
    start: i,
    end,
    ...(mod ? { module: mod } : {}),
  };
}
