// One parse in a fresh process, for its peak memory: `node junit-driver.mjs <parser|idle> <shape> <file>`.
// Prints {"cases":…,"maxRssKiB":…}.
import type { Shape } from "./junit-input.js";
import { type ParserName, runParser } from "./junit-parsers.js";

const [name, shape, path] = process.argv.slice(2) as [ParserName | "idle", Shape, string];
const cases = name === "idle" ? 0 : await runParser(name, path, shape);
process.stdout.write(`${JSON.stringify({ cases, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
