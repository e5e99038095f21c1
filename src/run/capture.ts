// Bounded output capture: the first quarter of the bound and the last three quarters (a ring of chunks),
// with the middle counted, not kept. Input is already-decoded text; sizes are its UTF-8 bytes, and cuts
// fall on character boundaries, so a kept part never holds half a character.

export interface CapturedOutput {
  /** The first bytes of the output, at most a quarter of the bound. */
  readonly head: string;
  /** The last bytes of the output, at most three quarters of the bound. */
  readonly tail: string;
  /** Bytes between head and tail that were not kept. */
  readonly droppedBytes: number;
  /** Every byte of output seen (head + dropped + tail). */
  readonly totalBytes: number;
  /** head and tail, joined by a marker line when bytes were dropped. */
  text(): string;
}

export function droppedMarker(bytes: number): string {
  return `… [${bytes} bytes of output dropped] …`;
}

/** The largest cut ≤ `at` that does not split a UTF-8 sequence. */
function cutBefore(buf: Buffer, at: number): number {
  let i = Math.min(at, buf.length);
  while (i > 0 && i < buf.length && ((buf[i] ?? 0) & 0xc0) === 0x80) i--;
  return i;
}

/** The smallest cut ≥ `at` that does not split a UTF-8 sequence. */
function cutAfter(buf: Buffer, at: number): number {
  let i = Math.max(at, 0);
  while (i < buf.length && ((buf[i] ?? 0) & 0xc0) === 0x80) i++;
  return i;
}

/**
 * Splits `text` (of `bytes` UTF-8 bytes) near byte `at`, the cut moved to a character boundary before or
 * after it. ASCII text (as many bytes as characters) is cut by index, without encoding it.
 */
function splitBytes(
  text: string,
  bytes: number,
  at: number,
  move: "before" | "after",
): [string, { text: string; bytes: number }] {
  if (bytes === text.length) {
    const i = Math.max(0, Math.min(at, bytes));
    return [text.slice(0, i), { text: text.slice(i), bytes: bytes - i }];
  }
  const buf = Buffer.from(text, "utf8");
  const i = move === "before" ? cutBefore(buf, at) : cutAfter(buf, at);
  return [buf.toString("utf8", 0, i), { text: buf.toString("utf8", i), bytes: buf.length - i }];
}

export class OutputCapture {
  readonly headLimit: number;
  readonly tailLimit: number;
  private readonly headParts: string[] = [];
  private headBytes = 0;
  private headOpen = true;
  // The ring: chunks[start..] with their byte sizes; compacted when start passes half the array.
  private chunks: string[] = [];
  private sizes: number[] = [];
  private start = 0;
  private tailBytes = 0;
  private total = 0;

  constructor(limitBytes: number) {
    this.headLimit = Math.floor(limitBytes / 4);
    this.tailLimit = limitBytes - this.headLimit;
  }

  get totalBytes(): number {
    return this.total;
  }

  write(chunk: string): void {
    if (chunk === "") return;
    let n = Buffer.byteLength(chunk, "utf8");
    this.total += n;
    if (this.headOpen) {
      const room = this.headLimit - this.headBytes;
      if (n <= room) {
        this.headParts.push(chunk);
        this.headBytes += n;
        return;
      }
      const [kept, rest] = splitBytes(chunk, n, room, "before");
      if (kept !== "") this.headParts.push(kept);
      this.headBytes += n - rest.bytes;
      this.headOpen = false;
      chunk = rest.text;
      n = rest.bytes;
    }
    this.pushTail(chunk, n);
  }

  private pushTail(chunk: string, n: number): void {
    if (n >= this.tailLimit) {
      // This chunk alone fills the tail.
      const [, rest] = splitBytes(chunk, n, n - this.tailLimit, "after");
      this.chunks = [rest.text];
      this.sizes = [rest.bytes];
      this.start = 0;
      this.tailBytes = rest.bytes;
      return;
    }
    this.chunks.push(chunk);
    this.sizes.push(n);
    this.tailBytes += n;
    while (this.tailBytes > this.tailLimit) {
      const size = this.sizes[this.start] ?? 0;
      if (this.tailBytes - size >= this.tailLimit) {
        this.chunks[this.start] = "";
        this.start++;
        this.tailBytes -= size;
        continue;
      }
      const [, rest] = splitBytes(
        this.chunks[this.start] ?? "",
        size,
        this.tailBytes - this.tailLimit,
        "after",
      );
      this.chunks[this.start] = rest.text;
      this.sizes[this.start] = rest.bytes;
      this.tailBytes -= size - rest.bytes;
    }
    if (this.start > 64 && this.start * 2 > this.chunks.length) {
      this.chunks = this.chunks.slice(this.start);
      this.sizes = this.sizes.slice(this.start);
      this.start = 0;
    }
  }

  /** An immutable view of what is kept now. */
  snapshot(): CapturedOutput {
    const head = this.headParts.join("");
    const tail = this.chunks.slice(this.start).join("");
    const droppedBytes = this.total - this.headBytes - this.tailBytes;
    const totalBytes = this.total;
    return Object.freeze({
      head,
      tail,
      droppedBytes,
      totalBytes,
      text(): string {
        if (droppedBytes === 0) return head + tail;
        const sep = head === "" || head.endsWith("\n") ? "" : "\n";
        return `${head}${sep}${droppedMarker(droppedBytes)}\n${tail}`;
      },
    });
  }
}

/** A workflow command that makes the runner ignore every command until `::<token>::` is printed. */
const STOP_COMMANDS = /^\s*::stop-commands::(.*)$/;
/** Longest line kept while waiting for its end, and most tokens remembered. */
const MAX_PARTIAL = 4_096;
const MAX_TOKENS = 100;

/**
 * Watches a command's streamed output for `::stop-commands::TOKEN`: a test printing it would make the
 * runner ignore everything flakeharden prints afterwards (groups, annotations, the error). `resume()`
 * returns the lines that turn command processing back on (`::TOKEN::`, for every token seen since the
 * last call), to print before flakeharden's own commands.
 */
export class StopCommandsWatcher {
  private partial = "";
  private tokens = new Set<string>();

  write(chunk: string): void {
    const lines = (this.partial + chunk).split("\n");
    this.partial = (lines.pop() ?? "").slice(-MAX_PARTIAL);
    for (const line of lines) this.check(line);
  }

  private check(line: string): void {
    const m = STOP_COMMANDS.exec(line.replace(/\r$/, ""));
    if (m && this.tokens.size < MAX_TOKENS) this.tokens.add(m[1] ?? "");
  }

  /** The `::TOKEN::` lines to print now (empty when no command was stopped), each ending in a newline. */
  resume(): { lines: string; tokens: number } {
    // A last line without its newline counts too: the runner reads it once the stream ends.
    if (this.partial !== "") this.check(this.partial);
    this.partial = "";
    const tokens = [...this.tokens];
    this.tokens.clear();
    return { lines: tokens.map((t) => `::${t}::\n`).join(""), tokens: tokens.length };
  }
}
