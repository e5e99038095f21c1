export function parsePort(text) {
  return Number.parseInt(text, 10);
}
