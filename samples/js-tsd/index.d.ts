/** Parses a TCP port. */
export function parsePort(text: string): number;
