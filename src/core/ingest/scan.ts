// Streams a log through the extractors in windows of lines, so memory stays bounded whatever the size
// of the log.
//
// The log arrives as bytes (strings are encoded first) and one tight loop runs a literal automaton over them
// (prefilter.ts): it counts lines and tells, per line, which extractors' literals the line holds, without
// decoding anything. Only the lines holding a literal are decoded, normalized and tested by those extractors'
// triggers. Every other line is only counted and its byte range noted: the extractors see every line of their
// window, but one is decoded and normalized only when an extractor reads it (they read a few lines around each
// line their trigger matches), from the bytes kept for the window. With the prefilter off (`prefilter: false`,
// or an extractor without literals), every line is decoded, normalized and tested: the reference the prefilter
// must equal.
import { EXTRACTORS, type Candidate, type Extractor } from "../extract/index.js";
import { LOOKAHEAD, LOOKBEHIND, type LogView } from "../extract/types.js";
import {
  MAX_LINE,
  type LinePrefix,
  normalizeLinePrefixed,
  packageBanner,
  workspacePrefix,
} from "./normalize.js";
import { BANNER, REWRITE, escapeEnd, literalPrefilter, type LiteralAutomaton } from "./prefilter.js";
import { LIMITS } from "../limits.js";

/** Lines handed to the extractors at once (besides the look-behind and look-ahead margins). */
const WINDOW = 20_000;
/**
 * Characters of the lines held for the extractors at most before they are scanned: with long lines (10-60
 * KB, cut to MAX_LINE), 20,000 lines would hold 80 M characters. Extractors keep their state across windows
 * and see the same margins at every window's edge.
 */
const WINDOW_CHARS = 16 * 1024 * 1024;
/**
 * Candidates kept at most. Past that the log is hopeless: the scanner stops extracting after the window that
 * reached it and only counts the rest (a log made of failure reports otherwise costs 4-5 times the time to
 * read it, for candidates no report keeps).
 */
export const MAX_CANDIDATES = 3_000;
/** Workspace prefixes whose last package header is kept once its lines are out of reach. */
const MAX_PREFIXES = 256;

/**
 * A copy of a string that does not keep the string it was cut from alive: a candidate kept to the end must
 * not pin the text it was cut from in memory.
 */
function detach(s: string): string {
  // Slicing a concatenation flattens it into a new string first: the slice points into that copy alone (a third
  // of the time of a JSON round trip, which the candidates' excerpts made ~10 ms of the typical log).
  return s.length < 13 ? s : ` ${s}`.slice(1);
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
  /** UTF-8 bytes of the log. */
  bytes: number;
  truncatedLines: number;
  /**
   * Candidates found past MAX_CANDIDATES and not kept: exact when `stoppedAtLine` is null, otherwise only
   * those of the window that reached the limit (a lower bound: the rest of the log was not analysed).
   */
  droppedCandidates: number;
  /**
   * The 1-based number of the first line not analysed when the scanner stopped extracting at MAX_CANDIDATES
   * (lines from it on were only counted); null when every line was analysed.
   */
  stoppedAtLine: number | null;
}

export interface ScanOptions {
  /** Characters held that start a scan (tests set it low to check it changes nothing). */
  windowChars?: number;
  /**
   * Use the literal prefilter when every extractor declares literals (on unless `false`). Tests check that it
   * changes no result on any recorded log (test/core/scan-prefilter.test.ts); bench/analyze.ts measures both.
   */
  prefilter?: boolean;
}

/**
 * Bytes of a line decoded at most: enough for more than MAX_LINE characters (a character takes at most 3 bytes
 * per UTF-16 unit), so a longer line is cut exactly as normalizeLine cuts its text.
 */
const LONG = 4 * MAX_LINE;
/**
 * The last lines' lengths, byte ranges and kinds are kept in rings of this first size (less one), doubled while
 * more lines are in reach: every line an extractor can read, a window and its margins (at most WINDOW +
 * LOOKAHEAD + LOOKBEHIND lines, so they stop growing at 32,768). Rings of that size from the start cost a
 * scanner per attempt 688 KB of zeroed memory that a short log never uses: on a 2-core VM where page faults are
 * dear, `run --retries 2 -- false` took ~8 ms longer with them.
 */
const RING_START = 1_023;
/**
 * A window holding at least one anchor per this many lines is decoded whole rather than read through a proxy
 * (`lazyView`): the bench's dense log has one per 6 lines, its typical log one per 60.
 */
const DENSE = 8;
const EMPTY = Buffer.alloc(0);
/** A line's kind in the prefilter's ring: decoded when read, with or without normalizeLine; or held. */
const PLAIN = 0;
const REWRITTEN_LINE = 1;
const HELD = 2;
/** A held line longer than MAX_LINE bytes: its bytes are not kept. */
const HELD_LONG = 3;
/** Bytes [s, e) of buf as text. */
const utf8 = (buf: Buffer, s: number, e: number): string => buf.toString("utf8", s, e);
const isDigitByte = (b: number) => b >= 0x30 && b <= 0x39;

const isIndex = (key: string | symbol): boolean =>
  typeof key === "string" && key.charCodeAt(0) >= 0x30 && key.charCodeAt(0) <= 0x39;

/**
 * The view's `length` lines: `held`'s where it has one, `decode(i)` (once) for the others. Extractors read a few of
 * the lines in a window (by index, `length` and `slice`), so a proxy costs less than decoding them all, and it
 * holds no array of the window's length (a 20,000-slot array per window cost more than the reads).
 */
function lazyLines(length: number, held: Map<number, string>, decode: (i: number) => string): string[] {
  return new Proxy<string[]>([], {
    get(target, key, receiver) {
      if (isIndex(key)) {
        const i = Number(key);
        let v = held.get(i);
        if (v === undefined && i < length) held.set(i, (v = decode(i)));
        return v;
      }
      return key === "length" ? length : (Reflect.get(target, key, receiver) as unknown);
    },
    has(target, key) {
      return isIndex(key) ? Number(key) < length : Reflect.has(target, key);
    },
  });
}

/** What `runTo` leaves: the state before the last byte it read, and after it. */
let stepFrom = 0;
let stepTo = 0;

/**
 * The prefilter's byte loop: runs the automaton from state `s` over buf from `i` on until it reaches a state the
 * scanner acts on (≥ special) or the buffer's end; returns the index after the last byte read (its states in
 * stepFrom and stepTo). A loop of its own, with no call and no store in it: inside scanBytes, whose other paths
 * call and store, V8 reloaded the buffers' and the tables' bounds at every byte (~55 instructions a byte on the
 * typical log).
 */
function runTo(auto: LiteralAutomaton, buf: Buffer, i: number, s: number): number {
  const { cls, delta, special } = auto;
  const to = buf.length;
  let p = s;
  while (i < to) {
    p = s;
    // Through the byte's class: a table indexed by the byte itself (one load less, fewer instructions) took ~15%
    // longer on the typical log in an interleaved loop benchmark: its rows are 2.6 times as large.
    s = delta[s + (cls[buf[i] as number] as number)] as number;
    i++;
    if (s >= special) break;
  }
  stepFrom = p;
  stepTo = s;
  return i;
}

export class LogScanner {
  private readonly extractors: readonly Extractor[];
  private readonly triggers: readonly RegExp[];
  private readonly trigger: RegExp;
  private readonly usePrefilter: boolean;
  /**
   * Built (or fetched from the registry's cache) on the first non-empty push: a scan that reads nothing
   * costs no automaton (undefined: not decided yet).
   */
  private auto: LiteralAutomaton | null | undefined = undefined;
  private readonly states: Record<string, unknown>[];
  private readonly windowChars: number;

  // Lines held for the extractors, by ascending global index: the text and the extractors whose trigger it
  // matches (bits; -1: not tested yet, test every one). With the prefilter, only the lines already decoded
  // that must stay so (anchors, long lines, lines split between chunks); the others are decoded from their
  // bytes when an extractor reads them.
  private heldIdx: number[] = [];
  private heldText: string[] = [];
  private heldAnch: number[] = [];
  /**
   * Each line's length (UTF-8 bytes, at most MAX_LINE), and their sum over the final lines from `offset` on:
   * a bound on the characters held for the extractors. Both modes count the same, so that the prefilter and the
   * full scan cut the log into the same windows (extractors' results may differ with the windows).
   */
  private lens = new Int32Array(RING_START + 1);
  private bufChars = 0;
  /** Lines final: every line read. */
  private finalCount = 0;
  /** Global index of the first line the extractors can still read (view.lines[0]). */
  private offset = 0;
  /** Global index of the first line not yet scanned for anchors. */
  private next = 0;
  /** Lines read: the global index of the next one. */
  private seen = 0;

  /**
   * The workspace prefix (pnpm's `packages/a test: `, turbo's `@x/a:test: `) of the lines normalized so far that
   * had one, by global index, for the lines an extractor may still read; and the folder it names (pnpm's). A
   * candidate starting on such a line ran in that folder (its `dirHint`, unless its extractor gave one), and its
   * block ends where the prefix does.
   */
  private prefixes = new Map<number, string>();
  private dirs = new Map<number, string>();
  private readonly prefix: LinePrefix = { text: null, dir: null, ctest: null };
  /**
   * The verbose CTest runs seen (normalize.ts, CTEST_NUMBER): the global index of each one's first mark and of its
   * summary (Infinity while it runs), in order. Their lines are normalized without the test's number, whenever an
   * extractor reads them: the marks are decoded as they are read (the prefilter's CTEST_MARKS), before any line after
   * them is.
   */
  private ctestFrom: number[] = [];
  private ctestTo: number[] = [];
  /**
   * The package scripts' headers and the groups seen (normalize.ts, packageBanner), in order: the global index of
   * the line, the workspace prefix it was printed under (null: none) and the folder it names (null: a scope whose
   * folder is unknown). Those before the lines still in reach are kept only as the last one of each prefix.
   */
  private banners: { at: number; prefix: string | null; dir: string | null }[] = [];

  private readonly out: Candidate[] = [];
  private bytes = 0;
  private truncated = 0;
  private dropped = 0;
  private normalized = 0;
  private stoppedAt: number | null = null;
  /** Once stopped: whether the bytes counted so far end inside a line. */
  private tailOpen = false;

  // The prefilter's ring of the last lines: their byte range in the log ([start, end), global offsets) and kind.
  private posS = new Float64Array(RING_START + 1);
  private posE = new Float64Array(RING_START + 1);
  private kind = new Uint8Array(RING_START + 1);
  /** The rings' size less one (a power of two less one): line k's slot is `k & ring`. */
  private ring = RING_START;
  /**
   * The bytes of the lines an extractor may still read, in segments by ascending global offset: the chunk being
   * scanned, and copies of the runs of lines of earlier chunks still in reach (lines longer than MAX_LINE are
   * held decoded and cut, never kept as bytes).
   */
  private segBuf: Buffer[] = [];
  private segBase: number[] = [];
  /** Automaton state and the literals' extractor bits of the line read so far. */
  private state = 0;
  private mask = 0;
  /** The current line's first bytes (at most LONG) when it started in an earlier chunk, and its length. */
  private partial: Buffer | null = null;
  private partialBytes = 0;

  /** String input: a high surrogate held back until the next chunk. */
  private high = "";
  /** Without the prefilter: the decoder and the unterminated line (at most 2 × MAX_LINE characters). */
  private decoder: InstanceType<typeof TextDecoder> | null = null;
  private text = "";

  constructor(extractors: readonly Extractor[] = EXTRACTORS, options: ScanOptions = {}) {
    this.windowChars = options.windowChars ?? WINDOW_CHARS;
    this.extractors = extractors;
    this.triggers = extractors.map((e) => e.trigger);
    this.trigger = combinedTrigger(extractors);
    this.usePrefilter = options.prefilter !== false;
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

  /** Feeds the next piece of the log: bytes (UTF-8, split anywhere) or text (split anywhere). */
  push(chunk: string | Uint8Array): void {
    if (typeof chunk === "string") {
      let s = this.high + chunk;
      this.high = "";
      const last = s.charCodeAt(s.length - 1);
      // A surrogate pair split between two strings is encoded whole, with the next one.
      if (last >= 0xd800 && last <= 0xdbff) {
        this.high = s.slice(-1);
        s = s.slice(0, -1);
      }
      this.pushBytes(Buffer.from(s, "utf8"));
    } else {
      this.pushBytes(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
    }
  }

  private pushBytes(buf: Buffer): void {
    if (buf.length === 0) return;
    if (this.auto === undefined) {
      this.auto = this.usePrefilter ? literalPrefilter(this.extractors) : null;
      // A leading BOM stays in the first line, as when the log is read as text.
      if (this.auto === null) this.decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    }
    this.bytes += buf.length;
    if (this.stoppedAt !== null) this.count(buf, 0);
    else if (this.auto) this.scanBytes(buf, this.auto);
    else this.pushText((this.decoder as InstanceType<typeof TextDecoder>).decode(buf, { stream: true }));
  }

  /** Once stopped: counts the lines of buf from `from` on. */
  private count(buf: Buffer, from: number): void {
    for (let i = buf.indexOf(10, from); i !== -1; i = buf.indexOf(10, i + 1)) this.seen++;
    if (from < buf.length) this.tailOpen = buf[buf.length - 1] !== 10;
  }

  /**
   * The prefilter's loop: one table lookup per byte. Only the lines holding a literal are decoded here (and
   * normalized and tested); every other line is only counted, its byte range noted, and decoded if and when an
   * extractor reads it (on the bench's typical log, ~20,000 of the ~420,000 lines within the extractors' margins
   * around its ~1,800 anchors). Lines that normalization cannot change (no REWRITE bit, no digit or `#` first)
   * skip normalizeLine.
   */
  private scanBytes(buf: Buffer, auto: LiteralAutomaton): void {
    const { masks, special, newline, carriage } = auto;
    const to = buf.length;
    const base = this.bytes - to;
    const first = this.seen;
    // The chunk itself while it is scanned (windows scanned meanwhile read their lines from it).
    this.segBuf.push(buf);
    this.segBase.push(base);
    let s = this.state;
    let mask = this.mask;
    let start = 0;
    let i = 0;
    while (i < to) {
      i = runTo(auto, buf, i, s);
      const p = stepFrom;
      s = stepTo;
      if (s < special) continue;
      if (s < newline) mask |= masks[s] as number;
      else if (s === newline) {
        this.line(buf, start, i - 1, mask);
        s = 0;
        mask = 0;
        start = i;
        if (this.advance(this.seen)) {
          this.count(buf, start);
          return;
        }
      } else if (s === carriage) {
        mask |= REWRITE;
        s = 0;
      } else {
        // The escape state.
        mask |= REWRITE;
        // Normalization removes the sequence: go on as if it were not there. The usual CSI (colours) is
        // parsed here: through escapeEnd, the loop took twice as long on the typical log (460,000 sequences).
        if (i < to && buf[i] === 0x5b) {
          let j = i + 1;
          let c = 0;
          while (j < to && (c = buf[j] as number) >= 0x30 && c <= 0x3f) j++;
          while (j < to && (c = buf[j] as number) >= 0x20 && c <= 0x2f) j++;
          if (j < to && c >= 0x40 && c <= 0x7e) {
            s = p;
            i = j + 1;
            continue;
          }
        }
        const end = escapeEnd(buf, i - 1, to);
        if (end >= 0) {
          s = p;
          i = end;
        } else if (end === -1) s = 0;
        else {
          // The sequence goes on in the next chunk (no newline before): the line is tested by every extractor.
          mask = auto.all | REWRITE;
          s = 0;
          break;
        }
      }
    }
    this.state = s;
    this.mask = mask;
    this.keep(buf, first);
    if (start < to) {
      const keep = this.partial === null ? LONG : LONG - this.partial.length;
      const piece = buf.subarray(start, Math.min(to, start + Math.max(0, keep)));
      this.partial = this.partial === null ? Buffer.from(piece) : Buffer.concat([this.partial, piece]);
      this.partialBytes += to - start;
    }
  }

  /**
   * The chunk is scanned: its lines that an extractor may still read (from `offset` on) keep their bytes as
   * copies (the caller may reuse the chunk), in runs between the lines longer than MAX_LINE (held decoded).
   */
  private keep(buf: Buffer, first: number): void {
    this.segBuf.pop();
    const base = this.segBase.pop() as number;
    let run = -1;
    for (let k = Math.max(first, this.offset); k <= this.seen; k++) {
      const slot = k & this.ring;
      const inChunk = k < this.seen && this.kind[slot] !== HELD_LONG && (this.posS[slot] as number) >= base;
      if (inChunk && run === -1) run = this.posS[slot] as number;
      else if (!inChunk && run !== -1) {
        const e = this.posE[(k - 1) & this.ring] as number;
        const copy = Buffer.allocUnsafe(e - run);
        buf.copy(copy, 0, run - base, e - base);
        this.segBuf.push(copy);
        this.segBase.push(run);
        run = -1;
      }
    }
  }

  /** Doubles the rings until line k fits beside the lines still in reach (from `offset`), which are kept. */
  private grow(k: number): void {
    let ring = this.ring;
    while (k - this.offset > ring) ring = ring * 2 + 1;
    const lens = new Int32Array(ring + 1);
    const posS = new Float64Array(ring + 1);
    const posE = new Float64Array(ring + 1);
    const kind = new Uint8Array(ring + 1);
    for (let j = this.offset; j < k; j++) {
      const from = j & this.ring;
      const to = j & ring;
      lens[to] = this.lens[from] as number;
      posS[to] = this.posS[from] as number;
      posE[to] = this.posE[from] as number;
      kind[to] = this.kind[from] as number;
    }
    this.lens = lens;
    this.posS = posS;
    this.posE = posE;
    this.kind = kind;
    this.ring = ring;
  }

  /** Line k's normalized text, from its bytes (a line of the prefilter's ring not held). */
  private decodeLine(k: number): string {
    const slot = k & this.ring;
    const s = this.posS[slot] as number;
    const bases = this.segBase;
    // The last segment starting at or before s.
    let lo = 0;
    let hi = bases.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((bases[mid] as number) <= s) lo = mid;
      else hi = mid - 1;
    }
    const b = bases[lo] as number;
    const text = utf8(this.segBuf[lo] as Buffer, s - b, (this.posE[slot] as number) - b);
    this.normalized++;
    return this.normalize(text, this.kind[slot] === PLAIN, k);
  }

  /**
   * Line k's text normalized (`plain`: the prefilter saw nothing normalization rewrites but a workspace prefix,
   * which only this checks), noting the folder its workspace prefix names.
   */
  private normalize(text: string, plain: boolean, k: number): string {
    if (plain && workspacePrefix(text) === null) return text;
    const line = normalizeLinePrefixed(text, this.prefix, this.inCtest(k));
    this.ctestMark(k, this.prefix.ctest ?? null);
    if (this.prefix.text !== null) this.prefixes.set(k, this.prefix.text);
    if (this.prefix.dir !== null) this.dirs.set(k, this.prefix.dir);
    return line;
  }

  /** Notes line k (`raw`, normalized `line`, read in order) when it starts a package's script or a group. */
  private banner(k: number, raw: string, line: string): void {
    const dir = packageBanner(raw, line);
    if (dir === undefined) return;
    const last = this.banners[this.banners.length - 1];
    // A line read again (a window's margin) is noted once.
    if (last && last.at >= k) return;
    this.banners.push({ at: k, prefix: this.prefixes.get(k) ?? null, dir });
  }

  /**
   * A candidate no extractor or workspace prefix placed ran in the folder of the last package script's header above
   * it (pnpm's `> @x/a@0.3.3 test:types /abs/packages/a`): a tool it runs prints paths relative to that folder (tsc's
   * `src/index.ts:43:7`, publint's `pkg.exports`, the package's package.json), its `dirHint`. The header printed under
   * the candidate's own workspace prefix decides (turbo interleaves packages' output, each line prefixed); with none
   * there, the last unprefixed one (a script's nested `pnpm run` prefixes its lines with `. name: `). A group's start or
   * end, or npm's header (no folder), ends the scope.
   */
  private underBanner(c: Candidate, view: LogView): void {
    if (c.dirHint || this.banners.length === 0) return;
    const at = c.start + view.offset;
    const prefix = this.prefixes.get(at) ?? null;
    let bare: string | null | undefined;
    for (let b = this.banners.length - 1; b >= 0; b--) {
      const h = this.banners[b] as { at: number; prefix: string | null; dir: string | null };
      if (h.at >= at) continue;
      if (h.prefix === prefix) {
        if (h.dir !== null) c.dirHint = h.dir;
        return;
      }
      if (h.prefix === null) bare ??= h.dir;
    }
    if (bare) c.dirHint = bare;
  }

  /** Whether line k is inside a verbose CTest run (its runs are few: one per ctest command, searched from the last). */
  private inCtest(k: number): boolean {
    for (let r = this.ctestFrom.length - 1; r >= 0; r--)
      if (k >= (this.ctestFrom[r] as number)) return k < (this.ctestTo[r] as number);
    return false;
  }

  /**
   * Notes CTest's mark on line k. A line is normalized again when a later window reads it: a mark counts only the
   * first time, when the run it starts follows the last one's end, or the run it ends is open and started before it.
   */
  private ctestMark(k: number, mark: "start" | "end" | null): void {
    if (mark === null) return;
    const last = this.ctestTo.length - 1;
    const open = last >= 0 && this.ctestTo[last] === Infinity;
    if (mark === "start" && !open && (last < 0 || k >= (this.ctestTo[last] as number))) {
      // Runs that ended before the lines still in reach are no longer asked about.
      while (this.ctestTo.length > 0 && (this.ctestTo[0] as number) <= this.offset) {
        this.ctestFrom.shift();
        this.ctestTo.shift();
      }
      this.ctestFrom.push(k);
      this.ctestTo.push(Infinity);
    } else if (mark === "end" && open && k > (this.ctestFrom[last] as number)) this.ctestTo[last] = k;
  }

  /** A line read by the prefilter: bytes [s, e) of buf, holding literals of extractors `mask`. */
  private line(buf: Buffer, s: number, e: number, mask: number): void {
    // buf's first byte's offset in the log (buf is the last chunk pushed).
    const base = this.bytes - buf.length;
    const k = this.seen++;
    if (k - this.offset > this.ring) this.grow(k);
    const slot = k & this.ring;
    this.posS[slot] = base + s;
    this.posE[slot] = base + e;
    const bytes = this.partial === null ? e - s : this.partialBytes + e - s;
    this.lens[slot] = bytes > MAX_LINE ? MAX_LINE : bytes;
    if ((mask & ~REWRITE) !== 0 || e - s > MAX_LINE || this.partial !== null) this.readLine(buf, s, e, mask);
    else {
      // Whether the line is its own normalized form (see REWRITE).
      const b = buf[s] as number;
      this.kind[slot] = (mask & REWRITE) !== 0 || isDigitByte(b) || b === 0x23 ? REWRITTEN_LINE : PLAIN;
    }
  }

  /**
   * Decodes and normalizes the line just counted (`line`'s k: seen − 1) and tests it; holds it when a trigger
   * matches it, when it is longer than MAX_LINE or when it started in an earlier chunk.
   */
  private readLine(buf: Buffer, s: number, e: number, mask: number): void {
    const k = this.seen - 1;
    let text: string;
    const b = buf[s] as number;
    const plain =
      this.partial === null && e - s <= MAX_LINE && (mask & REWRITE) === 0 && !isDigitByte(b) && b !== 0x23;
    let held = this.partial !== null;
    if (this.partial !== null) {
      const room = LONG - this.partial.length;
      text = (
        room > 0 ? Buffer.concat([this.partial, buf.subarray(s, Math.min(e, s + room))]) : this.partial
      ).toString("utf8");
      this.partial = null;
      this.partialBytes = 0;
    } else text = utf8(buf, s, e - s > LONG ? s + LONG : e);
    this.normalized++;
    let norm = this.normalize(text, plain, k);
    this.banner(k, text, norm);
    let test = mask & ~(REWRITE | BANNER);
    if (text.length > MAX_LINE) {
      this.truncated++;
      // A copy: the cut line must not keep the whole decoded prefix alive. Every trigger tests a cut line.
      norm = detach(norm);
      test = (this.auto as LiteralAutomaton).all;
    }
    let anch = 0;
    if (test !== 0 && norm.length >= 3) {
      for (let m = test, x = 0; m !== 0; m >>>= 1, x++)
        if ((m & 1) !== 0 && (this.triggers[x] as RegExp).test(norm)) anch |= 1 << x;
    }
    const long = e - s > MAX_LINE;
    if (anch !== 0 || long || held) {
      held = true;
      this.emit(k, norm, anch);
    }
    this.kind[k & this.ring] = long ? HELD_LONG : held ? HELD : plain ? PLAIN : REWRITTEN_LINE;
  }

  /** Without the prefilter: every line is normalized and tested. */
  private pushText(text: string): void {
    let start = 0;
    for (;;) {
      const nl = text.indexOf("\n", start);
      if (nl === -1) break;
      const piece = text.slice(start, nl);
      this.addText(this.text ? this.text + piece : piece);
      this.text = "";
      start = nl + 1;
      if (this.advance(this.seen)) {
        for (let i = text.indexOf("\n", start); i !== -1; i = text.indexOf("\n", i + 1)) this.seen++;
        this.tailOpen = start < text.length && !text.endsWith("\n");
        return;
      }
    }
    if (start < text.length) this.text = (this.text + text.slice(start)).slice(0, MAX_LINE * 2);
  }

  private addText(raw: string): void {
    const k = this.seen++;
    if (k - this.offset > this.ring) this.grow(k);
    this.normalized++;
    // The line's UTF-8 length, as the prefilter counts it (a line cut at 2 × MAX_LINE is longer anyway).
    this.lens[k & this.ring] = raw.length > MAX_LINE ? MAX_LINE : Math.min(Buffer.byteLength(raw), MAX_LINE);
    let line = this.normalize(raw, false, k);
    this.banner(k, raw, line);
    if (raw.length > MAX_LINE) {
      this.truncated++;
      // A copy: the cut line must not keep the whole long line (and the chunk it came from) alive.
      line = detach(line);
    }
    const hot = line.length >= 3 && this.trigger.test(line);
    this.emit(k, line, hot ? -1 : 0);
  }

  /** Holds line k for the extractors. */
  private emit(k: number, text: string, anch: number): void {
    this.heldIdx.push(k);
    this.heldText.push(text);
    this.heldAnch.push(anch);
  }

  /**
   * Makes the lines before `upTo` final, one at a time, and scans a window when enough lines or characters
   * are final. True when the scanner stopped at MAX_CANDIDATES.
   */
  private advance(upTo: number): boolean {
    while (this.finalCount < upTo) {
      this.bufChars += this.lens[this.finalCount & this.ring] as number;
      this.finalCount++;
      const pending = this.finalCount - this.next;
      if (pending >= WINDOW + LOOKAHEAD || (this.bufChars >= this.windowChars && pending > LOOKAHEAD)) {
        this.process(false);
        if (this.stoppedAt !== null) return true;
      }
    }
    return false;
  }

  /** Scans the final lines held but the look-ahead margin; at the end, all of them. */
  private process(final: boolean): void {
    const total = this.finalCount;
    const toGlobal = final ? total : total - LOOKAHEAD;
    if (toGlobal > this.next) this.extract(total, toGlobal);
    if (!final && this.out.length >= MAX_CANDIDATES) this.stop();
  }

  private extract(total: number, toGlobal: number): void {
    const offset = this.offset;
    const from = this.next;
    // The view: every line from `offset` to `total`. Without the prefilter every one is held; with it, those
    // not held are decoded from their bytes when an extractor first reads them.
    const lazy = this.auto ? this : null;
    const held = new Map<number, string>();
    const lines = lazy ? null : new Array<string>(total - offset).fill("");
    const anchors: number[][] = this.extractors.map(() => []);
    const idx = this.heldIdx;
    for (let h = 0; h < idx.length; h++) {
      const g = idx[h] as number;
      if (g >= total) break;
      const text = this.heldText[h] as string;
      if (lines) lines[g - offset] = text;
      else held.set(g - offset, text);
      const a = this.heldAnch[h] as number;
      if (a === 0 || g < from || g >= toGlobal) continue;
      for (let x = 0; x < this.extractors.length; x++) {
        if (a === -1 ? (this.triggers[x] as RegExp).test(text) : (a & (1 << x)) !== 0)
          (anchors[x] as number[]).push(g - offset);
      }
    }
    const view: LogView = {
      lines: lines ?? this.lazyView(total - offset, held, anchors),
      offset,
      from: from - offset,
      to: toGlobal - offset,
    };
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
        this.inPrefix(c, view);
        this.underBanner(c, view);
        // Local indexes → global 0-based line numbers.
        detachCandidate(c);
        c.start += offset;
        c.end += offset;
        this.out.push(c);
      }
    }
    this.next = toGlobal;
    // Keep only the look-behind margin.
    const keepFrom = Math.max(offset, toGlobal - LOOKBEHIND);
    for (let j = offset; j < keepFrom; j++) this.bufChars -= this.lens[j & this.ring] as number;
    let h = 0;
    while (h < idx.length && (idx[h] as number) < keepFrom) h++;
    if (h > 0) {
      this.heldIdx = idx.slice(h);
      this.heldText = this.heldText.slice(h);
      this.heldAnch = this.heldAnch.slice(h);
    }
    this.offset = keepFrom;
    for (const k of this.prefixes.keys()) if (k < keepFrom) this.prefixes.delete(k);
    for (const k of this.dirs.keys()) if (k < keepFrom) this.dirs.delete(k);
    this.keepBanners(keepFrom);
    // The bytes before the first line still in reach are no longer read.
    if (lazy && keepFrom < this.seen) {
      const first = this.posS[keepFrom & this.ring] as number;
      let n = 0;
      while (
        n < this.segBuf.length - 1 &&
        (this.segBase[n] as number) + (this.segBuf[n] as Buffer).length <= first
      )
        n++;
      if (n > 0) {
        this.segBuf.splice(0, n);
        this.segBase.splice(0, n);
      }
    }
  }

  /**
   * The prefilter's view of a window's `length` lines (from `offset`), `held` its lines held. Lazy (each line
   * decoded when first read, through a proxy) unless the window's anchors are dense: extractors then read most of
   * its lines (on the bench's dense log, 1 line in 6 an anchor and ~90% of the lines read, each read through the
   * proxy costing more than decoding the line), so every line is decoded at once into a plain array. Either
   * way a line's text is the same: the choice changes no result, only the time.
   */
  private lazyView(length: number, held: Map<number, string>, anchors: readonly number[][]): string[] {
    let count = 0;
    for (const a of anchors) count += a.length;
    const offset = this.offset;
    if (count * DENSE < length) return lazyLines(length, held, (i) => this.decodeLine(offset + i));
    const lines: string[] = [];
    for (let i = 0; i < length; i++) lines.push(held.get(i) ?? this.decodeLine(offset + i));
    return lines;
  }

  /**
   * A candidate printed under a workspace prefix (pnpm's `packages/a test: `) ran in the folder it names: its
   * `dirHint` (relative to where the command ran: `./packages/a`) unless its extractor gave one that is not an
   * absolute folder elsewhere (go's package, playwright's `path:line`). Its block ends
   * where that prefix does: the next lines are another package's output or the package manager's (the manager
   * drops blank lines, which extractors may wait for to end a block). Reads at most the candidate's own lines.
   */
  private inPrefix(c: Candidate, view: LogView): void {
    // No prefixed line within reach (most logs): nothing to read.
    if (this.prefixes.size === 0) return;
    const at = view.offset;
    if (view.lines[c.start] === undefined) return;
    const prefix = this.prefixes.get(c.start + at);
    if (prefix === undefined) {
      if (!c.dirHint && view.lines[c.end] !== undefined) {
        const d = this.dirs.get(c.end + at);
        if (d !== undefined && d !== ".") c.dirHint = `./${d}`;
      }
      return;
    }
    const dir = this.dirs.get(c.start + at);
    // An absolute folder the extractor inferred from another line (vitest's last ` RUN  v… /abs/pkg`, a header) is
    // another package's when several ran at once: the prefix on the candidate's own line says which ran it.
    const inferred = c.dirHint && /^(?:\/|[A-Za-z]:[\\/])/.test(c.dirHint);
    if (
      dir !== undefined &&
      dir !== "." &&
      (!c.dirHint || (inferred && !c.dirHint.replace(/[\\/]+$/, "").endsWith(`/${dir}`)))
    )
      c.dirHint = `./${dir}`;
    for (let j = c.start + 1; j <= c.end && j < view.lines.length; j++) {
      if (view.lines[j] !== undefined && this.prefixes.get(j + at) === prefix) continue;
      // Lines [j, end] are not this package's: the block stops before them, and so does its excerpt.
      const keep = j - c.start;
      if (c.excerpt[0] === view.lines[c.start] && c.excerpt.length > keep)
        c.excerpt = c.excerpt.slice(0, keep);
      c.end = j - 1;
      break;
    }
  }

  /** Of the banners before `keepFrom`, only the last of each prefix still decides (at most MAX_PREFIXES of them). */
  private keepBanners(keepFrom: number): void {
    if (this.banners.length === 0 || (this.banners[0] as { at: number }).at >= keepFrom) return;
    const last = new Map<string | null, { at: number; prefix: string | null; dir: string | null }>();
    const rest: typeof this.banners = [];
    for (const h of this.banners) {
      if (h.at >= keepFrom) rest.push(h);
      else {
        last.delete(h.prefix);
        last.set(h.prefix, h);
      }
    }
    this.banners = [...[...last.values()].slice(-MAX_PREFIXES), ...rest];
  }

  /** The candidate limit is reached: from here on lines and bytes are only counted. */
  private stop(): void {
    this.stoppedAt = this.next;
    this.heldIdx = [];
    this.heldText = [];
    this.heldAnch = [];
    this.prefixes.clear();
    this.dirs.clear();
    this.banners = [];
    this.bufChars = 0;
    this.segBuf = [];
    this.segBase = [];
    this.partial = null;
    this.text = "";
    // Lines read but not final were not analysed either.
  }

  end(): ScanResult {
    if (this.high) {
      const high = this.high;
      this.high = "";
      this.pushBytes(Buffer.from(high, "utf8"));
    }
    if (this.stoppedAt === null && this.decoder) {
      const rest = this.decoder.decode();
      if (rest) this.pushText(rest);
    }
    if (this.stoppedAt !== null) {
      if (this.tailOpen) this.seen++;
    } else {
      if (this.partial !== null) this.line(EMPTY, 0, 0, this.mask);
      else if (this.text) this.addText(this.text);
      this.text = "";
      // Every line is final now: the windows fall where the full scan's do.
      if (!this.advance(this.seen)) this.process(true);
    }
    // Extractors may have updated earlier candidates from later lines (pytest's summary names the node id).
    for (const c of this.out) detachCandidate(c);
    return {
      candidates: this.out,
      lines: this.seen,
      bytes: this.bytes,
      truncatedLines: this.truncated,
      droppedCandidates: this.dropped,
      stoppedAtLine: this.stoppedAt === null ? null : this.stoppedAt + 1,
    };
  }
}

/** Scans a whole log held in memory (text, or its UTF-8 bytes). */
export function scanLog(
  log: string | Uint8Array,
  extractors?: readonly Extractor[],
  options?: ScanOptions,
): ScanResult {
  const s = new LogScanner(extractors, options);
  s.push(log);
  return s.end();
}
