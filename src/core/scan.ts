// Streams a log through the extractors in windows of lines, so memory stays bounded whatever the size
// of the log. One combined trigger test per line decides whether any extractor needs to look at it.
// Before that, a literal prefilter (prefilter.ts) finds the lines that may match at all in the raw text:
// only those, and the lines within the extractors' margins around the ones that match, are normalized;
// every other line is only counted (and handed to the extractors as an empty line they never read).
import { EXTRACTORS, type Candidate, type Extractor } from "./extract/index.js";
import { LOOKAHEAD, LOOKBEHIND, type LogView } from "./extract/types.js";
import { MAX_LINE, normalizeLine } from "./normalize.js";
import { literalPrefilter, type LiteralSearch } from "./prefilter.js";
import { LIMITS } from "./limits.js";

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

export interface ScanOptions {
  /** Buffered characters that start a scan (tests set it low to check it changes nothing). */
  windowChars?: number;
  /**
   * Use the literal prefilter when every extractor declares literals (on unless `false`). Measured on the
   * bench's 50 MB logs on a quiet machine (bench/RESULTS.md, "Log analysis") it is a little faster than the full
   * scan (1.06x against 1.08x the read+split floor, typical) and keeps a 200 MB log of 10-60 KB lines within the
   * 200 MB memory bound (160 MB against 267 MB: lines without a literal are counted, not kept). Tests check
   * that it changes no result on any recorded log (test/core/scan-prefilter.test.ts).
   */
  prefilter?: boolean;
}

/**
 * Lines kept before an anchor by the prefilter: twice the extractors' look-behind, as some read a little
 * further back (a make recipe's compile line before the test binary's output).
 */
const BEHIND = 2 * LOOKBEHIND;
const RING = BEHIND + 1;
/** A region of a chunk at most this long is copied once at the chunk's end, rather than line by line. */
const REGION = 1024 * 1024;

export class LogScanner {
  private readonly extractors: readonly Extractor[];
  private readonly trigger: RegExp;
  private readonly literal: LiteralSearch | null;
  private readonly states: Record<string, unknown>[];
  private buf: string[] = [];
  /** Characters counted for each line of `buf` (its raw length, at most MAX_LINE, in both modes). */
  private lens: number[] = [];
  /** Whether each line of `buf` matched the combined trigger (tested once, when it was read). */
  private hot: boolean[] = [];
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
  private normalized = 0;

  // The prefilter's ring: lines read but not yet in `buf`, since whether one is needed depends on the
  // BEHIND lines after it. An entry is its text (`null`: the current chunk) and a range of it, and its
  // normalized form once known.
  private readonly ringText: (string | null)[] = new Array<string | null>(RING).fill(null);
  private readonly ringNorm: (string | null)[] = new Array<string | null>(RING).fill(null);
  private readonly ringS = new Int32Array(RING);
  private readonly ringE = new Int32Array(RING);
  private readonly ringHot = new Uint8Array(RING);
  private ringHead = 0;
  private ringCount = 0;
  /** Lines read (prefilter mode): the global index of the next one. */
  private seen = 0;
  /** Global index of the last line that matched the trigger. */
  private lastAnchor = -Infinity;
  private chunk = "";

  private readonly windowChars: number;

  constructor(extractors: readonly Extractor[] = EXTRACTORS, options: ScanOptions = {}) {
    this.windowChars = options.windowChars ?? WINDOW_CHARS;
    this.extractors = extractors;
    this.trigger = combinedTrigger(extractors);
    this.literal = options.prefilter !== false ? literalPrefilter(extractors) : null;
    this.states = extractors.map(() => ({}));
  }

  /** Characters of the lines held for the extractors now (bounded whatever the line lengths). */
  get bufferedChars(): number {
    return this.bufChars;
  }

  /** Lines normalized so far (all of them without the prefilter): what the prefilter saves, for tests. */
  get normalizedLines(): number {
    return this.normalized;
  }

  /** Feeds the next piece of the log (any size, split anywhere). */
  push(chunk: string): void {
    this.bytes += chunk.length;
    if (this.literal) {
      this.pushFiltered(chunk, this.literal);
      return;
    }
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf("\n", start);
      if (nl === -1) break;
      const piece = chunk.slice(start, nl);
      this.addLine(this.partial ? this.partial + piece : piece);
      this.partial = "";
      start = nl + 1;
    }
    if (start < chunk.length) this.keepPartial(chunk.slice(start));
  }

  /** Keeps at most one line's worth of an unterminated line. */
  private keepPartial(rest: string): void {
    this.partial = (this.partial + rest).slice(0, MAX_LINE * 2);
  }

  private pushFiltered(chunk: string, search: LiteralSearch): void {
    let start = 0;
    if (this.partial) {
      const nl = chunk.indexOf("\n");
      if (nl === -1) {
        this.keepPartial(chunk);
        return;
      }
      const raw = this.partial + chunk.slice(0, nl);
      this.partial = "";
      this.enqueue(raw, 0, raw.length, search.test(raw));
      start = nl + 1;
    }
    this.chunk = chunk;
    // Where the next literal ends (a literal holds no newline: the automaton is back at its root at each);
    // -2: not searched yet from here.
    let hit = -2;
    for (;;) {
      const nl = chunk.indexOf("\n", start);
      if (nl === -1) break;
      if (this.lastAnchor >= this.seen - LOOKAHEAD) {
        // Within an anchor's look-ahead the line is normalized anyway: test it without searching.
        this.enqueue(null, start, nl, true);
      } else {
        if (hit === -2 || (hit !== -1 && hit < start)) hit = search.find(chunk, start, chunk.length);
        const candidate = hit !== -1 && hit < nl;
        if (candidate) hit = -2;
        this.enqueue(null, start, nl, candidate);
      }
      start = nl + 1;
    }
    if (start < chunk.length) this.keepPartial(chunk.slice(start));
    this.releaseChunk();
  }

  /** Reads one line (prefilter mode): tests it when the prefilter says it may match, and queues it. */
  private enqueue(text: string | null, s: number, e: number, candidate: boolean): void {
    const idx = this.seen++;
    let norm: string | null = null;
    if (e - s > MAX_LINE) {
      this.normalized++;
      this.truncated++;
      norm = detach(normalizeLine((text ?? this.chunk).slice(s, e)));
    } else if (candidate) {
      this.normalized++;
      norm = normalizeLine((text ?? this.chunk).slice(s, e));
    }
    const hot = norm !== null && norm.length >= 3 && this.trigger.test(norm);
    if (hot) this.lastAnchor = idx;
    const slot = (this.ringHead + this.ringCount) % RING;
    this.ringText[slot] = text;
    this.ringNorm[slot] = norm;
    this.ringS[slot] = s;
    this.ringE[slot] = e;
    this.ringHot[slot] = hot ? 1 : 0;
    this.ringCount++;
    if (this.ringCount > BEHIND) this.dequeue();
  }

  /** Hands the oldest queued line to the extractors' buffer: its text if an anchor is near, else "". */
  private dequeue(): void {
    const h = this.ringHead;
    const idx = this.seen - this.ringCount;
    const s = this.ringS[h] as number;
    const e = this.ringE[h] as number;
    let line = "";
    // Needed when an anchor lies in [idx - LOOKAHEAD, idx + BEHIND]: every line up to idx + BEHIND is read.
    if (this.lastAnchor >= idx - LOOKAHEAD) {
      const norm = this.ringNorm[h];
      if (norm !== null && norm !== undefined) line = norm;
      else {
        this.normalized++;
        line = normalizeLine((this.ringText[h] ?? this.chunk).slice(s, e));
      }
    }
    this.ringText[h] = null;
    this.ringNorm[h] = null;
    this.ringHead = (h + 1) % RING;
    this.ringCount--;
    this.append(line, Math.min(e - s, MAX_LINE), this.ringHot[h] === 1);
  }

  /**
   * At a chunk's end, the queued lines still pointing into it get their own copy (one copy of their region
   * when it is small), so that no queued line keeps a whole chunk alive.
   */
  private releaseChunk(): void {
    const chunk = this.chunk;
    this.chunk = "";
    let from = Infinity;
    let to = -1;
    for (let k = 0; k < this.ringCount; k++) {
      const h = (this.ringHead + k) % RING;
      const norm = this.ringNorm[h];
      // A line already normalized needs no raw text.
      if (norm !== null && norm !== undefined) {
        this.ringNorm[h] = detach(norm);
        continue;
      }
      if (this.ringText[h] !== null) continue;
      from = Math.min(from, this.ringS[h] as number);
      to = Math.max(to, this.ringE[h] as number);
    }
    if (to < 0) return;
    const region = to - from <= REGION ? detach(chunk.slice(from, to)) : null;
    for (let k = 0; k < this.ringCount; k++) {
      const h = (this.ringHead + k) % RING;
      if (this.ringText[h] !== null || this.ringNorm[h] !== null) continue;
      const s = this.ringS[h] as number;
      const e = this.ringE[h] as number;
      if (region !== null) {
        this.ringText[h] = region;
        this.ringS[h] = s - from;
        this.ringE[h] = e - from;
      } else {
        this.ringText[h] = detach(chunk.slice(s, e));
        this.ringS[h] = 0;
        this.ringE[h] = e - s;
      }
    }
  }

  private addLine(raw: string): void {
    this.normalized++;
    let line = normalizeLine(raw);
    if (raw.length > MAX_LINE) {
      this.truncated++;
      // A copy: the cut line must not keep the whole long line (and the chunk it came from) alive.
      line = detach(line);
    }
    this.append(line, Math.min(raw.length, MAX_LINE), line.length >= 3 && this.trigger.test(line));
  }

  /** Adds a normalized line to the extractors' buffer; scans a window when enough is buffered. */
  private append(line: string, chars: number, hot: boolean): void {
    this.buf.push(line);
    this.lens.push(chars);
    this.hot.push(hot);
    this.bufChars += chars;
    this.lines++;
    const pending = this.buf.length - (this.next - this.offset);
    if (pending >= WINDOW + LOOKAHEAD || (this.bufChars >= this.windowChars && pending > LOOKAHEAD))
      this.process(false);
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
      if (!this.hot[i]) continue;
      const line = lines[i] as string;
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
      for (let k = 0; k < keepFrom; k++) this.bufChars -= this.lens[k] as number;
      this.buf = this.buf.slice(keepFrom);
      this.lens = this.lens.slice(keepFrom);
      this.hot = this.hot.slice(keepFrom);
      this.offset += keepFrom;
    }
  }

  end(): ScanResult {
    if (this.partial) {
      if (this.literal) {
        this.enqueue(this.partial, 0, this.partial.length, this.literal.test(this.partial));
      } else this.addLine(this.partial);
      this.partial = "";
    }
    while (this.ringCount > 0) this.dequeue();
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
export function scanLog(text: string, extractors?: readonly Extractor[], options?: ScanOptions): ScanResult {
  const s = new LogScanner(extractors, options);
  s.push(text);
  return s.end();
}
