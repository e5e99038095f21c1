// The README documents the loop rules, the complexity formula and the commands: the same text the
// app shows, kept in step by this test. app.yml's permissions are the ones the README lists.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { COMPLEXITY_FORMULA, LOOP_RULES } from "../../src/core/agent/loop.js";
import { HELP_TEXT } from "../../src/core/agent/commands.js";
import { CALLBACK_PATH } from "../../app/oauth.js";

const ROOT = join(import.meta.dirname, "..", "..");
/** Prettier may turn `*x*` into `_x_` and rewrap lines: compare without emphasis marks and with one space. */
const norm = (s: string): string => s.replace(/[*_]/g, "").replace(/\s+/g, " ");
const README = norm(readFileSync(join(ROOT, "README.md"), "utf8"));

describe("README: the PR app", () => {
  it.each([
    ["COMPLEXITY_FORMULA", COMPLEXITY_FORMULA],
    ["LOOP_RULES", LOOP_RULES],
    [
      "the commands table of HELP_TEXT",
      HELP_TEXT.split("\n")
        .filter((l) => l.startsWith("| `/"))
        .join("\n"),
    ],
  ])("holds %s line for line", (_name, text) => {
    for (const line of text.split("\n").filter((l) => l.trim() !== "")) {
      expect(README).toContain(norm(line).trim());
    }
  });

  it("lists exactly app.yml's permissions", () => {
    const manifest = parse(readFileSync(join(ROOT, "app.yml"), "utf8")) as {
      default_permissions: Record<string, string>;
    };
    const section =
      readFileSync(join(ROOT, "README.md"), "utf8").split("### Install")[1]?.split("### Run")[0] ?? "";
    const listed = [...section.matchAll(/^\| ([a-z ]+): (read|write)\s+\|/gm)].map(
      (m) => `${m[1]?.replace(/ /g, "_")}: ${m[2]}`,
    );
    const declared = Object.entries(manifest.default_permissions).map(([k, v]) => `${k}: ${v}`);
    expect(listed.sort()).toEqual(declared.sort());
  });

  it("declares the page's sign-in callback in app.yml, at the path the app serves", () => {
    const manifest = parse(readFileSync(join(ROOT, "app.yml"), "utf8")) as { callback_urls?: string[] };
    expect(manifest.callback_urls?.map((u) => new URL(u).pathname)).toEqual([CALLBACK_PATH]);
    expect(README).toContain(norm(`PUBLIC_URL${CALLBACK_PATH}`));
  });
});
