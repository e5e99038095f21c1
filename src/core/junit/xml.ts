// A small XML tokenizer over UTF-8 bytes, for documents nobody vouches for.
//
// It reports start tags (with their attributes as byte ranges, decoded only on request), end tags, text and
// CDATA as byte ranges, and checks well-formedness (one root, matching names, quoted attributes, terminated
// comments, CDATA, DOCTYPE and processing instructions). Nothing is decoded that the caller does not ask for:
// a 15 MB <system-out> costs a byte search for the next `<`, not a UTF-8 decode. A DOCTYPE is skipped, never
// interpreted: no entity other than the five predefined ones and character references is ever expanded
// (billion-laughs safe). Time is linear in the input: every byte is looked at a bounded number of times,
// and there is no regular expression.
//
// `bytes.indexOf` is the input's own: a Node Buffer's is a memchr, much faster than Uint8Array's.

/** A well-formedness error at byte offset `pos`. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly pos: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = "XmlSyntaxError";
  }
}

// Byte values.
const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const BANG = 33; // !
const QUESTION = 63; // ?
const EQ = 61; // =
const DQUOTE = 34; // "
const SQUOTE = 39; // '
const SEMI = 59; // ;
const HASH = 35; // #
const LBRACKET = 91; // [
const RBRACKET = 93; // ]
const LF = 10;

export const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

const utf8 = new TextDecoder("utf-8");

/** `bytes[start, end)` as a string: a plain loop for ASCII (most names and values), the UTF-8 decoder otherwise. */
export function bytesToString(bytes: Uint8Array, start: number, end: number): string {
  if (end - start > 256) return utf8.decode(bytes.subarray(start, end));
  let s = "";
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    if (c >= 0x80) return utf8.decode(bytes.subarray(start, end));
    s += String.fromCharCode(c);
  }
  return s;
}

/** True when `bytes[at, at + lit.length)` is the ASCII string `lit`. */
export function startsWithAscii(bytes: Uint8Array, at: number, lit: string): boolean {
  if (at + lit.length > bytes.length) return false;
  for (let k = 0; k < lit.length; k++) if (bytes[at + k] !== lit.charCodeAt(k)) return false;
  return true;
}

/** Work done, counted: bytes searched and tokens read (tests check it grows linearly with the input). */
export interface XmlWork {
  steps: number;
}

/** Offset of the ASCII string `lit` at or after `from`, or -1. */
function find(bytes: Uint8Array, lit: string, from: number, work: XmlWork): number {
  const first = lit.charCodeAt(0);
  for (let i = bytes.indexOf(first, from); i !== -1; i = bytes.indexOf(first, i + 1)) {
    if (startsWithAscii(bytes, i, lit)) {
      work.steps += i - from + lit.length;
      return i;
    }
  }
  work.steps += bytes.length - from;
  return -1;
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Decodes the entity between `from` (just after `&`) and `semi`; null when it is not one we expand. */
function decodeEntity(src: string, from: number, semi: number): string | null {
  if (semi - from < 2) return null;
  if (src.charCodeAt(from) === HASH) {
    let cp = 0;
    let i = from + 1;
    const hex = src.charCodeAt(i) === 120; // x
    if (hex) i++;
    if (i === semi) return null;
    for (; i < semi; i++) {
      const c = src.charCodeAt(i);
      let d: number;
      if (c >= 48 && c <= 57) d = c - 48;
      else if (hex && c >= 97 && c <= 102) d = c - 87;
      else if (hex && c >= 65 && c <= 70) d = c - 55;
      else return null;
      cp = cp * (hex ? 16 : 10) + d;
      if (cp > 0x10ffff) return null;
    }
    return isXmlChar(cp) ? String.fromCodePoint(cp) : null;
  }
  switch (src.slice(from, semi)) {
    case "lt":
      return "<";
    case "gt":
      return ">";
    case "amp":
      return "&";
    case "quot":
      return '"';
    case "apos":
      return "'";
    default:
      return null;
  }
}

/** Cuts `s` to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return s.slice(0, end);
}

function normalizeNewlines(s: string): string {
  return s.indexOf("\r") === -1 ? s : s.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
}

/** The longest entity we expand is `&#x10FFFF;` or `&#1114111;` (10 bytes); a character is at most 4. */
const MAX_ENTITY = 10;

/**
 * The bytes that can hold the first `limit` characters of `bytes[start, end)`, decoded. Each character comes
 * from at most MAX_ENTITY bytes: a window of limit × MAX_ENTITY bytes holds the first `limit` whole (a character
 * split at the window's end lies past the limit and is cut away).
 */
function window(bytes: Uint8Array, start: number, end: number, limit: number): string {
  return bytesToString(bytes, start, Math.min(end, start + limit * MAX_ENTITY + MAX_ENTITY));
}

/** A CDATA section `bytes[start, end)`: no entities, newlines normalised, at most `limit` characters. */
export function decodeCData(bytes: Uint8Array, start: number, end: number, limit: number): string {
  return cut(normalizeNewlines(window(bytes, start, end, limit)), limit);
}

/**
 * Character data `bytes[start, end)` with entities expanded and newlines normalised, at
 * most `limit` characters. Only the bytes that can contribute to those characters are decoded, so a 5 MB
 * value costs no more than a short one.
 */
export function decodeText(bytes: Uint8Array, start: number, end: number, limit: number): string {
  const raw = window(bytes, start, end, limit);
  let amp = raw.indexOf("&");
  if (amp === -1) return cut(normalizeNewlines(raw), limit);
  const stop = raw.length;
  let out = "";
  let pos = 0;
  while (amp !== -1) {
    let semi = -1;
    const max = Math.min(stop, amp + MAX_ENTITY);
    for (let j = amp + 1; j < max; j++) {
      if (raw.charCodeAt(j) === SEMI) {
        semi = j;
        break;
      }
    }
    const decoded = semi === -1 ? null : decodeEntity(raw, amp + 1, semi);
    if (decoded === null) {
      // Kept literally; scanning resumes after the `&`.
      amp = raw.indexOf("&", amp + 1);
      continue;
    }
    out += normalizeNewlines(raw.slice(pos, amp)) + decoded;
    pos = semi + 1;
    if (out.length >= limit) return cut(out, limit);
    amp = raw.indexOf("&", pos);
  }
  if (pos < stop) out += normalizeNewlines(raw.slice(pos));
  return cut(out, limit);
}

/** The start tag being reported; valid only during `XmlHandler.start`. */
export class StartTag {
  name = "";
  /** Byte offset of its `<`. */
  pos = 0;
  /** Number of elements open around it. */
  depth = 0;
  /** Attribute key and value ranges: [keyStart, keyEnd, valueStart, valueEnd] per attribute. */
  readonly ranges: number[] = [];
  count = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The raw value range of the first attribute named `key` (entities not expanded), or -1. */
  find(key: string): number {
    const r = this.ranges;
    for (let a = 0; a < this.count; a++) {
      const k = a * 4;
      const ks = r[k] as number;
      if ((r[k + 1] as number) - ks !== key.length) continue;
      if (startsWithAscii(this.bytes, ks, key)) return k;
    }
    return -1;
  }

  /** The first attribute named `key`, entities expanded, at most `limit` characters; undefined when absent. */
  attr(key: string, limit: number): string | undefined {
    const k = this.find(key);
    if (k === -1) return undefined;
    return decodeText(this.bytes, this.ranges[k + 2] as number, this.ranges[k + 3] as number, limit);
  }

  /** Length in bytes of the first attribute named `key`, or -1. */
  attrLength(key: string): number {
    const k = this.find(key);
    return k === -1 ? -1 : (this.ranges[k + 3] as number) - (this.ranges[k + 2] as number);
  }
}

export interface XmlHandler {
  /** A start tag (`tag` is reused: read it during the call). */
  start(tag: StartTag): void;
  /** The end of the innermost open element (also right after `start` for a self-closing tag). */
  end(): void;
  /** Character data inside the root element, raw (entities not expanded). */
  text(start: number, end: number): void;
  /** A CDATA section's content inside the root element. */
  cdata(start: number, end: number): void;
}

/** Most levels of element nesting accepted (bounds the memory a hostile document can take). */
export const MAX_DEPTH = 10_000;

/** Reads `bytes` (UTF-8, without a byte order mark) and reports its tokens to `handler`. Throws XmlSyntaxError. */
export function tokenizeXml(
  bytes: Uint8Array,
  handler: XmlHandler,
  expectedRoot = "a root element",
  work: XmlWork = { steps: 0 },
): void {
  const n = bytes.length;
  // The open elements: where each name starts and how long it is (no string per level).
  const nameStarts: number[] = [];
  const nameLengths: number[] = [];
  const tag = new StartTag(bytes);
  let rootSeen = false;
  let rootClosed = false;

  const fail = (pos: number, reason: string): never => {
    throw new XmlSyntaxError(pos, reason);
  };
  const topName = () => {
    const k = nameStarts.length - 1;
    const s = nameStarts[k] ?? 0;
    return bytesToString(bytes, s, s + (nameLengths[k] ?? 0));
  };
  const where = () => (nameStarts.length > 0 ? ` inside <${topName()}>` : "");

  let i = 0;
  while (i < n) {
    const lt = bytes.indexOf(LT, i);
    const textEnd = lt === -1 ? n : lt;
    work.steps += textEnd - i + 1;
    if (textEnd > i) {
      if (nameStarts.length > 0) handler.text(i, textEnd);
      else {
        for (let k = i; k < textEnd; k++) {
          if (!isSpace(bytes[k] as number)) {
            fail(
              k,
              rootSeen
                ? "unexpected text after the root element"
                : "unexpected text before the root element (expected '<')",
            );
          }
        }
      }
    }
    if (lt === -1) break;
    i = lt;
    const c1 = bytes[i + 1];

    if (c1 === BANG) {
      if (startsWithAscii(bytes, i, "<!--")) {
        const end = find(bytes, "-->", i + 4, work);
        if (end === -1) fail(i, `unterminated comment${where()} (expected -->)`);
        i = end + 3;
      } else if (startsWithAscii(bytes, i, "<![CDATA[")) {
        const end = find(bytes, "]]>", i + 9, work);
        if (end === -1) fail(i, `unterminated CDATA section${where()} (expected ]]>)`);
        if (nameStarts.length === 0) fail(i, "unexpected CDATA section outside the root element");
        handler.cdata(i + 9, end);
        i = end + 3;
      } else if (startsWithAscii(bytes, i, "<!DOCTYPE")) {
        if (rootSeen) fail(i, "unexpected DOCTYPE after the root element started");
        // Skipped, never interpreted: quoted strings and an internal subset in [...] may hold '>'.
        let j = i + 9;
        let depth = 0;
        let quote = 0;
        for (; j < n; j++) {
          const c = bytes[j] as number;
          if (quote !== 0) {
            if (c === quote) quote = 0;
          } else if (c === DQUOTE || c === SQUOTE) quote = c;
          else if (c === LBRACKET) depth++;
          else if (c === RBRACKET) depth--;
          else if (c === GT && depth <= 0) break;
        }
        work.steps += j - i;
        if (j >= n) fail(i, "unterminated DOCTYPE (expected >)");
        i = j + 1;
      } else {
        fail(i, `unexpected markup '<!'${where()} (expected a comment, CDATA section or DOCTYPE)`);
      }
      continue;
    }

    if (c1 === QUESTION) {
      const end = find(bytes, "?>", i + 2, work);
      if (end === -1) fail(i, "unterminated processing instruction (expected ?>)");
      i = end + 2;
      continue;
    }

    if (c1 === SLASH) {
      let j = i + 2;
      while (j < n) {
        const c = bytes[j] as number;
        if (c === GT || isSpace(c)) break;
        j++;
      }
      const nameStart = i + 2;
      const nameLength = j - nameStart;
      while (j < n && isSpace(bytes[j] as number)) j++;
      if (j >= n)
        fail(
          j,
          `unexpected end of input inside closing tag </${bytesToString(bytes, nameStart, nameStart + nameLength)} (expected >)`,
        );
      if (bytes[j] !== GT)
        fail(
          j,
          `expected '>' to end closing tag </${bytesToString(bytes, nameStart, nameStart + nameLength)}>`,
        );
      const depth = nameStarts.length;
      if (depth === 0) {
        fail(
          i,
          rootSeen
            ? `unexpected </${bytesToString(bytes, nameStart, nameStart + nameLength)}> after the root element`
            : `unexpected </${bytesToString(bytes, nameStart, nameStart + nameLength)}> before any element`,
        );
      }
      const openStart = nameStarts[depth - 1] ?? 0;
      let same = nameLengths[depth - 1] === nameLength;
      for (let k = 0; same && k < nameLength; k++) same = bytes[openStart + k] === bytes[nameStart + k];
      if (!same)
        fail(
          i,
          `expected </${topName()}>, found </${bytesToString(bytes, nameStart, nameStart + nameLength)}>`,
        );
      nameStarts.pop();
      nameLengths.pop();
      handler.end();
      if (depth === 1) rootClosed = true;
      work.steps += j - i;
      i = j + 1;
      continue;
    }

    // A start tag.
    let j = i + 1;
    if (j >= n) fail(i, `unexpected end of input after '<'${where()}`);
    const first = bytes[j] as number;
    if (
      isSpace(first) ||
      first === GT ||
      first === EQ ||
      first === DQUOTE ||
      first === SQUOTE ||
      first === LT
    )
      fail(i, `expected a tag name after '<'${where()}`);
    while (j < n) {
      const c = bytes[j] as number;
      if (isSpace(c) || c === GT || c === SLASH) break;
      j++;
    }
    const nameStart = i + 1;
    const nameLength = j - nameStart;
    const name = bytesToString(bytes, nameStart, j);
    if (nameStarts.length === 0) {
      if (rootClosed) fail(i, `unexpected <${name}> after the root element`);
      rootSeen = true;
    }
    tag.name = name;
    tag.pos = i;
    tag.depth = nameStarts.length;
    tag.count = 0;
    const ranges = tag.ranges;
    let selfClosing = false;
    for (;;) {
      while (j < n && isSpace(bytes[j] as number)) j++;
      if (j >= n) fail(j, `unexpected end of input inside start tag <${name} (expected >)`);
      const c = bytes[j] as number;
      if (c === GT) {
        j++;
        break;
      }
      if (c === SLASH) {
        if (bytes[j + 1] !== GT) fail(j, `expected '>' after '/' in <${name}>`);
        selfClosing = true;
        j += 2;
        break;
      }
      const keyStart = j;
      while (j < n) {
        const k = bytes[j] as number;
        if (k === EQ || isSpace(k) || k === GT || k === SLASH || k === LT) break;
        j++;
      }
      if (j === keyStart) fail(j, `unexpected character in start tag <${name}> (expected an attribute name)`);
      const keyEnd = j;
      while (j < n && isSpace(bytes[j] as number)) j++;
      if (bytes[j] !== EQ)
        fail(j, `expected '=' after attribute ${bytesToString(bytes, keyStart, keyEnd)} in <${name}>`);
      j++;
      while (j < n && isSpace(bytes[j] as number)) j++;
      const quote = bytes[j];
      if (quote !== DQUOTE && quote !== SQUOTE)
        fail(
          j,
          `expected a quoted value for attribute ${bytesToString(bytes, keyStart, keyEnd)} in <${name}>`,
        );
      const valueEnd = bytes.indexOf(quote as number, j + 1);
      work.steps += (valueEnd === -1 ? n : valueEnd) - keyStart;
      if (valueEnd === -1)
        fail(j, `unterminated attribute value for ${bytesToString(bytes, keyStart, keyEnd)} in <${name}>`);
      const k = tag.count * 4;
      ranges[k] = keyStart;
      ranges[k + 1] = keyEnd;
      ranges[k + 2] = j + 1;
      ranges[k + 3] = valueEnd;
      tag.count++;
      j = valueEnd + 1;
    }
    if (!selfClosing && nameStarts.length >= MAX_DEPTH)
      fail(i, `elements nested deeper than ${MAX_DEPTH} levels (the limit)`);
    work.steps += j - i;
    handler.start(tag);
    if (selfClosing) {
      handler.end();
      if (nameStarts.length === 0) rootClosed = true;
    } else {
      nameStarts.push(nameStart);
      nameLengths.push(nameLength);
    }
    i = j;
  }

  if (nameStarts.length > 0) {
    const top = topName();
    fail(n, `unexpected end of input inside <${top}> (expected </${top}>)`);
  }
  if (!rootSeen) fail(n, `empty document: expected ${expectedRoot}`);
}

/** Line and column (1-based, in characters) of byte offset `pos`. */
export function lineColumn(bytes: Uint8Array, pos: number): { line: number; column: number } {
  const stop = Math.min(pos, bytes.length);
  let line = 1;
  let lineStart = 0;
  for (let nl = bytes.indexOf(LF); nl !== -1 && nl < stop; nl = bytes.indexOf(LF, nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  let column = 1;
  for (let k = lineStart; k < stop; k++) if (((bytes[k] as number) & 0xc0) !== 0x80) column++;
  return { line, column };
}
