// Stable identity of a failure across attempts and runs: what varies between two runs of the same
// failure (durations, addresses, ports, temp dirs, seeds, line numbers after an edit) is left out.

/** Replaces the parts of a message that change from run to run. Linear: each pattern is a single pass. */
export function normalizeVolatile(s: string): string {
  return s
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<uuid>")
    .replace(/\/(?:tmp|var\/folders|private\/var|var\/tmp)\/[^\s'"`:)]{0,500}/g, "<tmp>")
    .replace(/[A-Za-z]:\\(?:Users\\[^\\\s]{1,100}\\AppData\\Local\\)?Temp\\[^\s'"`:)]{0,500}/g, "<tmp>")
    .replace(/\b0x[0-9a-fA-F]{1,16}\b/g, "0x#")
    .replace(/\d+/g, "#")
    .replace(/\s+/g, " ")
    .trim();
}

/** 64-bit hash as 16 hex digits (two independent 32-bit FNV-1a lanes). Pure, no crypto needed. */
export function hash64(s: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

export interface FingerprintInput {
  category: string;
  tool: string;
  test: string | null;
  /** Repository path when resolved, else the printed path's last segment. */
  file: string | null;
  code?: string | undefined;
  message: string;
}

export function fingerprint(f: FingerprintInput): string {
  const parts = [
    f.category,
    f.test ? normalizeVolatile(f.test) : "",
    f.file ?? "",
    f.code ?? "",
    // A test is identified by its name; a message without a test needs more of its words.
    normalizeVolatile(f.message).slice(0, f.test ? 120 : 300),
  ];
  return hash64(parts.join("\u0000"));
}
