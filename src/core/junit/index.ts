// JUnit XML in, test cases out: the bytes are decoded only where a value is kept (junit/xml.ts tokenizes,
// junit/dialect.ts knows what the elements of each JUnit dialect mean).
//
// Input is UTF-8 (with or without a byte order mark) or UTF-16 with a byte order mark, as bytes; a string is
// accepted too (tests, callers that already hold text).
import type { TestCase } from "../schema.js";
import { JUnitDialect, mergeRepeatedCases } from "./dialect.js";
import { type XmlWork, XmlSyntaxError, lineColumn, tokenizeXml } from "./xml.js";

export { MAX_TEST_CASES } from "./dialect.js";
export { MAX_DEPTH } from "./xml.js";

export class JUnitParseError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** What went wrong, without the location prefix. */
  readonly reason: string;

  constructor(file: string, line: number, column: number, reason: string) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = "JUnitParseError";
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

export interface JUnitResult {
  file: string;
  cases: TestCase[];
  suites: number;
}

const encoder = new TextEncoder();

/**
 * The document as UTF-8 bytes without a byte order mark: UTF-8's BOM is dropped; UTF-16 (LE or BE, told by
 * its BOM) is decoded and re-encoded. Anything else is taken as UTF-8, as XML without a BOM must be.
 */
export function utf8Bytes(input: Uint8Array): Uint8Array {
  const [b0, b1, b2] = input;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return input.subarray(3);
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
export function parseJUnit(
  input: string | Uint8Array,
  file: string,
  work: XmlWork = { steps: 0 },
): JUnitResult {
  const bytes =
    typeof input === "string"
      ? encoder.encode(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)
      : utf8Bytes(input);
  const dialect = new JUnitDialect(bytes, work);
  try {
    tokenizeXml(bytes, dialect, "a <testsuites> or <testsuite> root element", work);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    const { line, column } = lineColumn(bytes, error.pos);
    throw new JUnitParseError(file, line, column, error.reason);
  }
  work.steps += dialect.cases.length;
  return { file, cases: mergeRepeatedCases(dialect.cases), suites: dialect.suites };
}
