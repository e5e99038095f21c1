// What a reader of a comment sees as plain text, as GitHub renders it: the comment parsed as CommonMark
// (micromark, through mdast-util-from-markdown), and only its top-level paragraphs kept, outside any HTML element.
// Everything else — HTML comments (`<!-- /continue -->`), indented and fenced code, `<pre>`, `<details>` (collapsed),
// any other element, block quotes, lists, headings, tables — is blanked. A command hidden where the rendered comment
// does not show it as a plain line (someone's copy-paste, a template, a forged quote) is never obeyed.
//
// The result has the body's length and its line breaks, every hidden character a space: line `i` of it is what is
// visible of line `i` of the body.
import { fromMarkdown } from "mdast-util-from-markdown";
import type { Nodes, Paragraph } from "mdast";

/** Elements that never hold content: they open nothing. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Open elements tracked at most (deeper nesting keeps everything hidden until the end). */
const MAX_OPEN = 100;

/** HTML elements open at a point of the comment, across the HTML nodes met in order. */
class OpenElements {
  #open: string[] = [];
  #overflow = false;

  get any(): boolean {
    return this.#overflow || this.#open.length > 0;
  }

  /**
   * Reads an HTML node's text: comments are skipped, each start tag opens its element, each end tag closes the
   * innermost open element of its name. Linear: each `<` jumps to the `>` after it, found through one backward pass.
   */
  read(html: string): void {
    const nextGt = new Int32Array(html.length + 1).fill(-1);
    for (let i = html.length - 1; i >= 0; i--) nextGt[i] = html[i] === ">" ? i : (nextGt[i + 1] ?? -1);
    let i = html.indexOf("<");
    while (i >= 0 && i < html.length) {
      if (html.startsWith("<!--", i)) {
        const end = html.indexOf("-->", i + 4);
        if (end < 0) return;
        i = html.indexOf("<", end + 3);
        continue;
      }
      const gt = nextGt[i] ?? -1;
      if (gt < 0) return;
      this.#tag(html.slice(i + 1, gt));
      i = html.indexOf("<", gt + 1);
    }
  }

  #tag(inside: string): void {
    const closing = inside.startsWith("/");
    const m = /^[A-Za-z][A-Za-z0-9-]{0,30}/.exec(closing ? inside.slice(1) : inside);
    if (m === null) return; // `<!doctype …>`, `<?…?>`, `< not a tag`
    const name = m[0].toLowerCase();
    if (VOID.has(name)) return;
    if (closing) {
      const at = this.#open.lastIndexOf(name);
      if (at >= 0) this.#open.length = at;
      return;
    }
    if (inside.endsWith("/")) return; // `<x/>`
    if (this.#open.length >= MAX_OPEN) this.#overflow = true;
    else this.#open.push(name);
  }
}

/**
 * Characters of a line the parser is given; the rest of a longer line is read as spaces. micromark's time grows
 * faster than the input with the nesting one line can open (measured on this VM: 8,000 nested quotes `> > …` on one
 * line 0.3 s, 16,000 0.5 s, 32,000 7.4 s); a command and the text it takes (2,000 characters at most) start a line.
 */
export const MAX_LINE = 4_096;

/** `body` with every character past MAX_LINE of its line a space: the same length and line breaks. */
function boundLines(body: string): string {
  let out = "";
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf("\n", start);
    if (end < 0) end = body.length;
    const line = body.slice(start, end);
    out += line.length > MAX_LINE ? line.slice(0, MAX_LINE) + " ".repeat(line.length - MAX_LINE) : line;
    if (end < body.length) out += "\n";
    start = end + 1;
  }
  return out;
}

/** The body with every character a reader does not see as plain paragraph text replaced by a space. */
export function visiblePlainText(body: string): string {
  const bounded = boundLines(body);
  const out = body.replace(/[^\r\n]/g, " ").split("");
  const reveal = (from: number, to: number): void => {
    for (let i = from; i < to; i++) if (body[i] !== "\n" && body[i] !== "\r") out[i] = bounded[i] as string;
  };
  const open = new OpenElements();
  for (const node of fromMarkdown(bounded).children) {
    if (node.type === "html") open.read(node.value);
    else if (node.type === "paragraph") paragraph(node, open, reveal);
    // Any other block (code, quote, list, heading, table, thematic break, definition) stays blank; an element
    // opened inside it (a list item's `<details>`) is not tracked: it stays blank anyway.
  }
  return out.join("");
}

/** Reveals a paragraph's text outside open elements; its inline HTML stays blank and opens or closes elements. */
function paragraph(p: Paragraph, open: OpenElements, reveal: (from: number, to: number) => void): void {
  const start = p.position?.start.offset;
  const end = p.position?.end.offset;
  if (start === undefined || end === undefined) return;
  const html: { from: number; to: number; value: string }[] = [];
  const walk = (n: Nodes): void => {
    if (n.type === "html") {
      const from = n.position?.start.offset;
      const to = n.position?.end.offset;
      if (from !== undefined && to !== undefined) html.push({ from, to, value: n.value });
      return;
    }
    if ("children" in n) for (const c of n.children) walk(c);
  };
  walk(p);
  let at = start;
  for (const h of html) {
    if (!open.any) reveal(at, h.from);
    open.read(h.value);
    at = h.to;
  }
  if (!open.any) reveal(at, end);
}
