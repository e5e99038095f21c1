// Glob patterns (`**`, `*`, `?`, `{a,b}`) matched against `/`-separated relative paths, without building a
// regular expression from user input: a small backtracking-free matcher over path segments.

/** Expands `{a,b}` alternatives (no nesting; at most 64 variants). */
function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf("{");
  const close = open >= 0 ? pattern.indexOf("}", open) : -1;
  if (open < 0 || close < 0) return [pattern];
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  const out: string[] = [];
  for (const alt of pattern.slice(open + 1, close).split(",")) {
    for (const rest of expandBraces(tail)) {
      out.push(head + alt + rest);
      if (out.length >= 64) return out;
    }
  }
  return out;
}

/** `*` and `?` within one segment, in O(segment × pattern) without recursion. */
function segmentMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

/** Segments with `**` matching any number of segments, by dynamic programming (no exponential blow-up). */
function segmentsMatch(pat: readonly string[], path: readonly string[]): boolean {
  // reach[j]: pattern prefix of length i matches path prefix of length j
  let reach = new Array<boolean>(path.length + 1).fill(false);
  reach[0] = true;
  for (const seg of pat) {
    const next = new Array<boolean>(path.length + 1).fill(false);
    if (seg === "**") {
      let any = false;
      for (let j = 0; j <= path.length; j++) {
        any ||= reach[j] === true;
        next[j] = any;
      }
    } else {
      for (let j = 1; j <= path.length; j++)
        next[j] = reach[j - 1] === true && segmentMatches(seg, path[j - 1] ?? "");
    }
    reach = next;
  }
  return reach[path.length] === true;
}

/**
 * A matcher for one `critical` glob of the config, against repository-relative test files; a pattern
 * without `/` matches the file name anywhere (like .gitignore). JUnit globs are GitHub's, matched by
 * src/run/junit-files.ts.
 */
export function globMatcher(glob: string): (path: string) => boolean {
  const variants = expandBraces(glob.trim().replace(/\\/g, "/").replace(/^\.\//, "")).map((g) => {
    const anywhere = !g.includes("/");
    return (anywhere ? ["**", g] : g.split("/")).filter((s) => s !== "");
  });
  return (path) => {
    const segs = path
      .replace(/\\/g, "/")
      .replace(/^\.\//, "")
      .split("/")
      .filter((s) => s !== "");
    return variants.some((v) => segmentsMatch(v, segs));
  };
}
