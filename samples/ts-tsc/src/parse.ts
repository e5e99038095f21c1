export function parseLine(line: string): { level: string; message: string } {
  const match = /^(\w+): (.*)$/.exec(line);
  if (!match) {
    return { level: "info" message: line };
  }
  return { level: match[1] ?? "info", message: match[2] ?? "" };
}
