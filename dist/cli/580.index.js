"use strict";
exports.id = 580;
exports.ids = [580];
exports.modules = {

/***/ 3580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qI: () => (/* binding */ JUnitParseError),
  iM: () => (/* binding */ parseJUnit)
});

// UNUSED EXPORTS: MAX_DEPTH, MAX_TEST_CASES, utf8Bytes

// EXTERNAL MODULE: ./src/core/limits.ts
var limits = __webpack_require__(6419);
;// CONCATENATED MODULE: ./src/core/junit/xml.ts
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
class XmlSyntaxError extends Error {
    pos;
    reason;
    constructor(pos, reason) {
        super(reason);
        this.pos = pos;
        this.reason = reason;
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
const isSpace = (c) => c === 32 || c === 10 || c === 9 || c === 13;
const utf8 = new TextDecoder("utf-8");
/** `bytes[start, end)` as a string: a plain loop for ASCII (most names and values), the UTF-8 decoder otherwise. */
function bytesToString(bytes, start, end) {
    if (end - start > 256)
        return utf8.decode(bytes.subarray(start, end));
    let s = "";
    for (let i = start; i < end; i++) {
        const c = bytes[i];
        if (c >= 0x80)
            return utf8.decode(bytes.subarray(start, end));
        s += String.fromCharCode(c);
    }
    return s;
}
/** True when `bytes[at, at + lit.length)` is the ASCII string `lit`. */
function startsWithAscii(bytes, at, lit) {
    if (at + lit.length > bytes.length)
        return false;
    for (let k = 0; k < lit.length; k++)
        if (bytes[at + k] !== lit.charCodeAt(k))
            return false;
    return true;
}
/** Offset of the ASCII string `lit` at or after `from`, or -1. */
function find(bytes, lit, from, work) {
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
function isXmlChar(cp) {
    return (cp === 0x9 ||
        cp === 0xa ||
        cp === 0xd ||
        (cp >= 0x20 && cp <= 0xd7ff) ||
        (cp >= 0xe000 && cp <= 0xfffd) ||
        (cp >= 0x10000 && cp <= 0x10ffff));
}
/** Decodes the entity between `from` (just after `&`) and `semi`; null when it is not one we expand. */
function decodeEntity(src, from, semi) {
    if (semi - from < 2)
        return null;
    if (src.charCodeAt(from) === HASH) {
        let cp = 0;
        let i = from + 1;
        const hex = src.charCodeAt(i) === 120; // x
        if (hex)
            i++;
        if (i === semi)
            return null;
        for (; i < semi; i++) {
            const c = src.charCodeAt(i);
            let d;
            if (c >= 48 && c <= 57)
                d = c - 48;
            else if (hex && c >= 97 && c <= 102)
                d = c - 87;
            else if (hex && c >= 65 && c <= 70)
                d = c - 55;
            else
                return null;
            cp = cp * (hex ? 16 : 10) + d;
            if (cp > 0x10ffff)
                return null;
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
function cut(s, max) {
    if (s.length <= max)
        return s;
    let end = max;
    const c = s.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        end--;
    return s.slice(0, end);
}
function normalizeNewlines(s) {
    return s.indexOf("\r") === -1 ? s : s.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
}
/** The longest entity we expand is `&#x10FFFF;` or `&#1114111;` (10 bytes); a character is at most 4. */
const MAX_ENTITY = 10;
/**
 * The bytes that can hold the first `limit` characters of `bytes[start, end)`, decoded. Each character comes
 * from at most MAX_ENTITY bytes: a window of limit × MAX_ENTITY bytes holds the first `limit` whole (a character
 * split at the window's end lies past the limit and is cut away).
 */
function xml_window(bytes, start, end, limit) {
    return bytesToString(bytes, start, Math.min(end, start + limit * MAX_ENTITY + MAX_ENTITY));
}
/** A CDATA section `bytes[start, end)`: no entities, newlines normalised, at most `limit` characters. */
function decodeCData(bytes, start, end, limit) {
    return cut(normalizeNewlines(xml_window(bytes, start, end, limit)), limit);
}
/**
 * Character data `bytes[start, end)` with entities expanded and newlines normalised, at
 * most `limit` characters. Only the bytes that can contribute to those characters are decoded, so a 5 MB
 * value costs no more than a short one.
 */
function decodeText(bytes, start, end, limit) {
    const raw = xml_window(bytes, start, end, limit);
    let amp = raw.indexOf("&");
    if (amp === -1)
        return cut(normalizeNewlines(raw), limit);
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
        if (out.length >= limit)
            return cut(out, limit);
        amp = raw.indexOf("&", pos);
    }
    if (pos < stop)
        out += normalizeNewlines(raw.slice(pos));
    return cut(out, limit);
}
/** The start tag being reported; valid only during `XmlHandler.start`. */
class StartTag {
    bytes;
    name = "";
    /** Byte offset of its `<`. */
    pos = 0;
    /** Number of elements open around it. */
    depth = 0;
    /** Attribute key and value ranges: [keyStart, keyEnd, valueStart, valueEnd] per attribute. */
    ranges = [];
    count = 0;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** The raw value range of the first attribute named `key` (entities not expanded), or -1. */
    find(key) {
        const r = this.ranges;
        for (let a = 0; a < this.count; a++) {
            const k = a * 4;
            const ks = r[k];
            if (r[k + 1] - ks !== key.length)
                continue;
            if (startsWithAscii(this.bytes, ks, key))
                return k;
        }
        return -1;
    }
    /** The first attribute named `key`, entities expanded, at most `limit` characters; undefined when absent. */
    attr(key, limit) {
        const k = this.find(key);
        if (k === -1)
            return undefined;
        return decodeText(this.bytes, this.ranges[k + 2], this.ranges[k + 3], limit);
    }
    /** Length in bytes of the first attribute named `key`, or -1. */
    attrLength(key) {
        const k = this.find(key);
        return k === -1 ? -1 : this.ranges[k + 3] - this.ranges[k + 2];
    }
}
/** Most levels of element nesting accepted (bounds the memory a hostile document can take). */
const MAX_DEPTH = 10_000;
/** Reads `bytes` (UTF-8, without a byte order mark) and reports its tokens to `handler`. Throws XmlSyntaxError. */
function tokenizeXml(bytes, handler, expectedRoot = "a root element", work = { steps: 0 }) {
    const n = bytes.length;
    // The open elements: where each name starts and how long it is (no string per level).
    const nameStarts = [];
    const nameLengths = [];
    const tag = new StartTag(bytes);
    let rootSeen = false;
    let rootClosed = false;
    const fail = (pos, reason) => {
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
            if (nameStarts.length > 0)
                handler.text(i, textEnd);
            else {
                for (let k = i; k < textEnd; k++) {
                    if (!isSpace(bytes[k])) {
                        fail(k, rootSeen
                            ? "unexpected text after the root element"
                            : "unexpected text before the root element (expected '<')");
                    }
                }
            }
        }
        if (lt === -1)
            break;
        i = lt;
        const c1 = bytes[i + 1];
        if (c1 === BANG) {
            if (startsWithAscii(bytes, i, "<!--")) {
                const end = find(bytes, "-->", i + 4, work);
                if (end === -1)
                    fail(i, `unterminated comment${where()} (expected -->)`);
                i = end + 3;
            }
            else if (startsWithAscii(bytes, i, "<![CDATA[")) {
                const end = find(bytes, "]]>", i + 9, work);
                if (end === -1)
                    fail(i, `unterminated CDATA section${where()} (expected ]]>)`);
                if (nameStarts.length === 0)
                    fail(i, "unexpected CDATA section outside the root element");
                handler.cdata(i + 9, end);
                i = end + 3;
            }
            else if (startsWithAscii(bytes, i, "<!DOCTYPE")) {
                if (rootSeen)
                    fail(i, "unexpected DOCTYPE after the root element started");
                // Skipped, never interpreted: quoted strings and an internal subset in [...] may hold '>'.
                let j = i + 9;
                let depth = 0;
                let quote = 0;
                for (; j < n; j++) {
                    const c = bytes[j];
                    if (quote !== 0) {
                        if (c === quote)
                            quote = 0;
                    }
                    else if (c === DQUOTE || c === SQUOTE)
                        quote = c;
                    else if (c === LBRACKET)
                        depth++;
                    else if (c === RBRACKET)
                        depth--;
                    else if (c === GT && depth <= 0)
                        break;
                }
                work.steps += j - i;
                if (j >= n)
                    fail(i, "unterminated DOCTYPE (expected >)");
                i = j + 1;
            }
            else {
                fail(i, `unexpected markup '<!'${where()} (expected a comment, CDATA section or DOCTYPE)`);
            }
            continue;
        }
        if (c1 === QUESTION) {
            const end = find(bytes, "?>", i + 2, work);
            if (end === -1)
                fail(i, "unterminated processing instruction (expected ?>)");
            i = end + 2;
            continue;
        }
        if (c1 === SLASH) {
            let j = i + 2;
            while (j < n) {
                const c = bytes[j];
                if (c === GT || isSpace(c))
                    break;
                j++;
            }
            const nameStart = i + 2;
            const nameLength = j - nameStart;
            while (j < n && isSpace(bytes[j]))
                j++;
            if (j >= n)
                fail(j, `unexpected end of input inside closing tag </${bytesToString(bytes, nameStart, nameStart + nameLength)} (expected >)`);
            if (bytes[j] !== GT)
                fail(j, `expected '>' to end closing tag </${bytesToString(bytes, nameStart, nameStart + nameLength)}>`);
            const depth = nameStarts.length;
            if (depth === 0) {
                fail(i, rootSeen
                    ? `unexpected </${bytesToString(bytes, nameStart, nameStart + nameLength)}> after the root element`
                    : `unexpected </${bytesToString(bytes, nameStart, nameStart + nameLength)}> before any element`);
            }
            const openStart = nameStarts[depth - 1] ?? 0;
            let same = nameLengths[depth - 1] === nameLength;
            for (let k = 0; same && k < nameLength; k++)
                same = bytes[openStart + k] === bytes[nameStart + k];
            if (!same)
                fail(i, `expected </${topName()}>, found </${bytesToString(bytes, nameStart, nameStart + nameLength)}>`);
            nameStarts.pop();
            nameLengths.pop();
            handler.end();
            if (depth === 1)
                rootClosed = true;
            work.steps += j - i;
            i = j + 1;
            continue;
        }
        // A start tag.
        let j = i + 1;
        if (j >= n)
            fail(i, `unexpected end of input after '<'${where()}`);
        const first = bytes[j];
        if (isSpace(first) ||
            first === GT ||
            first === EQ ||
            first === DQUOTE ||
            first === SQUOTE ||
            first === LT)
            fail(i, `expected a tag name after '<'${where()}`);
        while (j < n) {
            const c = bytes[j];
            if (isSpace(c) || c === GT || c === SLASH)
                break;
            j++;
        }
        const nameStart = i + 1;
        const nameLength = j - nameStart;
        const name = bytesToString(bytes, nameStart, j);
        if (nameStarts.length === 0) {
            if (rootClosed)
                fail(i, `unexpected <${name}> after the root element`);
            rootSeen = true;
        }
        tag.name = name;
        tag.pos = i;
        tag.depth = nameStarts.length;
        tag.count = 0;
        const ranges = tag.ranges;
        let selfClosing = false;
        for (;;) {
            while (j < n && isSpace(bytes[j]))
                j++;
            if (j >= n)
                fail(j, `unexpected end of input inside start tag <${name} (expected >)`);
            const c = bytes[j];
            if (c === GT) {
                j++;
                break;
            }
            if (c === SLASH) {
                if (bytes[j + 1] !== GT)
                    fail(j, `expected '>' after '/' in <${name}>`);
                selfClosing = true;
                j += 2;
                break;
            }
            const keyStart = j;
            while (j < n) {
                const k = bytes[j];
                if (k === EQ || isSpace(k) || k === GT || k === SLASH || k === LT)
                    break;
                j++;
            }
            if (j === keyStart)
                fail(j, `unexpected character in start tag <${name}> (expected an attribute name)`);
            const keyEnd = j;
            while (j < n && isSpace(bytes[j]))
                j++;
            if (bytes[j] !== EQ)
                fail(j, `expected '=' after attribute ${bytesToString(bytes, keyStart, keyEnd)} in <${name}>`);
            j++;
            while (j < n && isSpace(bytes[j]))
                j++;
            const quote = bytes[j];
            if (quote !== DQUOTE && quote !== SQUOTE)
                fail(j, `expected a quoted value for attribute ${bytesToString(bytes, keyStart, keyEnd)} in <${name}>`);
            const valueEnd = bytes.indexOf(quote, j + 1);
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
            if (nameStarts.length === 0)
                rootClosed = true;
        }
        else {
            nameStarts.push(nameStart);
            nameLengths.push(nameLength);
        }
        i = j;
    }
    if (nameStarts.length > 0) {
        const top = topName();
        fail(n, `unexpected end of input inside <${top}> (expected </${top}>)`);
    }
    if (!rootSeen)
        fail(n, `empty document: expected ${expectedRoot}`);
}
/** Line and column (1-based, in characters) of byte offset `pos`. */
function lineColumn(bytes, pos) {
    const stop = Math.min(pos, bytes.length);
    let line = 1;
    let lineStart = 0;
    for (let nl = bytes.indexOf(LF); nl !== -1 && nl < stop; nl = bytes.indexOf(LF, nl + 1)) {
        line++;
        lineStart = nl + 1;
    }
    let column = 1;
    for (let k = lineStart; k < stop; k++)
        if ((bytes[k] & 0xc0) !== 0x80)
            column++;
    return { line, column };
}

;// CONCATENATED MODULE: ./src/core/junit/dialect.ts
// What JUnit XML means: test cases, their outcome, location and retries, from the tokens of xml.ts, for
// every common dialect (surefire/failsafe, Gradle, nextest, Playwright, jest-junit, vitest,
// mocha-junit-reporter, node:test, pytest xunit1/xunit2, go-junit-report, gotestsum, bun, …).
//
// Every string kept is bounded by LIMITS; text nobody needs (system-out, properties, …) is never decoded.


/** Most test cases one document may hold. */
const MAX_TEST_CASES = 200_000;
const TYPE_MAX = 200;
/** Element roles. Anything else is OTHER: its text goes wherever its parent's goes. */
const OTHER = 0;
const SUITES = 1;
const SUITE = 2;
const CASE = 3;
const RESULT = 4; // <failure>, <error>, <skipped>, <disabled> directly inside a <testcase>
const RETRY = 5; // <flakyFailure>, <flakyError>, <rerunFailure>, <rerunError> directly inside a <testcase>
const MUTE = 6; // <system-out>, <system-err>, <properties>: their text is never kept
/** Collects the text content of an element, bounded, with leading whitespace dropped. */
class Capture {
    text = "";
    add(piece) {
        const room = limits/* LIMITS */.b1.excerpt - this.text.length;
        if (room <= 0)
            return;
        let s = piece;
        if (this.text.length === 0) {
            let k = 0;
            while (k < s.length && isSpace(s.charCodeAt(k)))
                k++;
            if (k === s.length)
                return;
            if (k > 0)
                s = s.slice(k);
        }
        this.text += cut(s, room);
    }
    get room() {
        return limits/* LIMITS */.b1.excerpt - this.text.length;
    }
}
const SOURCE_EXTENSIONS = [
    ".ts",
    ".tsx",
    ".mts",
    ".cts",
    ".js",
    ".mjs",
    ".cjs",
    ".jsx",
    ".py",
    ".go",
    ".rs",
    ".java",
    ".kt",
    ".kts",
    ".scala",
    ".rb",
    ".php",
    ".cs",
    ".swift",
    ".c",
    ".cc",
    ".cpp",
    ".vue",
    ".svelte",
];
/** True when `s` looks like a source path: it has a `/` or ends in a known source extension, and no spaces. */
function looksLikePath(s) {
    for (let i = 0; i < s.length; i++)
        if (isSpace(s.charCodeAt(i)))
            return false;
    if (s.includes("/"))
        return true;
    for (const ext of SOURCE_EXTENSIONS)
        if (s.length > ext.length && s.endsWith(ext))
            return true;
    return false;
}
/** `time` in seconds (`"1.5"`, `"1,234.5"`, `""`) to milliseconds, or null. */
function parseSeconds(raw) {
    if (raw === undefined)
        return null;
    let plain = true;
    for (let i = 0; i < raw.length; i++) {
        const c = raw.charCodeAt(i);
        if (c === 44 || isSpace(c))
            plain = false; // `,` thousands separator, whitespace
        else if (!((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45))
            return null;
    }
    const s = plain ? raw : raw.replaceAll(",", "").trim();
    if (s.length === 0)
        return null;
    const seconds = Number(s);
    if (!Number.isFinite(seconds) || seconds < 0)
        return null;
    return Math.round(seconds * 1e6) / 1e3;
}
function parseLine(raw) {
    if (raw === undefined)
        return null;
    const s = raw.trim();
    if (s.length === 0 || s.length > 15)
        return null;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 48 || c > 57)
            return null;
    }
    const n = Number(s);
    return n > 0 ? n : null;
}
function nonEmpty(s, max) {
    if (s === undefined || s.length === 0)
        return null;
    return cut(s, max);
}
function trimmed(s, max) {
    if (s === undefined)
        return null;
    const t = s.trim();
    return t.length === 0 ? null : cut(t, max);
}
/** First non-empty line of `text`, trimmed, bounded. */
function firstLine(text) {
    let start = 0;
    while (start < text.length) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        const line = text.slice(start, end).trim();
        if (line.length > 0)
            return cut(line, limits/* LIMITS */.b1.message);
        start = end + 1;
    }
    return null;
}
function bodyOf(capture) {
    const t = capture.text.trimEnd();
    return t.length === 0 ? null : t;
}
const SKIP_STATUSES = new Set(["disabled", "skipped", "skip", "notrun", "not run", "ignored", "pending"]);
/** A value read only when short: anything longer is not a number or a status. */
const SHORT = 64;
/** Builds the test cases of one JUnit document from its tokens. */
class JUnitDialect {
    bytes;
    work;
    cases = [];
    suites = 0;
    /** The role and the capture of each open element. */
    kinds = [];
    captures = [];
    /** Enclosing <testsuite> elements: their names, and the file of the nearest one that has a file. */
    suiteNames = [];
    suiteFiles = [];
    current = null;
    constructor(bytes, work = { steps: 0 }) {
        this.bytes = bytes;
        this.work = work;
    }
    short(tag, key) {
        const len = tag.attrLength(key);
        if (len === -1)
            return undefined;
        return len > SHORT ? "?" : tag.attr(key, SHORT);
    }
    inCase() {
        return this.current !== null && this.kinds[this.kinds.length - 1] === CASE;
    }
    start(tag) {
        const name = tag.name;
        this.work.steps += tag.count + 1;
        if (tag.depth === 0 && name !== "testsuites" && name !== "testsuite")
            throw new XmlSyntaxError(tag.pos, `unexpected root element <${name}> (expected <testsuites> or <testsuite>)`);
        // By default an element's text goes wherever its parent's goes.
        let capture = this.captures.length > 0 ? (this.captures[this.captures.length - 1] ?? null) : null;
        let kind = OTHER;
        switch (name) {
            case "testsuites":
                kind = this.current === null ? SUITES : OTHER;
                break;
            case "testsuite":
                if (this.current !== null)
                    break;
                this.suites++;
                this.suiteNames.push(nonEmpty(tag.attr("name", limits/* LIMITS */.b1.testName), limits/* LIMITS */.b1.testName));
                this.suiteFiles.push(nonEmpty(tag.attr("file", limits/* LIMITS */.b1.path) ?? tag.attr("filepath", limits/* LIMITS */.b1.path), limits/* LIMITS */.b1.path) ??
                    (this.suiteFiles.length > 0 ? (this.suiteFiles[this.suiteFiles.length - 1] ?? null) : null));
                capture = null;
                kind = SUITE;
                break;
            case "testcase":
                if (this.current !== null)
                    break;
                this.openCase(tag);
                capture = null;
                kind = CASE;
                break;
            case "failure":
            case "error": {
                if (!this.inCase())
                    break;
                kind = RESULT;
                const c = this.current;
                if (c !== null && c.outcome === null) {
                    capture = new Capture();
                    c.outcome = {
                        kind: name === "failure" ? 0 : 1,
                        message: trimmed(tag.attr("message", limits/* LIMITS */.b1.message * 2), limits/* LIMITS */.b1.message),
                        type: trimmed(tag.attr("type", TYPE_MAX * 2), TYPE_MAX),
                        capture,
                    };
                }
                else
                    capture = null;
                break;
            }
            case "skipped":
            case "disabled":
                if (!this.inCase())
                    break;
                if (this.current !== null)
                    this.current.skipped = true;
                capture = null;
                kind = RESULT;
                break;
            case "flakyFailure":
            case "flakyError":
            case "rerunFailure":
            case "rerunError":
                if (!this.inCase())
                    break;
                capture = new Capture();
                this.current?.retries.push({
                    kind: name,
                    message: trimmed(tag.attr("message", limits/* LIMITS */.b1.message * 2), limits/* LIMITS */.b1.message),
                    type: trimmed(tag.attr("type", TYPE_MAX * 2), TYPE_MAX),
                    capture,
                });
                kind = RETRY;
                break;
            case "system-out":
            case "system-err":
            case "properties":
                capture = null;
                kind = MUTE;
                break;
        }
        this.kinds.push(kind);
        this.captures.push(capture);
    }
    end() {
        this.captures.pop();
        const kind = this.kinds.pop();
        if (kind === SUITE) {
            this.suiteNames.pop();
            this.suiteFiles.pop();
        }
        else if (kind === CASE)
            this.closeCase();
    }
    text(start, end) {
        const capture = this.captures[this.captures.length - 1];
        if (capture && capture.room > 0) {
            this.work.steps += Math.min(end - start, capture.room * 10);
            capture.add(decodeText(this.bytes, start, end, capture.room));
        }
    }
    cdata(start, end) {
        const capture = this.captures[this.captures.length - 1];
        if (capture && capture.room > 0) {
            this.work.steps += Math.min(end - start, capture.room * 10);
            capture.add(decodeCData(this.bytes, start, end, capture.room));
        }
    }
    openCase(tag) {
        if (this.cases.length >= MAX_TEST_CASES)
            throw new XmlSyntaxError(tag.pos, `too many test cases: more than ${MAX_TEST_CASES} (the limit of one document)`);
        const status = this.short(tag, "status");
        this.current = {
            name: cut(tag.attr("name", limits/* LIMITS */.b1.testName) ?? "", limits/* LIMITS */.b1.testName),
            classname: nonEmpty(tag.attr("classname", limits/* LIMITS */.b1.testName), limits/* LIMITS */.b1.testName),
            file: nonEmpty(tag.attr("file", limits/* LIMITS */.b1.path) ?? tag.attr("filepath", limits/* LIMITS */.b1.path), limits/* LIMITS */.b1.path),
            line: parseLine(this.short(tag, "line") ?? this.short(tag, "lineno")),
            durationMs: parseSeconds(this.short(tag, "time")),
            statusAttr: status === undefined ? null : status.trim().toLowerCase(),
            outcome: null,
            skipped: false,
            retries: [],
        };
    }
    closeCase() {
        const c = this.current;
        if (c === null)
            return;
        this.current = null;
        const names = this.suiteNames;
        const files = this.suiteFiles;
        const suite = names.length > 0 ? (names[names.length - 1] ?? null) : null;
        let caseFile = c.file ?? (files.length > 0 ? (files[files.length - 1] ?? null) : null);
        if (caseFile === null && c.classname !== null && looksLikePath(c.classname))
            caseFile = cut(c.classname, limits/* LIMITS */.b1.path);
        if (caseFile === null && suite !== null && looksLikePath(suite))
            caseFile = cut(suite, limits/* LIMITS */.b1.path);
        let status = "passed";
        let message = null;
        let type = null;
        let body = null;
        if (c.outcome !== null) {
            status = c.outcome.kind === 0 ? "failed" : "error";
            body = bodyOf(c.outcome.capture);
            message = c.outcome.message ?? (body === null ? null : firstLine(body));
            type = c.outcome.type;
        }
        else if (c.skipped || (c.statusAttr !== null && SKIP_STATUSES.has(c.statusAttr))) {
            status = "skipped";
        }
        this.cases.push({
            name: c.name,
            classname: c.classname,
            suite,
            file: caseFile,
            line: c.line,
            status,
            message,
            type,
            body,
            durationMs: c.durationMs,
            retries: c.retries.map((r) => ({
                kind: r.kind,
                message: r.message ?? firstLine(r.capture.text),
                type: r.type,
            })),
        });
    }
}
const failing = (tc) => tc.status === "failed" || tc.status === "error";
/**
 * Dialects that write one `<testcase>` per attempt (gotestsum `--rerun-fails`, Gradle without `mergeReruns`,
 * Playwright with retries in some versions) list a rerun test several times in one document. The listings
 * of one test (same suite, class, name and file) that include a failure become one case: passed with its
 * failed attempts as `flakyFailure`/`flakyError` retries when any listing passed (a flaky test, never a
 * failure), otherwise its last failure with the earlier ones as `rerunFailure`/`rerunError` retries. Tests
 * listed several times that never failed are left as they are. The merged case takes the first listing's place.
 */
function mergeRepeatedCases(cases) {
    const key = (tc) => `${tc.suite ?? ""}\u0000${tc.classname ?? ""}\u0000${tc.name}\u0000${tc.file ?? ""}`;
    const groups = new Map();
    let repeated = false;
    cases.forEach((tc, at) => {
        const k = key(tc);
        const g = groups.get(k);
        if (g) {
            g.push(at);
            repeated = true;
        }
        else
            groups.set(k, [at]);
    });
    if (!repeated)
        return cases;
    const drop = new Set();
    const replace = new Map();
    for (const g of groups.values()) {
        if (g.length < 2)
            continue;
        const listings = g.map((at) => cases[at]);
        const failures = listings.filter(failing);
        if (failures.length === 0)
            continue;
        const lastPass = listings.findLast((tc) => tc.status === "passed");
        const lastFailure = failures[failures.length - 1];
        if (lastFailure === undefined)
            continue;
        const final = lastPass ?? lastFailure;
        const earlier = lastPass ? failures : failures.slice(0, -1);
        const retries = [];
        for (const tc of listings)
            retries.push(...tc.retries);
        for (const f of earlier) {
            retries.push({
                kind: lastPass
                    ? f.status === "error"
                        ? "flakyError"
                        : "flakyFailure"
                    : f.status === "error"
                        ? "rerunError"
                        : "rerunFailure",
                message: f.message,
                type: f.type,
            });
        }
        replace.set(g[0], { ...final, retries });
        for (const at of g.slice(1))
            drop.add(at);
    }
    const out = [];
    cases.forEach((tc, at) => {
        if (drop.has(at))
            return;
        out.push(replace.get(at) ?? tc);
    });
    return out;
}

;// CONCATENATED MODULE: ./src/core/junit.ts




class JUnitParseError extends Error {
    file;
    line;
    column;
    /** What went wrong, without the location prefix. */
    reason;
    constructor(file, line, column, reason) {
        super(`${file}:${line}:${column}: ${reason}`);
        this.name = "JUnitParseError";
        this.file = file;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }
}
const encoder = new TextEncoder();
/**
 * The document as UTF-8 bytes without a byte order mark: UTF-8's BOM is dropped; UTF-16 (LE or BE, told by
 * its BOM) is decoded and re-encoded. Anything else is taken as UTF-8, as XML without a BOM must be.
 */
function utf8Bytes(input) {
    const [b0, b1, b2] = input;
    if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
        return input.subarray(3);
    if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
        const text = new TextDecoder(b0 === 0xff ? "utf-16le" : "utf-16be").decode(input.subarray(2));
        return encoder.encode(text);
    }
    return input;
}
/**
 * Parses one JUnit XML document. `file` is only used in errors and as a fallback. Throws JUnitParseError
 * (file, line, column, reason) on malformed XML. `work`, when given, counts the work done (bytes searched,
 * tokens, characters decoded): tests check it grows linearly with the input.
 */
function parseJUnit(input, file, work = { steps: 0 }) {
    const bytes = typeof input === "string"
        ? encoder.encode(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)
        : utf8Bytes(input);
    const dialect = new JUnitDialect(bytes, work);
    try {
        tokenizeXml(bytes, dialect, "a <testsuites> or <testsuite> root element", work);
    }
    catch (error) {
        if (!(error instanceof XmlSyntaxError))
            throw error;
        const { line, column } = lineColumn(bytes, error.pos);
        throw new JUnitParseError(file, line, column, error.reason);
    }
    work.steps += dialect.cases.length;
    return { file, cases: mergeRepeatedCases(dialect.cases), suites: dialect.suites };
}


/***/ })

};
;