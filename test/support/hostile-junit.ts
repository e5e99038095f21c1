// JUnit documents built to hurt a parser (deep nesting, huge attributes, unterminated sections), of any
// size: test/core/junit.test.ts checks each is parsed or refused, bench/linearity.ts times them as ratios.
import { MAX_DEPTH } from "../../src/core/junit/index.js";

/** `piece` repeated to at least `size` characters. */
const fill = (piece: string, size: number) => piece.repeat(Math.ceil(size / piece.length));
export const HOSTILE_JUNIT: [string, (size: number) => string][] = [
  ["deeply nested unclosed testsuites", (size) => `<testsuites>${fill("<testsuite name='s'>", size)}`],
  [
    "deeply nested unclosed unknown elements inside a failure",
    (size) => `<testsuite><testcase name='t'><failure>${fill("<a>x", size)}`,
  ],
  [
    "nesting close to the depth limit, over and over",
    (size) =>
      `<testsuite><testcase name='t'><failure>${fill(`${"<a>x".repeat(MAX_DEPTH - 5)}${"</a>".repeat(MAX_DEPTH - 5)}`, size)}</failure></testcase></testsuite>`,
  ],
  [
    "test cases inside deeply nested testsuites without a file",
    (size) =>
      `<testsuites>${"<testsuite>".repeat(MAX_DEPTH - 5)}${fill("<testcase name='t'/>", size)}${"</testsuite>".repeat(MAX_DEPTH - 5)}</testsuites>`,
  ],
  ["an unterminated attribute value", (size) => `<testsuite><testcase name="${"x".repeat(size)}`],
  ["a huge attribute value", (size) => `<testsuite><testcase name="${"x".repeat(size)}"/></testsuite>`],
  [
    "a huge attribute of ampersands",
    (size) => `<testsuite><testcase name="${"&".repeat(size)}"/></testsuite>`,
  ],
  [
    "a huge failure body of entities",
    (size) =>
      `<testsuite><testcase name='t'><failure>${fill("&amp;&#1;&", size)}</failure></testcase></testsuite>`,
  ],
  [
    "a huge system-out",
    (size) =>
      `<testsuite><testcase name='t'><system-out>${fill("&lt;x&gt;\n", size)}</system-out></testcase></testsuite>`,
  ],
  [
    "an unterminated CDATA section",
    (size) => `<testsuite><testcase name='t'><failure><![CDATA[${fill("]]", size)}`,
  ],
  ["an unterminated DOCTYPE", (size) => `<!DOCTYPE x [${fill("<!ENTITY a '>'>", size)}`],
  ["many empty comments", (size) => `<testsuite>${fill("<!---->", size)}</testsuite>`],
  ["many test cases", (size) => `<testsuite>${fill("<testcase name='t' time='1'/>", size)}</testsuite>`],
];
