// Commands that people write in PR comments to steer the app (the table `COMMANDS`). Parsing only; who may use them is checked by the app. Every regex here is anchored
// and free of nested or overlapping quantifiers: linear in the length of the line. Which lines a reader sees as
// plain text is visible.ts's answer (the comment parsed as GitHub renders it).
import { visiblePlainText } from "./visible.js";

/**
 * Every command, once: its word, what text it takes, its usage and its help line. The parser, the help, the
 * sticky comment's footer and the state machine (core/agent/index.ts, whose `switch` over `CommandName` must handle
 * each) all read this table: a new command is a row here and a case there.
 */
export const COMMANDS = [
  {
    name: "continue",
    refreshes: true,
    /** Text it takes (the rest of the line and the lines below it, up to the next command), bounded. */
    text: { limit: 2_000 },
    usage: "/continue <guidance>",
    help: "Resume the agent after a halt (or steer it while active). Your guidance (the rest of the line and the lines below it, up to the next command; at most 2,000 characters) is quoted to the agent as your words, and attempts are counted again from zero.",
  },
  {
    name: "halt",
    refreshes: true,
    text: { limit: 500 },
    usage: "/halt <reason>",
    help: "Stop driving the agent on this pull request (the reason is optional).",
  },
  {
    name: "status",
    refreshes: true,
    text: null,
    usage: "/status",
    help: "Reply with the current state: latest outcome, attempts counted, active or halted.",
  },
  {
    name: "retry",
    text: null,
    usage: "/retry",
    help: "Re-run the failed jobs of the latest CI run of this pull request.",
  },
  {
    name: "accept",
    text: { limit: 500 },
    usage: "/accept <reason>",
    help: "Accept the changes to the tests that flakeharden flagged on the agent's latest push (they are meant): its status no longer fails for them. The reason is shown in the comment.",
  },
  {
    name: "approve-quarantine",
    refreshes: true,
    text: null,
    usage: "/approve-quarantine",
    help: "Agree to the quarantine entries this pull request adds or extends in `.github/flakeharden.yml` (as they are now: a later change needs a new approval). Until then their failures keep the agent's status failing. Write, maintain or admin only, whatever `commands.roles` says.",
    roles: ["admin", "maintain", "write"],
  },
  {
    // Written `/flakeharden help` (or a bare `/flakeharden`): see `classify`.
    name: "help",
    text: null,
    usage: "/flakeharden help",
    help: "This help.",
  },
] as const satisfies readonly {
  name: string;
  text: { limit: number } | null;
  usage: string;
  help: string;
  /** The roles that may use it whatever `commands.roles` allows (a decision only a writer may take). */
  roles?: readonly string[];
  /**
   * It refreshes the sticky comment or sets the agent's status: the app reads the PR as GitHub has it now (its head,
   * its base) and gathers the evidence of whose the latest failures are before it runs.
   */
  refreshes?: true;
}[];

/** Whether the command refreshes the sticky comment or the agent's status (its row's `refreshes`). */
export function refreshes(name: CommandName): boolean {
  const spec = SPEC.get(name);
  return spec !== undefined && "refreshes" in spec && spec.refreshes === true;
}

/**
 * Whether `role` (the commenter's `role_name`) may use `name` beyond the config's `commands.roles`: a command whose
 * row names its own roles (`/approve-quarantine`: someone with write access) is refused to anyone else.
 */
export function mayUse(name: CommandName, role: string): boolean {
  const spec = SPEC.get(name);
  return spec === undefined || !("roles" in spec) || (spec.roles as readonly string[]).includes(role);
}

export type CommandName = (typeof COMMANDS)[number]["name"];

/** A command as written: `text` is its guidance or reason (bounded), "" for a command that takes none. */
export interface Command {
  name: CommandName;
  text: string;
}

const SPEC: ReadonlyMap<string, (typeof COMMANDS)[number]> = new Map(COMMANDS.map((c) => [c.name, c]));

export interface ParsedCommands {
  /** In the order they were written; at most `MAX_COMMANDS`. */
  commands: Command[];
  /** `/flakeharden <something else>` lines, trimmed and bounded, so the app can answer with the help. */
  unknown: string[];
}

/** Only this many characters of a comment are read. */
export const MAX_BODY = 65_536;
/** Commands read per comment; command lines after these are ignored. */
export const MAX_COMMANDS = 10;
/** `/continue` guidance, in characters. */
export const GUIDANCE_LIMIT = COMMANDS[0].text.limit;
/** `/halt` reason, in characters. */
export const REASON_LIMIT = COMMANDS[1].text.limit;
/** An unknown `/flakeharden …` line, as reported back. */
export const UNKNOWN_LIMIT = 100;

/**
 * `text` within `max` characters: whole if it fits, else cut at the last whitespace (when that keeps at least
 * half of it) and ended with "…". Never splits a surrogate pair.
 */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return max === 1 ? "…" : "";
  let cut = text.slice(0, max - 1);
  let space = -1;
  for (let i = cut.length - 1; i >= 0; i--) {
    if (/\s/.test(cut[i] as string)) {
      space = i;
      break;
    }
  }
  if (space >= max / 2) cut = cut.slice(0, space);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

// `/word` at the start of a line, then the rest of the line (checked separately: empty or after a blank).
const SLASH = /^[ \t]*\/([A-Za-z]+(?:-[A-Za-z]+)*)(.*)$/;

type Line =
  { kind: "command"; name: CommandName; rest: string } | { kind: "unknown"; text: string } | { kind: "text" };

/** What a visible line is: a command, an unknown `/flakeharden …` line, or text. */
function classify(line: string): Line {
  const m = SLASH.exec(line);
  if (!m) return { kind: "text" };
  const word = (m[1] as string).toLowerCase();
  const rest = m[2] as string;
  // `/continuefoo`, `/status:`: not the command word on its own.
  if (rest !== "" && !/^[ \t]/.test(rest)) return { kind: "text" };
  if (word === "flakeharden") {
    const arg = rest.trim();
    if (arg === "" || arg.toLowerCase() === "help") return { kind: "command", name: "help", rest: "" };
    return { kind: "unknown", text: truncateWords(line.trim(), UNKNOWN_LIMIT) };
  }
  const spec = word === "help" ? undefined : SPEC.get(word);
  return spec === undefined ? { kind: "text" } : { kind: "command", name: spec.name, rest: rest.trim() };
}

/** Lines joined, trailing blanks of each line and blank lines at both ends removed, runs of blank lines cut to one. */
function tidy(lines: readonly string[]): string {
  return lines
    .map((l) => l.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The commands in a comment body.
 *
 * - Only what a reader sees as plain text counts: the comment is parsed as GitHub renders it (`visiblePlainText`,
 *   CommonMark) and a command is obeyed only in a top-level paragraph outside any HTML element — never in an HTML
 *   comment (`<!-- /continue -->`), a fenced or indented code block, `<pre>`, `<details>`, a block quote (someone
 *   quoting an earlier comment), a list or a heading.
 * - There, a command is a line of its own that starts (after optional spaces or tabs) with `/` and a word of
 *   `COMMANDS`, or `/flakeharden help` (or a bare `/flakeharden`); the command word is case-insensitive and must be
 *   followed by a blank or the end of the line (`/continue:` and `/continuex` are not commands). Other slash words
 *   (`/cc`, `/usr/bin/env`) are text.
 * - The text of a command that takes one (`/continue` guidance, `/halt` reason): the visible rest of the command line
 *   plus every following line up to the next command line (or `/flakeharden …` line) or the end of the comment, lines
 *   inside code blocks and quotes included, as written; trimmed, runs of blank lines collapsed to one. Bounded to
 *   `GUIDANCE_LIMIT` and `REASON_LIMIT` characters (the row's `text.limit`), cut at a word boundary with "…". It may
 *   be "".
 * - Text after a command that takes none (and on the lines below it) is ignored: its `text` is "".
 * - `/flakeharden <anything else>` lines are listed in `unknown` (at most `MAX_COMMANDS`), not in `commands`.
 * - At most `MAX_COMMANDS` commands: from the next command line on, the rest of the comment is ignored.
 *   Only the first `MAX_BODY` characters of the body are read.
 */
export function parseCommands(body: string): ParsedCommands {
  const commands: Command[] = [];
  const unknown: string[] = [];
  let pending: { name: CommandName; limit: number; lines: string[] } | null = null;

  const flush = () => {
    if (!pending) return;
    commands.push({ name: pending.name, text: truncateWords(tidy(pending.lines), pending.limit) });
    pending = null;
  };

  const text = body.slice(0, MAX_BODY);
  const lines = text.split("\n");
  // Most comments hold no line that could be a command: the markdown parser (a few ms a KB) runs only when one does.
  if (lines.every((l) => classify(l.endsWith("\r") ? l.slice(0, -1) : l).kind === "text"))
    return { commands, unknown };
  const shown = visiblePlainText(text).split("\n");
  for (const [i, raw] of lines.entries()) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const seen = shown[i] ?? "";
    const kind = classify(seen.endsWith("\r") ? seen.slice(0, -1) : seen);
    if (kind.kind === "text") {
      pending?.lines.push(line);
      continue;
    }
    flush();
    if (kind.kind === "unknown") {
      if (unknown.length < MAX_COMMANDS) unknown.push(kind.text);
      continue;
    }
    if (commands.length >= MAX_COMMANDS) break;
    const limit = SPEC.get(kind.name)?.text?.limit;
    // The command line's rest as shown: hidden parts (blanked) leave one space.
    if (limit !== undefined)
      pending = { name: kind.name, limit, lines: [kind.rest.replace(/[ \t]{2,}/g, " ")] };
    else commands.push({ name: kind.name, text: "" });
  }
  flush();
  return { commands, unknown };
}

/** The reply to `/flakeharden help` (and to unknown `/flakeharden …` lines). */
export const HELP_TEXT = [
  "**flakeharden commands**: write each at the start of a line of a PR comment, in plain text (not in a quote, a list, a code block, an HTML comment or an HTML element such as `<details>`); at most 10 per comment.",
  "",
  "| command | what it does |",
  "| --- | --- |",
  ...COMMANDS.map((c) => `| \`${c.usage}\` | ${c.help} |`),
  "",
  "Only people with write, maintain or admin permission on the repository may use them, unless `commands.roles` in `.github/flakeharden.yml` says otherwise.",
].join("\n");

/** The commands in one line, for the sticky comment's footer: `/continue <guidance>` · `/halt <reason>` · … */
export const COMMANDS_LINE = COMMANDS.map((c) => `\`${c.usage}\``).join(" · ");
