// Text from logs, JUnit files and artifacts is untrusted: it goes into markdown only through these.

/** The longest run of `ch` in `s`. */
function longestRun(s: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ch) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}

/** A fenced block that the content cannot close: the fence is longer than any backtick run inside. */
export function fence(content: string, info = "text"): string {
  const f = "`".repeat(Math.max(3, longestRun(content, "`") + 1));
  return `${f}${info}\n${content.replace(/\n+$/, "")}\n${f}`;
}

/** An inline code span on one line, whatever backticks the text holds. */
export function code(text: string): string {
  const t = text.replace(/[\r\n]+/g, " ");
  const ticks = "`".repeat(longestRun(t, "`") + 1);
  const pad = t.startsWith("`") || t.endsWith("`") || t === "" ? " " : "";
  return `${ticks}${pad}${t}${pad}${ticks}`;
}

/**
 * Escapes text for markdown prose: no HTML, no links or images, no emphasis, no headings or lists,
 * no `@mention` pings, no `#123` references, no autolinked URLs.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[\r\n]+/g, " ")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/[\\`*_{}[\]()#+!|~]/g, "\\$&")
      .replace(/@/g, "@\u200b")
      // No autolinks: GitHub links a bare `https://…` or `www.…` in prose.
      .replace(/:\/\//g, ":/\u200b/")
      .replace(/\bwww\./gi, "www\u200b.")
  );
}
