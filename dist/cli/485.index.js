export const id = 485;
export const ids = [485];
export const modules = {

/***/ 3485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: analyzeCommand

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/analyze.ts + 4 modules
var analyze = __webpack_require__(3713);
// EXTERNAL MODULE: ./src/core/schema.ts
var schema = __webpack_require__(2032);
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
            const closing = () => bytesToString(bytes, nameStart, nameStart + nameLength);
            while (j < n && isSpace(bytes[j]))
                j++;
            if (j >= n)
                fail(j, `unexpected end of input inside closing tag </${closing()} (expected >)`);
            if (bytes[j] !== GT)
                fail(j, `expected '>' to end closing tag </${closing()}>`);
            const depth = nameStarts.length;
            if (depth === 0) {
                fail(i, rootSeen
                    ? `unexpected </${closing()}> after the root element`
                    : `unexpected </${closing()}> before any element`);
            }
            const openStart = nameStarts[depth - 1] ?? 0;
            let same = nameLengths[depth - 1] === nameLength;
            for (let k = 0; same && k < nameLength; k++)
                same = bytes[openStart + k] === bytes[nameStart + k];
            if (!same)
                fail(i, `expected </${topName()}>, found </${closing()}>`);
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
            const key = () => bytesToString(bytes, keyStart, keyEnd);
            while (j < n && isSpace(bytes[j]))
                j++;
            if (bytes[j] !== EQ)
                fail(j, `expected '=' after attribute ${key()} in <${name}>`);
            j++;
            while (j < n && isSpace(bytes[j]))
                j++;
            const quote = bytes[j];
            if (quote !== DQUOTE && quote !== SQUOTE)
                fail(j, `expected a quoted value for attribute ${key()} in <${name}>`);
            const valueEnd = bytes.indexOf(quote, j + 1);
            work.steps += (valueEnd === -1 ? n : valueEnd) - keyStart;
            if (valueEnd === -1)
                fail(j, `unterminated attribute value for ${key()} in <${name}>`);
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
        const room = schema/* LIMITS */.b1.excerpt - this.text.length;
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
        return schema/* LIMITS */.b1.excerpt - this.text.length;
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
            return cut(line, schema/* LIMITS */.b1.message);
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
                this.suiteNames.push(nonEmpty(tag.attr("name", schema/* LIMITS */.b1.testName), schema/* LIMITS */.b1.testName));
                this.suiteFiles.push(nonEmpty(tag.attr("file", schema/* LIMITS */.b1.path) ?? tag.attr("filepath", schema/* LIMITS */.b1.path), schema/* LIMITS */.b1.path) ??
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
                        message: trimmed(tag.attr("message", schema/* LIMITS */.b1.message * 2), schema/* LIMITS */.b1.message),
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
                    message: trimmed(tag.attr("message", schema/* LIMITS */.b1.message * 2), schema/* LIMITS */.b1.message),
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
            name: cut(tag.attr("name", schema/* LIMITS */.b1.testName) ?? "", schema/* LIMITS */.b1.testName),
            classname: nonEmpty(tag.attr("classname", schema/* LIMITS */.b1.testName), schema/* LIMITS */.b1.testName),
            file: nonEmpty(tag.attr("file", schema/* LIMITS */.b1.path) ?? tag.attr("filepath", schema/* LIMITS */.b1.path), schema/* LIMITS */.b1.path),
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
            caseFile = cut(c.classname, schema/* LIMITS */.b1.path);
        if (caseFile === null && suite !== null && looksLikePath(suite))
            caseFile = cut(suite, schema/* LIMITS */.b1.path);
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

// EXTERNAL MODULE: ./src/core/prompt.ts + 2 modules
var core_prompt = __webpack_require__(6022);
// EXTERNAL MODULE: ./src/core/redact.ts + 1 modules
var core_redact = __webpack_require__(3554);
;// CONCATENATED MODULE: ./src/core/render.ts

/** Plain text for a terminal: buckets with counts and confidence, failures with file:line and reproduce commands. */
function renderText(report) {
    const out = [];
    const total = report.buckets.reduce((s, b) => s + b.failures.length, 0);
    const head = report.outcome === "passed"
        ? "No failures found."
        : report.outcome === "flaky"
            ? `Flaky in this run: ${report.flaky.length} test(s) both passed and failed; no failure persisted.`
            : `${total} failure(s); primary category: ${report.primary}.`;
    out.push(head);
    for (const b of report.buckets) {
        out.push("", `${b.category} — ${b.failures.length} failure(s), confidence ${b.confidence.toFixed(2)} [${b.patterns.join(", ")}]`);
        for (const f of b.failures) {
            const loc = (0,core_prompt/* where */._M)(f);
            const status = f.location && f.location.status !== "exact" ? ` (${f.location.status})` : "";
            out.push(`  ✗ ${f.test ? `${f.test} — ` : ""}${oneLine(f.message)}`);
            if (loc)
                out.push(`    at ${loc}${status}`);
            if (f.location?.note && f.location.status !== "mapped")
                out.push(`    note: ${oneLine(f.location.note)}`);
            if (f.evidence)
                out.push(`    ${f.evidence.text}`);
            if (f.reproduce)
                out.push(`    reproduce: ${f.reproduce}`);
        }
    }
    if (report.flaky.length > 0) {
        out.push("", "flaky in this run (passed and failed; not counted as failures, not a pass):");
        for (const t of report.flaky) {
            const at = t.location?.file
                ? `${t.location.file}${t.location.line ? `:${t.location.line}` : ""}`
                : t.file;
            out.push(`  ~ ${t.test}${at ? ` (${at})` : ""}: ${t.evidence ?? `${t.retries} failed attempt(s)`}${t.category ? `, ${t.category}` : ""}`);
            if (t.reproduce)
                out.push(`    reproduce: ${t.reproduce}`);
        }
    }
    const quarantined = report.quarantined ?? [];
    if (quarantined.length > 0) {
        out.push("", "quarantined (failed; reported, not held against the run):");
        for (const q of quarantined)
            out.push(`  - ${q.test}${q.file ? ` (${q.file})` : ""}: ${oneLine(q.message)}; until ${q.expires}, owner ${q.owner}`);
    }
    for (const w of report.warnings)
        out.push(`warning: ${w}`);
    return out.join("\n");
}
function oneLine(s) {
    const first = s.split("\n")[0] ?? "";
    return first.length > 200 ? `${first.slice(0, 199)}…` : first;
}

// EXTERNAL MODULE: ./src/core/scan.ts + 1 modules
var scan = __webpack_require__(4943);
;// CONCATENATED MODULE: ./src/core/version.ts
/** flakeharden's version; a test keeps it equal to package.json's. */
const VERSION = "0.1.0";

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/core/errors.ts
/** Longest rendering of a given value. */
const VALUE_PREVIEW = 80;
/** `scoring.weights.correctness`, `critical[0]`, `(root)` for the top level. */
function formatPath(path) {
    let out = "";
    for (const k of path) {
        if (typeof k === "number")
            out += `[${k}]`;
        else {
            const s = String(k);
            out += /^[A-Za-z_$][\w$-]*$/.test(s) ? `${out === "" ? "" : "."}${s}` : `[${JSON.stringify(s)}]`;
        }
    }
    return out === "" ? "(root)" : out;
}
/** The value at `path` in `input`, or `undefined` when there is none. */
function valueAt(input, path) {
    let v = input;
    for (const k of path) {
        if (v === null || typeof v !== "object")
            return undefined;
        if (!Object.prototype.hasOwnProperty.call(v, k))
            return undefined;
        v = v[k];
    }
    return v;
}
/** JSON of a value, cut at `max` characters without serialising more than that (cycles and huge inputs are safe). */
function preview(value, max = VALUE_PREVIEW) {
    if (value === undefined)
        return "nothing";
    let out = "";
    const full = () => out.length > max;
    const emit = (v) => {
        if (full())
            return;
        if (v === null || typeof v === "number" || typeof v === "boolean") {
            out += typeof v === "number" && !Number.isFinite(v) ? String(v) : JSON.stringify(v);
        }
        else if (typeof v === "string") {
            out += JSON.stringify(v.length > max ? v.slice(0, max) : v);
        }
        else if (typeof v === "bigint") {
            out += `${v}n`;
        }
        else if (typeof v === "undefined") {
            out += "undefined";
        }
        else if (Array.isArray(v)) {
            out += "[";
            for (let i = 0; i < v.length && !full(); i++) {
                if (i > 0)
                    out += ",";
                emit(v[i]);
            }
            out += "]";
        }
        else if (typeof v === "object") {
            out += "{";
            let first = true;
            for (const k in v) {
                if (full())
                    break;
                if (!Object.prototype.hasOwnProperty.call(v, k))
                    continue;
                out += `${first ? "" : ","}${JSON.stringify(k.length > max ? k.slice(0, max) : k)}:`;
                first = false;
                emit(v[k]);
            }
            out += "}";
        }
        else {
            out += `<${typeof v}>`;
        }
    };
    emit(value);
    return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}
const article = (t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
function bound(issue, n, side) {
    const exclusive = issue.inclusive === false;
    const count = issue.exact
        ? `exactly ${n}`
        : side === "min"
            ? `${exclusive ? "more than" : "at least"} ${n}`
            : `${exclusive ? "fewer than" : "at most"} ${n}`;
    const unit = (one) => (Number(n) === 1 ? one : `${one}s`);
    switch (issue.origin) {
        case "string":
            return `must have ${count} ${unit("character")}`;
        case "array":
        case "set":
            return `must have ${count} ${unit("item")}`;
        case "file":
            return `must have ${count} ${unit("byte")}`;
        default: {
            const op = issue.exact ? "=" : side === "min" ? (exclusive ? ">" : "≥") : exclusive ? "<" : "≤";
            return `must be ${op} ${n}`;
        }
    }
}
/** What the schema allows, as the issue tells it. */
function allowed(issue) {
    // A schema that says what it allows in its own words (`allowed: a whole number from 0 to 5`) is quoted as is.
    if (issue.message.startsWith("allowed: "))
        return issue.message;
    switch (issue.code) {
        case "invalid_type":
            return `expected ${article(issue.expected === "int" ? "integer" : issue.expected)}`;
        case "invalid_value":
            return issue.values.length === 1
                ? `must be ${preview(issue.values[0])}`
                : `allowed: ${issue.values.map((v) => preview(v)).join(", ")}`;
        case "too_small":
            return bound(issue, issue.minimum, "min");
        case "too_big":
            return bound(issue, issue.maximum, "max");
        case "invalid_format":
            return issue.format === "regex" && "pattern" in issue && typeof issue.pattern === "string"
                ? `must match ${issue.pattern}`
                : `must be a valid ${issue.format}`;
        case "not_multiple_of":
            return `must be a multiple of ${issue.divisor}`;
        case "unrecognized_keys":
            return "unknown key: remove it or check its spelling";
        case "invalid_union":
            return "matches none of the allowed forms";
        case "invalid_key":
            return `invalid key (${issue.issues.map(allowed).join("; ")})`;
        case "invalid_element":
            return `invalid element (${issue.issues.map(allowed).join("; ")})`;
        default:
            // `custom` (a refinement's own message) and anything newer.
            return issue.message;
    }
}
/**
 * One line per issue: `<prefix><path>: got <value, or nothing>; <what is allowed>`. An unknown key gets a
 * line of its own, at its own path.
 */
function describeIssues(error, input, prefix = "") {
    const lines = [];
    for (const issue of error.issues) {
        if (issue.code === "unrecognized_keys") {
            for (const key of issue.keys) {
                const path = [...issue.path, key];
                lines.push(`${prefix}${formatPath(path)}: got ${preview(valueAt(input, path))}; ${allowed(issue)}`);
            }
            continue;
        }
        lines.push(`${prefix}${formatPath(issue.path)}: got ${preview(valueAt(input, issue.path))}; ${allowed(issue)}`);
    }
    return lines.join("\n");
}

// EXTERNAL MODULE: ./src/run/flags.ts
var run_flags = __webpack_require__(7470);
;// CONCATENATED MODULE: ./src/cli/args.ts
// Command-line arguments: the flags of each command (the run flags are the action's, from run/flags.ts),
// read by one tokenizer, validated by zod; every error is one line naming the flag, the value and what is
// allowed. node:util's parseArgs is not used: it cannot stop at the command (`run echo hi --retries 5` must
// run `echo hi --retries 5`) and refuses a value that starts with `-` (`--jitter-ms -1`) with a text that
// says neither the range nor the flags allowed.






class UsageError extends Error {
    name = "UsageError";
}
const REPORT = {
    kind: "text",
    max: 4_096,
    default: null,
    allowed: "a file path in an existing directory",
    placeholder: "FILE",
    meaning: "also write the JSON report to FILE (schema: schema/flakeharden.report.schema.json)",
};
/** `flakeharden run`'s flags: the action's run inputs, and --report. */
const RUN_CLI_FLAGS = { ...run_flags/* RUN_FLAGS */.WB, report: REPORT };
const ANALYZE_FLAGS = {
    log: {
        kind: "text",
        max: 4_096,
        default: null,
        allowed: "a file path, or - for standard input",
        placeholder: "FILE",
        meaning: "a CI log of any size, streamed",
    },
    junit: {
        kind: "text",
        max: 4_096,
        default: null,
        allowed: "a file path",
        placeholder: "FILE",
        multiple: true,
        meaning: "a JUnit XML file; repeat for several",
    },
    workspace: {
        kind: "text",
        max: 4_096,
        default: ".",
        allowed: "a directory path",
        placeholder: "DIR",
        meaning: "the repository the log is about, to verify file:line",
    },
    report: REPORT,
    json: { kind: "bool", default: false, meaning: "print the JSON report instead of the summary and prompt" },
    "prompt-budget": { ...run_flags/* RUN_FLAGS */.WB["prompt-budget"], shownDefault: String(core_prompt/* DEFAULT_PROMPT_BUDGET */.ju) },
    command: {
        kind: "text",
        max: 4_000,
        default: null,
        allowed: "a command of at most 4000 characters",
        placeholder: "CMD",
        meaning: "the command that produced the log, recorded in the report",
    },
    "exit-code": {
        kind: "int",
        min: 0,
        max: 255,
        default: null,
        meaning: "its exit code, when known: a failing run whose log names no failure is still reported",
    },
};
const placeholder = (spec) => spec.kind === "int"
    ? " N"
    : spec.kind === "enum"
        ? ` ${spec.values.join("|")}`
        : spec.kind === "text"
            ? ` ${spec.placeholder}`
            : spec.kind === "list"
                ? " LIST"
                : "";
/** One line per flag: name, meaning, allowed values, default. */
function flagHelp(flags) {
    const rows = Object.entries(flags).map(([name, spec]) => {
        const allowed = spec.kind === "bool" ? "a switch" : (0,run_flags/* allowedText */.En)(spec);
        const def = spec.kind === "bool" ? "off" : (0,run_flags/* defaultText */.VC)(spec).replace(/`/g, "");
        return [
            `--${name}${placeholder(spec)}`,
            `${spec.meaning.replace(/`/g, "")}. Allowed: ${allowed}; default: ${def}`,
        ];
    });
    rows.push(["-h, --help", "this help"]);
    const width = Math.max(...rows.map(([f]) => f.length)) + 2;
    return rows.map(([f, m]) => `  ${f.padEnd(width)}${m}`).join("\n");
}
/**
 * Reads flags up to the first word that is not one (or `--`): what follows is the command's, never ours.
 * `--name value`, `--name=value`; a switch takes no value. `-h`/`--help` asks for help.
 */
function tokenize(argv, flags, who) {
    const values = {};
    const allowed = () => Object.keys(flags)
        .map((f) => `--${f}`)
        .join(", ");
    let help = false;
    for (let i = 0; i < argv.length; i++) {
        const token = argv[i];
        if (token === "--")
            return { values, rest: argv.slice(i + 1), help };
        if (token === "-h" || token === "--help") {
            help = true;
            continue;
        }
        if (!token.startsWith("-") || token === "-")
            return { values, rest: argv.slice(i), help };
        const eq = token.indexOf("=");
        const name = token.startsWith("--") ? token.slice(2, eq < 0 ? undefined : eq) : token;
        const spec = token.startsWith("--") ? flags[name] : undefined;
        if (!spec || !Object.prototype.hasOwnProperty.call(flags, name))
            throw new UsageError(`${who}: unknown flag ${JSON.stringify(token.slice(0, eq < 0 ? undefined : eq).slice(0, 60))}; allowed: ${allowed()}, --help`);
        let value;
        if (eq >= 0)
            value = token.slice(eq + 1);
        else if (spec.kind === "bool")
            value = true;
        else {
            const next = argv[i + 1];
            if (next === undefined)
                throw new UsageError(`${who}: --${name}: got nothing; allowed: ${(0,run_flags/* allowedText */.En)(spec)}`);
            value = next;
            i++;
        }
        const seen = values[name];
        if (spec.multiple)
            values[name] = [...(Array.isArray(seen) ? seen : []), String(value)];
        else if (seen !== undefined)
            throw new UsageError(`${who}: --${name}: given twice (${JSON.stringify(seen)} and ${JSON.stringify(value)}); allowed: once`);
        else
            values[name] = value;
    }
    return { values, rest: [], help };
}
/** One line for all the issues of a parse (a user error is one line). */
const args_oneLine = (error, input, who) => describeIssues(error, input, `${who}: --`).split("\n").join("; ");
/** An output file: a path in an existing directory, not a directory itself. */
function checkOutputFile(who, flag, path) {
    const abs = (0,external_node_path_.resolve)(path);
    if ((0,external_node_fs_.existsSync)(abs) && (0,external_node_fs_.statSync)(abs).isDirectory())
        throw new UsageError(`${who}: --${flag}: got ${JSON.stringify(path)}, a directory; allowed: a file path in an existing directory`);
    const dir = (0,external_node_path_.dirname)(abs);
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new UsageError(`${who}: --${flag}: got ${JSON.stringify(path)}, in a directory that does not exist; allowed: a file path in an existing directory`);
}
/** An input file: it exists and is a file. */
function checkInputFile(who, flag, path) {
    if (!(0,external_node_fs_.existsSync)(path))
        throw new UsageError(`${who}: --${flag}: got ${JSON.stringify(path)}, which does not exist; allowed: an existing file`);
    if (!(0,external_node_fs_.statSync)(path).isFile())
        throw new UsageError(`${who}: --${flag}: got ${JSON.stringify(path)}, which is not a file; allowed: an existing file`);
}
function checkDirectory(who, flag, path) {
    if (!(0,external_node_fs_.existsSync)(path) || !(0,external_node_fs_.statSync)(path).isDirectory())
        throw new UsageError(`${who}: --${flag}: got ${JSON.stringify(path)}, which is not a directory; allowed: an existing directory`);
}
const RunArgsSchema = run_flags/* RunFlagsSchema */._D.extend({
    report: schemas/* string */.YjP().min(1, { error: "allowed: a file path in an existing directory" }).optional(),
});
function parseRunArgs(argv, quote) {
    const who = "flakeharden run";
    const { values, rest, help } = tokenize(argv, RUN_CLI_FLAGS, who);
    if (help)
        return { help: true };
    const parsed = RunArgsSchema.safeParse(values);
    if (!parsed.success)
        throw new UsageError(args_oneLine(parsed.error, values, who));
    if (rest.length === 0)
        throw new UsageError(`${who}: no command; give it after the flags, e.g. flakeharden run -- npm test`);
    const { report, ...flags } = parsed.data;
    if (report !== undefined)
        checkOutputFile(who, "report", report);
    if (flags.config !== undefined)
        checkInputFile(who, "config", flags.config);
    // The user's own words, each quoted, run by bash as a workflow step would; one word is a shell command.
    const command = rest.length === 1 ? rest[0] : rest.map(quote).join(" ");
    return { help: false, flags, report: report ?? null, command };
}
// ------------------------------------------------------------------------------------------ analyze
const args_text = (flag) => {
    const spec = ANALYZE_FLAGS[flag];
    const error = `allowed: ${(0,run_flags/* allowedText */.En)(spec)}`;
    return schemas/* string */.YjP({ error })
        .min(1, { error })
        .max(spec.kind === "text" ? spec.max : 4_096, { error });
};
const args_int = (flag) => {
    const spec = ANALYZE_FLAGS[flag];
    const error = `allowed: ${(0,run_flags/* allowedText */.En)(spec)}`;
    if (spec.kind !== "int")
        throw new Error(`${flag} is not a number flag`);
    return schemas/* string */.YjP()
        .trim()
        .regex(/^\d+$/, { error })
        .transform(Number)
        .pipe(schemas/* number */.aig().int().min(spec.min, { error }).max(spec.max, { error }))
        .optional();
};
const AnalyzeArgs = schemas/* strictObject */.rej({
    log: args_text("log").optional(),
    junit: schemas/* array */.YOg(args_text("junit")).default([]),
    workspace: args_text("workspace").default("."),
    report: args_text("report").optional(),
    json: schemas/* union */.KCZ([schemas/* literal */.euz(true), schemas/* enum */.k5n(["true", "false"])])
        .transform((v) => v === true || v === "true")
        .default(false),
    "prompt-budget": args_int("prompt-budget"),
    command: args_text("command").optional(),
    "exit-code": args_int("exit-code"),
});
function parseAnalyzeArgs(argv) {
    const who = "flakeharden analyze";
    const { values, rest, help } = tokenize(argv, ANALYZE_FLAGS, who);
    if (help)
        return { help: true };
    if (rest.length > 0)
        throw new UsageError(`${who}: unexpected argument ${JSON.stringify(rest[0]?.slice(0, 60))}; allowed: flags only (${Object.keys(ANALYZE_FLAGS)
            .map((f) => `--${f}`)
            .join(", ")})`);
    const parsed = AnalyzeArgs.safeParse(values);
    if (!parsed.success)
        throw new UsageError(args_oneLine(parsed.error, values, who));
    const args = parsed.data;
    if (!args.log && args.junit.length === 0)
        throw new UsageError(`${who}: nothing to analyse; give --log FILE (or - for standard input) and/or --junit FILE`);
    checkDirectory(who, "workspace", args.workspace);
    if (args.log && args.log !== "-")
        checkInputFile(who, "log", args.log);
    for (const j of args.junit)
        checkInputFile(who, "junit", j);
    if (args.report !== undefined)
        checkOutputFile(who, "report", args.report);
    return args;
}

;// CONCATENATED MODULE: ./src/cli/help.ts
// The CLI's help, made from the flags' tables: every flag with its meaning, allowed values and default.


const RUN_HELP = `Usage: flakeharden run [flags] [--] <command…>

Runs the command as a workflow step would (bash -e -o pipefail -c), retrying a failure (or, in
measure mode, running every attempt), and prints a line per attempt, the summary and the prompt.
Flags are read up to the first word that is not a flag (or up to --): everything after it is the
command's, so \`flakeharden run echo hi --retries 5\` runs \`echo hi --retries 5\` once.

${flagHelp(RUN_CLI_FLAGS)}

Ctrl-C (SIGINT) or SIGTERM stops the command's processes and starts no further attempt; the report
covers the attempts that ran. A second signal exits at once.
Exit codes: 0 passed (or flaky, unless --on-flaky fail), 1 failed, 2 usage error, 130 interrupted by
SIGINT, 143 by SIGTERM.
`;
const ANALYZE_HELP = `Usage: flakeharden analyze --log FILE [--junit FILE]... [flags]

Analyses a CI log and/or JUnit files: categorized failures at verified file:line, reproduce commands,
and a targeted prompt.

${flagHelp(ANALYZE_FLAGS)}

Exit codes: 0 the analysis ran (failures found or not), 2 usage error or unreadable input.
`;
const USAGE = `flakeharden ${VERSION}: categorized, located, reproducible CI failures.

Usage:
  flakeharden run [flags] [--] <command…>     run a command with bounded retries
  flakeharden analyze --log FILE [flags]      analyse a CI log and JUnit files
  flakeharden help | --help                   this help
  flakeharden --version                       the version

${RUN_HELP}
${ANALYZE_HELP}`;

// EXTERNAL MODULE: ./src/core/report.ts + 3 modules
var core_report = __webpack_require__(50);
// EXTERNAL MODULE: ./src/core/reproduce.ts
var reproduce = __webpack_require__(9620);
// EXTERNAL MODULE: ./src/core/quarantine.ts
var quarantine = __webpack_require__(5659);
;// CONCATENATED MODULE: ./src/run/config.ts
// Reads `.github/flakeharden.yml`: absent means the defaults; malformed YAML or a value the schema does
// not allow is an error that names the file, the field, the value and what is allowed.




class ConfigError extends Error {
    name = "ConfigError";
}
/**
 * The config at `path`; `today` (`YYYY-MM-DD`, UTC; default: the clock's) bounds the quarantine entries'
 * expiry (at most 90 days ahead).
 */
async function loadConfig(path, required, today = new Date().toISOString().slice(0, 10)) {
    if (!(0,external_node_fs_.existsSync)(path)) {
        if (required)
            throw new ConfigError(`${path}: no such file`);
        return schema/* Config */.TS.parse({});
    }
    if (!(0,external_node_fs_.statSync)(path).isFile())
        throw new ConfigError(`${path}: not a file; allowed: a YAML file`);
    const text = (0,external_node_fs_.readFileSync)(path, "utf8");
    // The YAML parser is a third of the bundle: loaded only when there is a file to read (most runs have none).
    const { parse, YAMLParseError } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    let data;
    try {
        data = parse(text, { maxAliasCount: 100 }) ?? {};
    }
    catch (e) {
        if (e instanceof YAMLParseError) {
            const at = e.linePos?.[0];
            throw new ConfigError(`${path}${at ? `:${at.line}:${at.col}` : ""}: not valid YAML: ${e.message.split("\n")[0] ?? ""}`);
        }
        throw e;
    }
    const parsed = schema/* Config */.TS.safeParse(data);
    if (!parsed.success)
        throw new ConfigError(describeIssues(parsed.error, data, `${path}: `));
    const problems = (0,quarantine/* quarantineProblems */.RW)(parsed.data.quarantine, today);
    if (problems.length > 0)
        throw new ConfigError(problems.map((p) => `${path}: ${p}`).join("\n"));
    return parsed.data;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/run/capture.ts
// Bounded output capture: the first quarter of the bound and the last three quarters (a ring of chunks),
// with the middle counted, not kept. Input is already-decoded text; sizes are its UTF-8 bytes, and cuts
// fall on character boundaries, so a kept part never holds half a character.
function droppedMarker(bytes) {
    return `… [${bytes} bytes of output dropped] …`;
}
/** The largest cut ≤ `at` that does not split a UTF-8 sequence. */
function cutBefore(buf, at) {
    let i = Math.min(at, buf.length);
    while (i > 0 && i < buf.length && ((buf[i] ?? 0) & 0xc0) === 0x80)
        i--;
    return i;
}
/** The smallest cut ≥ `at` that does not split a UTF-8 sequence. */
function cutAfter(buf, at) {
    let i = Math.max(at, 0);
    while (i < buf.length && ((buf[i] ?? 0) & 0xc0) === 0x80)
        i++;
    return i;
}
/**
 * Splits `text` (of `bytes` UTF-8 bytes) near byte `at`, the cut moved to a character boundary before or
 * after it. ASCII text (as many bytes as characters) is cut by index, without encoding it.
 */
function splitBytes(text, bytes, at, move) {
    if (bytes === text.length) {
        const i = Math.max(0, Math.min(at, bytes));
        return [text.slice(0, i), { text: text.slice(i), bytes: bytes - i }];
    }
    const buf = Buffer.from(text, "utf8");
    const i = move === "before" ? cutBefore(buf, at) : cutAfter(buf, at);
    return [buf.toString("utf8", 0, i), { text: buf.toString("utf8", i), bytes: buf.length - i }];
}
class OutputCapture {
    headLimit;
    tailLimit;
    headParts = [];
    headBytes = 0;
    headOpen = true;
    // The ring: chunks[start..] with their byte sizes; compacted when start passes half the array.
    chunks = [];
    sizes = [];
    start = 0;
    tailBytes = 0;
    total = 0;
    constructor(limitBytes) {
        this.headLimit = Math.floor(limitBytes / 4);
        this.tailLimit = limitBytes - this.headLimit;
    }
    get totalBytes() {
        return this.total;
    }
    write(chunk) {
        if (chunk === "")
            return;
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
            if (kept !== "")
                this.headParts.push(kept);
            this.headBytes += n - rest.bytes;
            this.headOpen = false;
            chunk = rest.text;
            n = rest.bytes;
        }
        this.pushTail(chunk, n);
    }
    pushTail(chunk, n) {
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
            const [, rest] = splitBytes(this.chunks[this.start] ?? "", size, this.tailBytes - this.tailLimit, "after");
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
    snapshot() {
        const head = this.headParts.join("");
        const tail = this.chunks.slice(this.start).join("");
        const droppedBytes = this.total - this.headBytes - this.tailBytes;
        const totalBytes = this.total;
        return Object.freeze({
            head,
            tail,
            droppedBytes,
            totalBytes,
            text() {
                if (droppedBytes === 0)
                    return head + tail;
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
class StopCommandsWatcher {
    partial = "";
    tokens = new Set();
    write(chunk) {
        const lines = (this.partial + chunk).split("\n");
        this.partial = (lines.pop() ?? "").slice(-MAX_PARTIAL);
        for (const line of lines)
            this.check(line);
    }
    check(line) {
        const m = STOP_COMMANDS.exec(line.replace(/\r$/, ""));
        if (m && this.tokens.size < MAX_TOKENS)
            this.tokens.add(m[1] ?? "");
    }
    /** The `::TOKEN::` lines to print now (empty when no command was stopped), each ending in a newline. */
    resume() {
        // A last line without its newline counts too: the runner reads it once the stream ends.
        if (this.partial !== "")
            this.check(this.partial);
        this.partial = "";
        const tokens = [...this.tokens];
        this.tokens.clear();
        return { lines: tokens.map((t) => `::${t}::\n`).join(""), tokens: tokens.length };
    }
}

// EXTERNAL MODULE: ./src/run/options.ts
var run_options = __webpack_require__(8739);
// EXTERNAL MODULE: ./src/run/spawn.ts
var spawn = __webpack_require__(7490);
;// CONCATENATED MODULE: ./src/run/attempts.ts
// The attempt loop. Its side effects (spawner, clock, sleep, random source) are a parameter, so a test
// runs three attempts with seeded jitter without waiting.




async function sleep(ms, signal) {
    try {
        await (0,promises_.setTimeout)(ms, undefined, signal ? { signal } : {});
    }
    catch (e) {
        if (!signal?.aborted)
            throw e;
    }
}
const realDeps = {
    spawn: spawn/* spawnBash */.W7,
    now: () => performance.now(),
    sleep,
    random: Math.random,
};
/** Reset output is kept (and shown) only when the reset fails, up to this many bytes. */
const RESET_CAPTURE_BYTES = 64 * 1024;
/** A uniform integer in [0, jitterMs]. */
function drawDelay(random, jitterMs) {
    return Math.min(jitterMs, Math.floor(random() * (jitterMs + 1)));
}
function succeeded(o) {
    return o.exitCode === 0 && !o.timedOut && o.spawnError === null;
}
function describeFailure(o, timeoutMs) {
    if (o.spawnError !== null)
        return `could not start: ${o.spawnError}`;
    const how = o.signal !== null ? `killed by ${o.signal}` : `exit code ${o.exitCode}`;
    return o.timedOut ? `timed out after ${timeoutMs} ms, ${how}` : how;
}
async function runReset(o, command, d, emit) {
    const capture = new OutputCapture(Math.min(RESET_CAPTURE_BYTES, o.captureBytes));
    const start = d.now();
    const outcome = await d.spawn({
        command,
        cwd: o.cwd,
        env: o.env,
        timeoutMs: o.timeoutMs,
        killGraceMs: o.killGraceMs,
        drainMs: o.drainMs,
        abortSignal: o.abortSignal,
        onOutput: (chunk) => capture.write(chunk),
    });
    const durationMs = Math.round(d.now() - start);
    if (!succeeded(outcome)) {
        const text = capture.snapshot().text();
        emit(`[flakeharden] reset command failed (${describeFailure(outcome, o.timeoutMs)}, ${durationMs} ms); its output:\n` +
            `${text}${text === "" || text.endsWith("\n") ? "" : "\n"}[flakeharden] end of reset command output\n`);
    }
    return { exitCode: outcome.exitCode, durationMs };
}
/**
 * Runs `options.command` in retry mode (stop at the first pass, at most retries + 1 attempts) or
 * measure mode (every attempt, whatever happens). Throws RunOptionsError on invalid options; a command
 * that cannot start is a failed attempt with `spawnError`, not a throw.
 */
async function runAttempts(options, deps = {}) {
    const o = (0,run_options/* parseRunOptions */.di)(options);
    const d = { ...realDeps, ...deps };
    const total = (0,run_options/* totalAttempts */.fm)(o);
    const attempts = [];
    let passedOnAttempt = null;
    let stopped = false;
    const aborted = () => o.abortSignal?.aborted === true;
    let command = o.command;
    for (let index = 1; index <= total && !aborted(); index++) {
        let delayMs = 0;
        if (index > 1) {
            delayMs = drawDelay(d.random, o.jitterMs);
            if (delayMs > 0)
                await d.sleep(delayMs, o.abortSignal);
            if (aborted())
                break;
        }
        o.onAttemptStart?.(index, total);
        const capture = new OutputCapture(o.captureBytes);
        const emit = (chunk) => {
            capture.write(chunk);
            o.onOutput?.(chunk, index);
        };
        const reset = index > 1 && o.resetCommand !== null ? await runReset(o, o.resetCommand, d, emit) : null;
        if (aborted())
            break;
        const start = d.now();
        const outcome = await d.spawn({
            command,
            cwd: o.cwd,
            env: o.env,
            timeoutMs: o.timeoutMs,
            killGraceMs: o.killGraceMs,
            drainMs: o.drainMs,
            abortSignal: o.abortSignal,
            onOutput: emit,
        });
        const result = {
            index,
            passed: succeeded(outcome),
            exitCode: outcome.exitCode,
            signal: outcome.signal,
            durationMs: Math.round(d.now() - start),
            delayMs,
            timedOut: outcome.timedOut,
            spawnError: outcome.spawnError,
            reset,
            output: capture.snapshot(),
            killedProcesses: outcome.killedProcesses ?? 0,
        };
        attempts.push(result);
        const then = await o.onAttemptEnd?.(result);
        if (then === "stop" && !result.passed) {
            stopped = true;
            break;
        }
        command = typeof then === "object" ? then.command : o.command;
        if (result.passed && typeof then !== "object") {
            passedOnAttempt ??= index;
            if (o.mode === "retry")
                break;
        }
    }
    return { attempts, passed: passedOnAttempt !== null, passedOnAttempt, aborted: aborted(), stopped };
}

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec = __webpack_require__(5236);
;// CONCATENATED MODULE: ./src/run/workspace.ts
// The repository's file list, as the engine needs it: `git ls-files` (tracked and untracked-not-ignored),
// or a walk that skips dependencies, build output and VCS folders.




const SKIP = new Set([
    "node_modules",
    ".git",
    ".hg",
    ".svn",
    "dist",
    "build",
    "out",
    "target",
    "coverage",
    "__pycache__",
    ".venv",
    "venv",
    ".tox",
    ".mypy_cache",
    ".pytest_cache",
    ".next",
    ".turbo",
    ".gradle",
]);
const MAX_FILES = 200_000;
const gitArgs = (dir) => ["-C", dir, "ls-files", "-z", "--cached", "--others", "--exclude-standard"];
const GIT_MAX_BUFFER = 256 * 1024 * 1024;
const splitZ = (out) => out.split("\0").filter((f) => f !== "");
function gitFiles(dir) {
    try {
        const out = (0,external_node_child_process_.execFileSync)("git", gitArgs(dir), {
            encoding: "utf8",
            maxBuffer: GIT_MAX_BUFFER,
            stdio: ["ignore", "pipe", "ignore"],
        });
        return splitZ(out);
    }
    catch {
        return null;
    }
}
/**
 * gitFiles without blocking: the listing runs while the command's first attempt does. Run by @actions/exec, the
 * runner of short helper commands (not of the test command: it cannot kill a process group), with no echo, and
 * the output kept to GIT_MAX_BUFFER bytes (more: null, the walk). Its cost, measured: @actions/core already
 * bundles it, so dist/action/index.js grew by 667 bytes, and the action's start-up did not move (median of 21
 * runs, load 20: 1,741 ms before, 1,714 ms after). It has no synchronous form: `gitFiles` keeps execFileSync.
 */
async function gitFilesAsync(dir) {
    const chunks = [];
    let size = 0;
    try {
        const code = await (0,exec.exec)("git", gitArgs(dir), {
            silent: true,
            ignoreReturnCode: true,
            listeners: {
                stdout: (chunk) => {
                    size += chunk.length;
                    if (size <= GIT_MAX_BUFFER)
                        chunks.push(chunk);
                },
            },
        });
        return code === 0 && size <= GIT_MAX_BUFFER ? splitZ(Buffer.concat(chunks).toString("utf8")) : null;
    }
    catch {
        return null; // no git on PATH
    }
}
/** Files under `root`, as sorted relative paths, without following into skipped folders. */
function walkFiles(root, o) {
    const out = [];
    const stack = [o.from ?? ""];
    while (stack.length > 0 && out.length < o.limit) {
        const rel = stack.pop();
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, rel), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            const p = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!o.skip.has(e.name))
                    stack.push(p);
            }
            else if (e.isFile() && (!o.keep || o.keep(p)))
                out.push(p);
        }
    }
    return out.sort();
}
/** Counts lines of files the engine asks about, once each, skipping large files. */
function lineCounter(dir) {
    const cache = new Map();
    return (file) => {
        if (cache.has(file))
            return cache.get(file) ?? null;
        let n = null;
        try {
            const path = (0,external_node_path_.join)(dir, file);
            if ((0,external_node_fs_.statSync)(path).size <= 8 * 1024 * 1024) {
                const text = (0,external_node_fs_.readFileSync)(path, "utf8");
                n = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
            }
        }
        catch {
            n = null;
        }
        cache.set(file, n);
        return n;
    };
}
function workspaceOf(root, listed) {
    // Untracked files count (an agent's new file), but never dependencies or build output.
    const files = listed
        ? listed.filter((f) => !f.split("/").some((seg) => SKIP.has(seg)))
        : walkFiles(root, { skip: SKIP, limit: MAX_FILES });
    return { files, root, lineCount: lineCounter(root) };
}
function loadWorkspace(dir) {
    const root = (0,external_node_path_.resolve)(dir);
    return workspaceOf(root, gitFiles(root));
}
/** loadWorkspace, with `git ls-files` run in the background; never rejects (no git: the walk). */
async function loadWorkspaceAsync(dir) {
    const root = (0,external_node_path_.resolve)(dir);
    return workspaceOf(root, await gitFilesAsync(root));
}
/** A path given by the user that lies outside the workspace (directly, through `..`, or through a symlink). */
class OutsideWorkspaceError extends (/* unused pure expression or super */ null && (Error)) {
    name = "OutsideWorkspaceError";
}
/** The real path of `path`, or of its deepest existing ancestor with the rest appended (it may not exist yet). */
function realOrAncestor(path) {
    const rest = [];
    let p = path;
    for (;;) {
        try {
            return join(realpathSync(p), ...rest.reverse());
        }
        catch {
            const parent = dirname(p);
            if (parent === p)
                return path;
            rest.push(basename(p));
            p = parent;
        }
    }
}
/**
 * `path` (relative to `root`, or absolute) resolved, when it lies inside the workspace `root` once every
 * symlink on the way is followed; otherwise an error naming the input, the value and what is allowed.
 */
function insideWorkspace(root, path, input) {
    const full = resolve(root, path);
    const realRoot = realOrAncestor(resolve(root));
    const real = realOrAncestor(full);
    const rel = relative(realRoot, real);
    if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
        throw new OutsideWorkspaceError(`${input}: ${JSON.stringify(path)} is outside the workspace (${root}); allowed: a path inside it`);
    return full;
}
/** A glob (the `junit` input) may not reach outside the workspace: no absolute pattern, no `..` segment. */
function globInsideWorkspace(pattern, input) {
    if (isAbsolute(pattern) || pattern.split(/[\\/]/).includes(".."))
        throw new OutsideWorkspaceError(`${input}: ${JSON.stringify(pattern)} reaches outside the workspace; allowed: a glob relative to it, without ..`);
    return pattern;
}

;// CONCATENATED MODULE: ./src/run/junit-files.ts
// Finds and reads the JUnit files an attempt wrote. A malformed file is a warning, never a crash.
//
// Globs are GitHub's: the matcher @actions/glob uses (minimatch) with its options (dotfiles match; no
// braces, extglobs, comments or negation), rooted at the working directory, so `junit.xml` is only
// ./junit.xml, never a file of that name at any depth; a pattern that matches a folder matches the files in
// it. Absolute patterns work inside the workspace; a pattern reaching outside it is refused. The files are
// walked here, not by @actions/glob: a walk bounded in files, that does not enter dependency or VCS folders
// (unless the pattern starts inside one) and follows no symbolic link.
//
// Fresh files only, by time-check, not by clearing: deleting what a glob matches could delete a user's
// files. Before each attempt every matching file's stamp (inode, size, modification and change times) is
// taken; after it, only the files that are new or whose stamp changed are the attempt's. So a file left by
// an earlier run, or by an earlier attempt, is never read as this attempt's, and an attempt that wrote none
// has no test results (with a warning naming the stale files), not the previous attempt's. Stamps are
// compared with stamps, never with a clock: a file system's coarse timestamps cannot make a fresh file
// look old.






const junit_files_SKIP = new Set(["node_modules", ".git", ".hg", ".svn"]);
const junit_files_MAX_FILES = 1_000;
const MAX_BYTES = 256 * 1024 * 1024;
/** Stale files named in a warning, at most. */
const MAX_NAMED = 10;
/** @actions/glob's minimatch options (internal-pattern.ts), on Linux and macOS. */
const GITHUB_GLOB = { dot: true, nobrace: true, noext: true, nocomment: true, nonegate: true };
/** True when a pattern segment holds a wildcard, as minimatch reads it with GITHUB_GLOB. */
const MAGIC = /[*?[]/;
function inside(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === "" || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== ".." && !(0,external_node_path_.isAbsolute)(rel));
}
/** A JUnit glob resolved against the working directory and checked against the workspace. */
class JUnitGlob {
    glob;
    cwd;
    root;
    /** The folder the walk starts from: the pattern's leading segments without a wildcard (absolute). */
    base;
    matcher;
    /**
     * @param o.glob the `junit` input or flag; @param o.cwd where the command runs; @param o.root the
     * workspace, which no matched file may be outside of.
     * @throws RunOptionsError when the pattern is empty or reaches outside the workspace.
     */
    constructor(o) {
        this.glob = o.glob;
        this.cwd = (0,external_node_path_.resolve)(o.cwd);
        this.root = (0,external_node_path_.resolve)(o.root);
        const pattern = o.glob.trim();
        if (pattern === "")
            throw new run_options/* RunOptionsError */.y1([`junit: got ${JSON.stringify(o.glob)}; allowed: a glob of JUnit XML files`]);
        // Rooted like @actions/glob: a relative pattern is under the working directory.
        const segments = pattern.split("/");
        const firstMagic = segments.findIndex((seg, i) => i < segments.length - 1 && MAGIC.test(seg));
        const fixedCount = firstMagic < 0 ? segments.length - 1 : firstMagic;
        const rest = segments.slice(fixedCount);
        const fixed = segments.slice(0, fixedCount).map((seg) => seg.replace(/\\(.)/g, "$1"));
        this.base = (0,external_node_path_.resolve)(this.cwd, fixed.join("/") || ".");
        const refuse = (why) => new run_options/* RunOptionsError */.y1([
            `junit: got ${JSON.stringify(o.glob)}, which ${why}; allowed: a glob inside the workspace ` +
                `${this.root}, relative to the working directory or absolute`,
        ]);
        if (!inside(this.root, this.base))
            throw refuse(`reaches outside the workspace (at ${this.base})`);
        if (rest.includes(".."))
            throw refuse("has `..` after a wildcard");
        // The folder's own name escaped, so that a folder named `a[1]` is no character class.
        const absolute = `${this.base === "/" ? "" : (0,esm/* escape */.ih)(this.base)}/${rest.join("/")}`;
        this.matcher = new esm/* Minimatch */.VR(absolute, GITHUB_GLOB);
    }
    /** Absolute paths of the matching files, sorted; at most 1,000. */
    files() {
        const from = (0,external_node_path_.relative)(this.root, this.base).split(external_node_path_.sep).join("/");
        const skip = from.split("/").some((s) => junit_files_SKIP.has(s)) ? new Set() : junit_files_SKIP;
        return walkFiles(this.root, {
            from,
            skip,
            limit: junit_files_MAX_FILES,
            keep: (rel) => this.matches(rel),
        }).map((rel) => (0,external_node_path_.join)(this.root, rel));
    }
    /** The file matches, or a folder above it (below the base) does: @actions/glob's implicit descendants. */
    matches(rel) {
        const path = (0,external_node_path_.join)(this.root, rel);
        if (this.matcher.match(path))
            return true;
        for (let dir = (0,external_node_path_.resolve)(path, ".."); dir.length > this.base.length && inside(this.base, dir);) {
            if (this.matcher.match(dir))
                return true;
            dir = (0,external_node_path_.resolve)(dir, "..");
        }
        return false;
    }
    /** How a file is named in reports and warnings: relative to the working directory. */
    label(path) {
        return (0,external_node_path_.relative)(this.cwd, path).split(external_node_path_.sep).join("/");
    }
}
function stamp(path) {
    try {
        const s = (0,external_node_fs_.statSync)(path, { bigint: true });
        return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
    }
    catch {
        return null;
    }
}
/** The JUnit files of each attempt: mark() before it starts, read() after it ends. */
class AttemptJUnit {
    glob;
    before = new Map();
    constructor(glob) {
        this.glob = glob;
    }
    /** Takes the stamp of every file the glob matches now: none of them is the next attempt's unless rewritten. */
    mark() {
        this.before = new Map(this.glob.files().map((f) => [f, stamp(f)]));
    }
    /** Reads and parses the files written since mark(); problems and stale files become warnings. */
    read(warnings) {
        const fresh = [];
        const stale = [];
        for (const f of this.glob.files()) {
            const now = stamp(f);
            if (now !== null && this.before.has(f) && this.before.get(f) === now)
                stale.push(f);
            else if (now !== null)
                fresh.push(f);
        }
        const glob = JSON.stringify(this.glob.glob);
        if (stale.length > 0) {
            const named = stale.slice(0, MAX_NAMED).map((f) => this.glob.label(f));
            const more = stale.length > MAX_NAMED ? ` and ${stale.length - MAX_NAMED} more` : "";
            warnings.push(fresh.length === 0
                ? `junit: ${glob} matches only files not written during this attempt (left by an earlier attempt or run), not read: ${named.join(", ")}${more}`
                : `junit: not read, not written during this attempt: ${named.join(", ")}${more}`);
        }
        else if (fresh.length === 0)
            warnings.push(`junit: no file matches ${glob}`);
        return readAll(fresh, this.glob, warnings);
    }
}
function readAll(files, glob, warnings) {
    const out = [];
    let total = 0;
    for (const path of files) {
        const f = glob.label(path);
        const size = (0,external_node_fs_.statSync)(path).size;
        total += size;
        if (total > MAX_BYTES) {
            warnings.push(`junit: ${f} and later files not read: more than 256 MiB of JUnit XML`);
            break;
        }
        try {
            out.push(parseJUnit((0,external_node_fs_.readFileSync)(path), f));
        }
        catch (e) {
            if (!(e instanceof JUnitParseError))
                throw e;
            warnings.push(`JUnit file not used: ${e.message}`);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/run/scope.ts
var scope = __webpack_require__(9585);
;// CONCATENATED MODULE: ./src/run/job.ts
// One job, as the CLI's `run` and the action do it: run the command with bounded retries, collect what every
// attempt produced (its log streamed through a scanner, its JUnit files, how it ended), and hand it to the
// core, which decides everything (core/report.ts). The shells gather input and carry the result out.







/** The run was aborted before any attempt ended: there is nothing to report. */
class JobInterruptedError extends Error {
    name = "JobInterruptedError";
}
/**
 * The directory the command ran in, relative to the workspace root, when it is a folder inside it (the
 * action's working-directory); null at the root, outside it, or when the root is unknown.
 */
function commandDir(workspace, cwd) {
    if (!workspace.root)
        return null;
    const rel = (0,external_node_path_.relative)((0,external_node_path_.resolve)(workspace.root), (0,external_node_path_.resolve)(cwd)).split(external_node_path_.sep).join("/");
    if (rel === "" || rel === ".." || rel.startsWith("../") || (0,external_node_path_.isAbsolute)(rel))
        return null;
    return rel;
}
async function runJob(o, deps = {}) {
    const analysed = [];
    const retryOn = o.retryOn ?? core_report/* DEFAULT_RETRY_ON */.vN;
    let scanner = new scan/* LogScanner */.LD();
    let total = 0;
    const today = o.today ?? new Date().toISOString().slice(0, 10);
    const whole = {
        scope: "all",
        reason: "the first attempt runs the whole command",
        command: o.command,
        tests: 0,
    };
    // What the next attempt runs: the first always the whole command.
    let plan = whole;
    // Only what an attempt wrote is its JUnit: stamps taken before it, compared after (junit-files.ts).
    const junitFiles = o.junit
        ? new AttemptJUnit(new JUnitGlob({ glob: o.junit, cwd: o.cwd, root: (await o.workspace).root ?? o.cwd }))
        : null;
    const run = await runAttempts({
        command: o.command,
        cwd: o.cwd,
        env: Object.fromEntries(Object.entries(o.env).filter(([, v]) => v !== undefined)),
        mode: o.mode,
        ...(o.mode === "retry" ? { retries: o.retries } : { attempts: o.attempts }),
        jitterMs: o.jitterMs,
        timeoutMs: o.timeoutMs,
        resetCommand: o.resetCommand,
        ...(o.abortSignal ? { abortSignal: o.abortSignal } : {}),
        onAttemptStart: (index, n) => {
            scanner = new scan/* LogScanner */.LD();
            total = n;
            junitFiles?.mark();
            o.onAttemptStart?.(index, n);
        },
        onOutput: (chunk, index) => {
            scanner.push(chunk);
            o.onOutput?.(chunk, index);
        },
        onAttemptEnd: async (result) => {
            const scan = scanner.end();
            const warnings = [];
            const junit = junitFiles ? junitFiles.read(warnings) : [];
            const workspace = await o.workspace;
            const ran = plan;
            // The captured output's end: where a runner prints its summary.
            const outputTail = (result.output.tail.length >= 16_384 ? result.output.tail : result.output.text()).slice(-16_384);
            const junitPassed = junit.reduce((n, j) => n + j.cases.filter((c) => c.status === "passed").length, 0);
            const confirmed = !result.passed || (0,scope/* targetedPassShown */.Xl)(ran, outputTail, junitPassed);
            const a = (0,core_report/* analyzeAttempt */.wh)({
                index: result.index,
                exitCode: result.exitCode,
                signal: result.signal,
                durationMs: result.durationMs,
                delayMs: result.delayMs,
                timedOut: result.timedOut,
                spawnError: result.spawnError,
                reset: result.reset,
                outputBytes: result.output.totalBytes,
                droppedBytes: result.output.droppedBytes,
                killedProcesses: result.killedProcesses,
                // The capture keeps the first quarter in `head`: a short output is all there.
                outputTail,
                scan,
                junit,
                warnings,
                scope: {
                    kind: ran.scope,
                    reason: confirmed
                        ? ran.reason
                        : `${ran.reason}; it exited 0 without showing the ${ran.tests} test${ran.tests === 1 ? "" : "s"} pass, so it is not counted as a pass`,
                    command: ran.command,
                    tests: ran.tests,
                    confirmed,
                    ...(ran.targets ? { targets: ran.targets } : {}),
                },
            }, { workspace, commandDir: commandDir(workspace, o.cwd), command: o.command, version: o.version });
            analysed.push(a);
            o.onAttemptEnd?.(a.record, a.report);
            if (o.mode !== "retry")
                return undefined;
            if (result.passed && confirmed)
                return undefined;
            // Its only failures are quarantined tests: reported, never retried, not held against the run.
            if ((0,core_report/* onlyQuarantined */.JS)(a, o.config, today))
                return "stop";
            if (!confirmed) {
                plan = {
                    ...whole,
                    reason: `attempt ${result.index}, a targeted retry, exited 0 without showing its tests pass`,
                };
                return { command: plan.command };
            }
            const failures = a.report.buckets.flatMap((b) => b.failures);
            plan = (0,scope/* planRetry */.M$)({
                command: o.command,
                scope: o.retryScope ?? "failed",
                previous: { index: result.index, failures, unexplained: failures.length === 0 },
                commandDir: commandDir(workspace, o.cwd),
            });
            // A targeted retry that could not run as planned (its runner missing, its arguments refused) is no
            // evidence against the tests: the whole command runs next, whatever kind of failure it reported.
            if (ran.scope === "failed" && plan.scope === "all") {
                plan = {
                    ...plan,
                    reason: `attempt ${result.index}, a targeted retry, did not run as planned (${plan.reason})`,
                };
                return { command: plan.command };
            }
            if (plan.scope === "failed")
                plan = { ...plan, targets: failures.flatMap((f) => (0,core_report/* testKey */.S8)(f) ?? []) };
            if (!(0,core_report/* worthRetry */.ny)(a, retryOn).retry)
                return "stop";
            return { command: plan.command };
        },
    }, deps);
    if (analysed.length === 0) {
        if (run.aborted)
            throw new JobInterruptedError("the run was interrupted before any attempt ended");
        throw new Error("the runner ran no attempt");
    }
    const report = (0,core_report/* buildReport */.FK)(analysed, {
        mode: o.mode,
        resetCommand: o.resetCommand,
        config: o.config,
        env: o.env,
        context: o.context,
        interrupted: run.aborted ? { reason: o.abortSignal?.reason, total } : null,
        retryOn,
        planned: o.mode === "retry" ? o.retries + 1 : o.attempts,
        today,
    });
    return {
        report,
        prompt: (0,core_report/* reportPrompt */.VY)(report, { promptBudget: o.promptBudget, env: o.env }),
        interrupted: run.aborted,
    };
}

// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
;// CONCATENATED MODULE: ./src/cli/run.ts
// `flakeharden run [flags] [--] <command…>`: the job at a terminal. Progress per attempt, the summary and
// the prompt at the end. Flags are read up to the first word that is not one: the rest is the command.













function progress(a, total, report, interrupted) {
    const secs = `${(a.durationMs / 1000).toFixed(1)}s${a.scope?.kind === "failed" ? ` (only the ${a.scope.tests} failed test${a.scope.tests === 1 ? "" : "s"})` : ""}`;
    const passed = a.exitCode === 0 && !a.timedOut && a.spawnError === null;
    if (passed)
        return `[${a.index}/${total}] ✓ passed in ${secs}${a.index > 1 ? " → flaky" : ""}`;
    const counts = report.buckets.map((b) => `${b.failures.length} ${b.category}`).join(", ");
    const why = interrupted
        ? "interrupted"
        : a.timedOut
            ? "timed out"
            : a.spawnError
                ? "could not start"
                : "failed";
    return `[${a.index}/${total}] ✗ ${why} in ${secs}${counts ? `: ${counts}` : ""}`;
}
/**
 * `interrupts` were installed by the entry point before anything was loaded or spawned: a Ctrl-C at any
 * time stops the command and still reports what ran.
 */
async function runCommand(argv, io, interrupts) {
    const parsed = parseRunArgs(argv, reproduce/* shellQuote */.ZL);
    if (parsed.help) {
        io.stdout.write(RUN_HELP);
        return 0;
    }
    const who = "flakeharden run";
    const file = (0,run_flags/* configFile */.Ze)(parsed.flags.config);
    let config;
    try {
        config = await loadConfig(file.path, file.required);
    }
    catch (e) {
        if (e instanceof ConfigError)
            throw new UsageError(`${who}: ${e.message.split("\n").join("; ")}`);
        throw e;
    }
    let flags;
    try {
        flags = (0,run_flags/* resolveRunFlags */.ND)(parsed.flags, config);
    }
    catch (e) {
        if (e instanceof run_flags/* FlagConflictError */.vv)
            throw new UsageError(`${who}: --${e.message}`);
        throw e;
    }
    const cwd = process.cwd();
    // Listed while the first attempt runs; the CLI's paths are relative to where it was started.
    const workspace = loadWorkspaceAsync(cwd);
    const total = flags.mode === "measure" ? flags.attempts : flags.retries + 1;
    let result;
    try {
        result = await runJob({
            command: parsed.command,
            cwd,
            ...flags,
            config,
            workspace,
            env: process.env,
            context: null,
            version: VERSION,
            abortSignal: interrupts.signal,
            onOutput: (chunk) => io.stdout.write(chunk),
            onAttemptEnd: (attempt, report) => io.stderr.write(`${progress(attempt, total, report, interrupts.signal.aborted)}\n`),
        });
    }
    catch (e) {
        if (e instanceof run_options/* RunOptionsError */.y1)
            throw new UsageError(`${who}: ${e.message.split("\n").join("; ")}`);
        if (e instanceof JobInterruptedError) {
            io.stderr.write(`${who}: ${e.message}; no report written\n`);
            return interrupts.received ? signals/* SIGNAL_EXIT_CODES */.t[interrupts.received] : 1;
        }
        throw e;
    }
    const { report, prompt } = result;
    if (parsed.report)
        (0,external_node_fs_.writeFileSync)(parsed.report, `${JSON.stringify(report, null, 2)}\n`);
    // The prompt is for failures to fix: a flaky run has none.
    io.stdout.write(`\n${renderText(report)}\n\n${report.outcome === "failed" ? `${prompt}\n` : ""}`);
    io.stderr.write(`flakeharden: ${(0,core_report/* outcomeSentence */.yz)(report)}\n`);
    if (interrupts.received)
        return signals/* SIGNAL_EXIT_CODES */.t[interrupts.received];
    const verdict = (0,core_report/* stepVerdict */.sr)(report.outcome, flags.onFlaky);
    if (report.outcome === "flaky" && verdict === "warn")
        io.stderr.write(`flakeharden: warning: flaky in this run (on-flaky: warn; exit 0)\n`);
    return verdict === "fail" ? 1 : 0;
}

// EXTERNAL MODULE: ./src/cli/interrupts.ts
var cli_interrupts = __webpack_require__(172);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The CLI's logic: read, call the core, write. Returns the exit code; index.ts only wires process.













const MAX_JUNIT_BYTES = 512 * 1024 * 1024;
/**
 * V8 collects lazily: streaming hundreds of megabytes of log through the scanner leaves that much garbage
 * behind before a full collection runs. A full collection every 8 MB of input keeps the peak bounded
 * (200 MB of log in under 200 MB of memory) for about 1% of the time.
 */
let collector;
/**
 * A full collection, when V8 lets us ask for one (set up on first use: a new context costs milliseconds, and
 * node:v8 alone 1.5 ms of start-up that `run` does not need).
 */
function collect() {
    if (collector === undefined) {
        try {
            process.getBuiltinModule("node:v8").setFlagsFromString("--expose-gc");
            const gc = process.getBuiltinModule("node:vm").runInNewContext("gc");
            collector = typeof gc === "function" ? gc : null;
        }
        catch {
            collector = null;
        }
    }
    collector?.();
}
async function scanStream(stream) {
    const scanner = new scan/* LogScanner */.LD();
    // Bytes, not text: the scanner decodes only the lines it needs.
    let sinceCollect = 0;
    for await (const chunk of stream) {
        scanner.push(chunk);
        sinceCollect += chunk.length;
        if (collect && sinceCollect >= 16 * 1024 * 1024) {
            sinceCollect = 0;
            collect();
        }
    }
    return scanner.end();
}
function readJUnit(paths, warnings) {
    const out = [];
    for (const p of paths) {
        if ((0,external_node_fs_.statSync)(p).size > MAX_JUNIT_BYTES)
            throw new UsageError(`flakeharden analyze: --junit: got ${JSON.stringify(p)}, larger than 512 MiB; allowed: a JUnit file of at most 512 MiB`);
        try {
            out.push(parseJUnit((0,external_node_fs_.readFileSync)(p), p));
        }
        catch (e) {
            if (!(e instanceof JUnitParseError))
                throw e;
            // A broken JUnit file must not hide what the log says.
            warnings.push(`JUnit file not used: ${e.message}`);
        }
    }
    return out;
}
async function analyzeCommand(argv, io) {
    const args = parseAnalyzeArgs(argv);
    if ("help" in args) {
        io.stdout.write(ANALYZE_HELP);
        return 0;
    }
    const warnings = [];
    const junit = readJUnit(args.junit, warnings);
    const scan = args.log
        ? await scanStream(args.log === "-" ? io.stdin : (0,external_node_fs_.createReadStream)(args.log, { highWaterMark: 1 << 20 }))
        : null;
    // Secrets never leave: the report, the summary and the prompt are built from the redacted report.
    const redact = (0,core_redact/* createRedactor */.lY)(process.env);
    const report = (0,core_redact/* redactReport */.a5)((0,analyze/* analyze */.ns)({
        scan,
        junit,
        workspace: loadWorkspace(args.workspace),
        command: args.command ?? null,
        exitCode: args["exit-code"] ?? null,
        warnings,
        version: VERSION,
    }), redact);
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (args.report)
        (0,external_node_fs_.writeFileSync)(args.report, json);
    if (args.json)
        io.stdout.write(json);
    else
        io.stdout.write(`${renderText(report)}\n\n${redact((0,core_prompt/* buildPrompt */.fn)(report, args["prompt-budget"] ?? core_prompt/* DEFAULT_PROMPT_BUDGET */.ju))}\n`);
    return 0;
}
/**
 * `interrupts`: for `run`, the signal handlers the entry point installed before loading anything (installed
 * here otherwise), so that a Ctrl-C at any time stops the command and still reports.
 */
async function main(argv, io, interrupts) {
    const [cmd, ...rest] = argv;
    try {
        switch (cmd) {
            case "analyze":
                return await analyzeCommand(rest, io);
            case "run": {
                const stop = interrupts ?? (0,cli_interrupts.runInterrupts)(io.stderr);
                try {
                    return await runCommand(rest, io, stop);
                }
                finally {
                    stop.dispose();
                }
            }
            case "--version":
            case "-v":
                io.stdout.write(`${VERSION}\n`);
                return 0;
            case undefined:
            case "help":
            case "--help":
            case "-h":
                io.stdout.write(USAGE);
                return cmd === undefined ? 2 : 0;
            default:
                throw new UsageError(`flakeharden: unknown command ${JSON.stringify(cmd.slice(0, 60))}; allowed: run, analyze, help, --help, --version`);
        }
    }
    catch (e) {
        if (e instanceof UsageError) {
            io.stderr.write(`${e.message}\n`);
            return 2;
        }
        throw e;
    }
}


/***/ })

};
