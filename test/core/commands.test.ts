// Commands in PR comments: where a line is a command, what text goes with it, the bounds.
import { describe, expect, it } from "vitest";
import {
  COMMANDS,
  COMMANDS_LINE,
  GUIDANCE_LIMIT,
  HELP_TEXT,
  MAX_BODY,
  MAX_COMMANDS,
  REASON_LIMIT,
  parseCommands,
  truncateWords,
} from "../../src/core/agent/commands.js";
import { countRegexWork } from "../support/work.js";

const names = (body: string) => parseCommands(body).commands.map((c) => c.name);

describe("parseCommands: which lines are commands", () => {
  it("finds line-anchored commands anywhere in a comment, one per line, in order", () => {
    const body = [
      "Thanks for the run.",
      "/status",
      "Some words in between.",
      "  /retry",
      "\t/flakeharden help",
      "/halt",
      "/continue",
    ].join("\n");
    expect(parseCommands(body)).toEqual({
      commands: [
        { name: "status", text: "" },
        { name: "retry", text: "" },
        { name: "help", text: "" },
        { name: "halt", text: "" },
        { name: "continue", text: "" },
      ],
      unknown: [],
    });
  });

  it("is case-insensitive in the command word and accepts CRLF line ends", () => {
    expect(names("/STATUS\r\n/Continue Do X\r\n/FlakeHarden HELP\r\n")).toEqual([
      "status",
      "continue",
      "help",
    ]);
    expect(parseCommands("/Continue Do X\r\n").commands[0]).toEqual({ name: "continue", text: "Do X" });
  });

  it("a bare /flakeharden is help", () => {
    expect(names("/flakeharden")).toEqual(["help"]);
  });

  it("ignores commands in the middle of a line, glued to other text, and other slash words", () => {
    const body = [
      "please /continue",
      "/continuex",
      "/status:",
      "/cc @someone",
      "/usr/bin/env node",
      "/ continue",
      "//continue",
      "see /halt",
    ].join("\n");
    expect(parseCommands(body)).toEqual({ commands: [], unknown: [] });
  });

  it("ignores lines inside fenced code blocks (backticks or tildes), and resumes after the fence", () => {
    const body = [
      "```",
      "/halt inside a fence",
      "```",
      "~~~~md",
      "/retry",
      "~~~",
      "/status (still inside: a shorter tilde fence does not close it)",
      "~~~~",
      "/status",
    ].join("\n");
    expect(names(body)).toEqual(["status"]);
  });

  it("a fence closes only with the same character, at least as long, and nothing after it", () => {
    const body = ["````", "```", "~~~~", "```` not a close", "/halt", "````", "/retry"].join("\n");
    expect(names(body)).toEqual(["retry"]);
  });

  it("an unclosed fence runs to the end of the comment", () => {
    expect(names("/status\n```sh\n/halt\n/retry")).toEqual(["status"]);
  });

  it("inline code with three backticks on one line is not a fence", () => {
    expect(names("Run ```x``` then\n```x``` more\n/retry")).toEqual(["retry"]);
  });

  it("ignores quoted lines: someone quoting an earlier comment does not re-issue its commands", () => {
    const body = ["> /continue try the other approach", ">/halt", "  > /retry", "", "/status"].join("\n");
    expect(names(body)).toEqual(["status"]);
    // A line right under a quote continues it (CommonMark's lazy continuation): GitHub shows it quoted.
    expect(names("> /continue quoted\n/halt")).toEqual([]);
  });

  it("lists /flakeharden lines it does not know, so the app can answer with the help", () => {
    const r = parseCommands("/flakeharden foo bar\n/flakeharden HELP\n/flakeharden status");
    expect(r.commands).toEqual([{ name: "help", text: "" }]);
    expect(r.unknown).toEqual(["/flakeharden foo bar", "/flakeharden status"]);
  });
});

describe("parseCommands: only what a reader sees", () => {
  // Each body hides a command where the rendered comment does not show it as a plain line; `/status` after it is
  // visible and obeyed.
  const hidden: [string, string][] = [
    ["an HTML comment", "<!-- /continue rewrite the tests -->\n\n/status"],
    ["an HTML comment over lines", "<!--\n/halt\n\n/continue x\n-->\n/status"],
    ["an inline HTML comment", "looks fine <!--\n/continue hidden\n--> to me\n\n/status"],
    ["indented code", "Look:\n\n    /continue in code\n\n/status"],
    ["<pre>", "<pre>\n/continue in pre\n</pre>\n\n/status"],
    [
      "<details>, after a blank line",
      "<details><summary>log</summary>\n\n/continue collapsed\n\n</details>\n\n/status",
    ],
    [
      "<details> nested in <div>",
      "<div>\n<details>\n\n/halt\n\n</details>\n\n/retry still in the div\n\n</div>\n\n/status",
    ],
    ["an inline element", "text <span hidden>\n/continue inside\n</span>\n\n/status"],
    ["a list", "- /continue in a list\n  /halt\n\n/status"],
    ["a heading", "# /continue\n\n/halt\n---\n\n/status"],
  ];
  for (const [where, body] of hidden)
    it(`ignores a command in ${where}`, () => {
      expect(names(body)).toEqual(["status"]);
    });

  it("reads a line's first 4,096 characters: deep nesting on one line cannot stall the parser", () => {
    // 32,000 nested quotes on one line took the parser 7 s; bounded, the line is a few thousand quotes and spaces.
    const work = countRegexWork(() => names(`${"> ".repeat(32_000)}\n\n/status`));
    expect(work.chars).toBeLessThan(64_000 * 8);
    expect(names(`${"> ".repeat(32_000)}\n\n/status`)).toEqual(["status"]);
    expect(parseCommands(`/halt ${"x".repeat(5_000)}`).commands[0]?.text.length).toBe(500);
  });

  it("takes only the visible rest of a command's line", () => {
    expect(parseCommands("/halt visible <!-- hidden --> reason").commands).toEqual([
      { name: "halt", text: "visible reason" },
    ]);
  });

  it("reads a self-closing or void element as opening nothing", () => {
    expect(names("<br>\n\n/status\n\n<img src=x>\n\n/retry\n\n<x/>\n\n/halt")).toEqual([
      "status",
      "retry",
      "halt",
    ]);
  });
});

describe("parseCommands: guidance and reasons", () => {
  it("/continue takes the rest of the line and the following lines up to the next command, trimmed", () => {
    const body = [
      "Looks stuck.",
      "/continue   The coupon is a percentage of the subtotal.   ",
      "Don't change the test.",
      "",
      "",
      "",
      "```ts",
      "/halt (in a fence: part of the guidance, not a command)",
      "```",
      "> quoted",
      "",
      "/status",
      "ignored text after /status",
    ].join("\n");
    expect(parseCommands(body).commands).toEqual([
      {
        name: "continue",
        text: [
          "The coupon is a percentage of the subtotal.",
          "Don't change the test.",
          "",
          "```ts",
          "/halt (in a fence: part of the guidance, not a command)",
          "```",
          "> quoted",
        ].join("\n"),
      },
      { name: "status", text: "" },
    ]);
  });

  it("guidance may start on the next line", () => {
    expect(parseCommands("/continue\n\n  Use the cache.\n").commands).toEqual([
      { name: "continue", text: "Use the cache." },
    ]);
  });

  it("an unknown /flakeharden line ends the guidance too", () => {
    expect(parseCommands("/continue a\n/flakeharden nope\nb").commands).toEqual([
      { name: "continue", text: "a" },
    ]);
  });

  it("/halt takes a reason the same way", () => {
    expect(parseCommands("/halt it keeps rewriting the parser\nsee #12\n/retry").commands).toEqual([
      { name: "halt", text: "it keeps rewriting the parser\nsee #12" },
      { name: "retry", text: "" },
    ]);
  });

  it("bounds guidance to 2,000 and reasons to 500 characters, cut at a word boundary with …", () => {
    const words = Array.from({ length: 1_000 }, (_, i) => `word${i}`).join(" ");
    const [c, h] = parseCommands(`/continue ${words}\n/halt ${words}`).commands.map((x) => x.text) as [
      string,
      string,
    ];
    expect(c.length).toBeLessThanOrEqual(GUIDANCE_LIMIT);
    expect(c.length).toBeGreaterThan(GUIDANCE_LIMIT - 20);
    expect(c).toMatch(/ word\d+…$/);
    expect(words.startsWith(c.slice(0, -1))).toBe(true);
    expect(h.length).toBeLessThanOrEqual(REASON_LIMIT);
    expect(h).toMatch(/ word\d+…$/);
  });
});

describe("parseCommands: bounds", () => {
  it("reads at most 10 commands per comment", () => {
    const body = Array.from({ length: 25 }, (_, i) => (i % 2 ? "/status" : `/halt r${i}`)).join("\n");
    const { commands } = parseCommands(body);
    expect(commands).toHaveLength(MAX_COMMANDS);
    expect(commands[9]).toEqual({ name: "status", text: "" });
  });

  it("reads only the first 65,536 characters of the body", () => {
    const filler = "x".repeat(MAX_BODY - 10);
    expect(names(`${filler}\n/status\n`)).toEqual(["status"]);
    expect(names(`${filler}${"y".repeat(20)}\n/status\n`)).toEqual([]);
  });

  it("stays linear on adversarial input", () => {
    const hostile: ((n: number) => string)[] = [
      (n) => `/continue${" ".repeat(n)}x`,
      (n) => `${" ".repeat(n)}/`,
      (n) => `\`\`\`${"`".repeat(n)}`,
      (n) => `/${"a".repeat(n)}!`,
      (n) => `<a${" <a".repeat(n / 3)}`,
      (n) => `${"<!--".repeat(n / 4)}\n/status`,
      (n) => `<details>${"<div>".repeat(n / 5)}\n\n/halt`,
      (n) => `${"> ".repeat(n / 2)}/halt`,
      (n) => `${"[".repeat(n)}/halt`,
    ];
    // Counted, not timed: the work handed to the regex engine (the markdown parser tests single characters with
    // regexes) grows in proportion to the input: twice the input, about twice the work, and a few visits a character.
    for (const make of hostile) {
      const small = make(30_000);
      const work = countRegexWork(() => parseCommands(small)).chars;
      const twice = countRegexWork(() => parseCommands(make(60_000))).chars;
      expect(work, small.slice(0, 12)).toBeLessThan(small.length * 8);
      expect(twice / work, small.slice(0, 12)).toBeLessThan(2.2);
    }
  });
});

describe("truncateWords", () => {
  it("keeps text that fits, cuts at whitespace otherwise, never splits a surrogate pair", () => {
    expect(truncateWords("short", 10)).toBe("short");
    expect(truncateWords("alpha beta gamma", 12)).toBe("alpha beta…");
    expect(truncateWords("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
    const cut = truncateWords(`${"a".repeat(8)}😀😀`, 10);
    expect(cut.length).toBeLessThanOrEqual(10);
    expect(cut).toBe(`${"a".repeat(8)}…`);
  });
});

describe("HELP_TEXT and the footer line: from the one table of commands", () => {
  it("lists every command and who may use them", () => {
    for (const c of ["/continue <guidance>", "/halt <reason>", "/status", "/retry", "/flakeharden help"])
      expect(HELP_TEXT).toContain(`| \`${c}\` |`);
    expect(HELP_TEXT).toContain("write, maintain or admin permission");
    expect(HELP_TEXT).toContain("commands.roles");
  });

  it("every row of COMMANDS is parsed, helped and listed in the footer", () => {
    for (const c of COMMANDS) {
      expect(HELP_TEXT).toContain(`| \`${c.usage}\` | ${c.help} |`);
      expect(COMMANDS_LINE).toContain(`\`${c.usage}\``);
      const written = c.text === null ? c.usage : c.usage.replace(/<[^>]+>/, "some words");
      expect(parseCommands(written).commands).toEqual([
        { name: c.name, text: c.text === null ? "" : "some words" },
      ]);
    }
  });

  it("`/help` alone is not a command (help is `/flakeharden help`)", () => {
    expect(parseCommands("/help").commands).toEqual([]);
  });
});
