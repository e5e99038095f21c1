// Streams a log through the extractors in windows of lines, so memory stays bounded whatever the size
// of the log. One combined trigger test per line decides whether any extractor needs to look at it.
import { EXTRACTORS, type Candidate, type Extractor } from "./extract/index.js";
import { LOOKAHEAD, LOOKBEHIND, type LogView } from "./extract/types.js";
import { MAX_LINE, normalizeLine } from "./normalize.js";
import { LIMITS } from "./schema.js";

/** Lines handed to the extractors at once (besides the look-behind and look-ahead margins). */
const WINDOW = 20_000;
/**
 * Characters buffered at most before the buffered lines are scanned: with long lines (10-60 KB, cut to
 * MAX_LINE), 20,000 lines would hold 80 M characters. Extractors keep their state across windows and see
 * the same margins at every window's edge.
 */
const WINDOW_CHARS = 16 * 1024 * 1024;
/** Candidates kept at most; past that the log is hopeless and the count is reported. */
const MAX_CANDIDATES = 3_000;

/**
 * A copy of a string that does not keep the string it was cut from alive: lines are slices of the
 * megabyte chunks the log arrives in, and a candidate kept to the end must not pin its chunk in memory.
 */
function detach(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

function detachFrame<F extends { path: string; function: string | null }>(f: F): F {
  return { ...f, path: detach(f.path), function: f.function === null ? null : detach(f.function) };
}

/** Detaches a candidate's strings in place (extractors may still hold it in their state and update it). */
function detachCandidate(c: Candidate): Candidate {
  c.test = c.test === null ? null : detach(c.test);
  c.suite = c.suite === null ? null : detach(c.suite);
  c.where = c.where ? detachFrame(c.where) : null;
  c.frames = c.frames.map(detachFrame);
  c.message = detach(c.message.length > LIMITS.message ? c.message.slice(0, LIMITS.message) : c.message);
  // Reports keep at most LIMITS.excerpt characters of an excerpt: keep no more than that here either.
  const excerpt = c.excerpt.join("\n");
  c.excerpt = detach(excerpt.length > LIMITS.excerpt ? excerpt.slice(0, LIMITS.excerpt) : excerpt).split(
    "\n",
  );
  for (const k of ["code", "expected", "actual", "module", "snapshotFile", "dirHint", "kind"] as const) {
    const v = c[k];
    if (v !== undefined) c[k] = detach(v);
  }
  return c;
}

/** One regex for all triggers, compiled once per registry (V8 compiles a regex on first use: not per log). */
const TRIGGERS = new WeakMap<readonly Extractor[], RegExp>();
function combinedTrigger(extractors: readonly Extractor[]): RegExp {
  let re = TRIGGERS.get(extractors);
  if (!re) {
    re = new RegExp(extractors.map((e) => `(?:${e.trigger.source})`).join("|"));
    TRIGGERS.set(extractors, re);
  }
  return re;
}

export interface ScanResult {
  candidates: Candidate[];
  lines: number;
  bytes: number;
  truncatedLines: number;
  droppedCandidates: number;
}

export class LogScanner {
  private readonly extractors: readonly Extractor[];
  private readonly trigger: RegExp;
  private readonly states: Record<string, unknown>[];
  private buf: string[] = [];
  /** Global index of buf[0]. */
  private offset = 0;
  /** Global index of the first line not yet scanned for anchors. */
  private next = 0;
  private partial = "";
  /** Characters held in `buf`. */
  private bufChars = 0;
  private readonly out: Candidate[] = [];
  private lines = 0;
  private bytes = 0;
  private truncated = 0;
  private dropped = 0;

  private readonly windowChars: number;

  /** `windowChars`: buffered characters that start a scan (tests set it low to check it changes nothing). */
  constructor(extractors: readonly Extractor[] = EXTRACTORS, options: { windowChars?: number } = {}) {
    this.windowChars = options.windowChars ?? WINDOW_CHARS;
    this.extractors = extractors;
    this.trigger = combinedTrigger(extractors);
    this.states = extractors.map(() => ({}));
  }

  /** Characters of the lines held for the extractors now (bounded whatever the line lengths). */
  get bufferedChars(): number {
    return this.bufChars;
  }

  /** Feeds the next piece of the log (any size, split anywhere). */
  push(chunk: string): void {
    this.bytes += chunk.length;
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf("\n", start);
      if (nl === -1) break;
      const piece = chunk.slice(start, nl);
      this.addLine(this.partial ? this.partial + piece : piece);
      this.partial = "";
      start = nl + 1;
      const pending = this.buf.length - (this.next - this.offset);
      if (pending >= WINDOW + LOOKAHEAD || (this.bufChars >= this.windowChars && pending > LOOKAHEAD))
        this.process(false);
    }
    if (start < chunk.length) {
      // Keep at most one line's worth of an unterminated line.
      this.partial = (this.partial + chunk.slice(start)).slice(0, MAX_LINE * 2);
    }
  }

  private addLine(raw: string): void {
    let line = normalizeLine(raw);
    if (raw.length > MAX_LINE) {
      this.truncated++;
      // A copy: the cut line must not keep the whole long line (and the chunk it came from) alive.
      line = detach(line);
    }
    this.buf.push(line);
    this.bufChars += line.length;
    this.lines++;
  }

  /** Scans what is buffered; at the end, everything. */
  private process(final: boolean): void {
    const fromGlobal = this.next;
    const toGlobal = final ? this.offset + this.buf.length : this.offset + this.buf.length - LOOKAHEAD;
    if (toGlobal <= fromGlobal) return;
    const view: LogView = {
      lines: this.buf,
      offset: this.offset,
      from: fromGlobal - this.offset,
      to: toGlobal - this.offset,
    };
    const anchors: number[][] = this.extractors.map(() => []);
    const lines = this.buf;
    for (let i = view.from; i < view.to; i++) {
      const line = lines[i] as string;
      if (line.length < 3 || !this.trigger.test(line)) continue;
      for (let e = 0; e < this.extractors.length; e++) {
        if ((this.extractors[e] as Extractor).trigger.test(line)) (anchors[e] as number[]).push(i);
      }
    }
    for (let e = 0; e < this.extractors.length; e++) {
      const a = anchors[e] as number[];
      if (a.length === 0) continue;
      const found = (this.extractors[e] as Extractor).extract(
        view,
        a,
        this.states[e] as Record<string, unknown>,
      );
      for (const c of found) {
        if (this.out.length >= MAX_CANDIDATES) {
          this.dropped++;
          continue;
        }
        // Local indexes → global 0-based line numbers.
        detachCandidate(c);
        c.start += this.offset;
        c.end += this.offset;
        this.out.push(c);
      }
    }
    this.next = toGlobal;
    // Keep only the look-behind margin.
    const keepFrom = Math.max(0, toGlobal - LOOKBEHIND - this.offset);
    if (keepFrom > 0) {
      for (let k = 0; k < keepFrom; k++) this.bufChars -= (this.buf[k] as string).length;
      this.buf = this.buf.slice(keepFrom);
      this.offset += keepFrom;
    }
  }

  end(): ScanResult {
    if (this.partial) {
      this.addLine(this.partial);
      this.partial = "";
    }
    this.process(true);
    // Extractors may have updated earlier candidates from later lines (pytest's summary names the node id).
    for (const c of this.out) detachCandidate(c);
    return {
      candidates: this.out,
      lines: this.lines,
      bytes: this.bytes,
      truncatedLines: this.truncated,
      droppedCandidates: this.dropped,
    };
  }
}

/** Scans a whole log held in memory. */
export function scanLog(text: string, extractors?: readonly Extractor[]): ScanResult {
  const s = new LogScanner(extractors);
  s.push(text);
  return s.end();
}
