import { parseLog } from "./parsers/log-parser.js";

export function loadLog(text: string): string[] {
  return parseLog(text);
}
