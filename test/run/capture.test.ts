// The bounded capture: first quarter, last three quarters, the middle counted; cuts on character boundaries.
import { describe, expect, it } from "vitest";
import { droppedMarker, OutputCapture, seededRandom } from "../../src/run/index.js";

/** What the capture must keep of `whole`: byte-exact, cut on code point boundaries. */
function reference(whole: string, limit: number) {
  const headLimit = Math.floor(limit / 4);
  const tailLimit = limit - headLimit;
  const cps = Array.from(whole);
  let head = "";
  let headBytes = 0;
  let i = 0;
  for (; i < cps.length; i++) {
    const n = Buffer.byteLength(cps[i] ?? "");
    if (headBytes + n > headLimit) break;
    head += cps[i];
    headBytes += n;
  }
  const rest = cps.slice(i);
  let tail = "";
  let tailBytes = 0;
  for (let j = rest.length - 1; j >= 0; j--) {
    const n = Buffer.byteLength(rest[j] ?? "");
    if (tailBytes + n > tailLimit) break;
    tail = rest[j] + tail;
    tailBytes += n;
  }
  const total = Buffer.byteLength(whole);
  return { head, tail, droppedBytes: total - headBytes - tailBytes, totalBytes: total };
}

describe("OutputCapture", () => {
  it("keeps everything under the bound, with no marker", () => {
    const c = new OutputCapture(1024);
    c.write("hello ");
    c.write("world\n");
    const s = c.snapshot();
    expect(s).toMatchObject({ head: "hello world\n", tail: "", droppedBytes: 0, totalBytes: 12 });
    expect(s.text()).toBe("hello world\n");
  });

  it("keeps the first quarter and the last three quarters and counts the middle", () => {
    const c = new OutputCapture(40); // head 10, tail 30
    for (let i = 0; i < 10; i++) c.write(`line ${i}\n`); // 7 bytes each
    const s = c.snapshot();
    expect(s.head).toBe("line 0\nlin");
    expect(s.tail).toBe("5\nline 6\nline 7\nline 8\nline 9\n");
    expect(s.droppedBytes).toBe(70 - 40);
    expect(s.totalBytes).toBe(70);
    expect(s.text()).toBe(`line 0\nlin\n${droppedMarker(30)}\n5\nline 6\nline 7\nline 8\nline 9\n`);
    expect(droppedMarker(30)).toBe("… [30 bytes of output dropped] …");
  });

  it("never splits a character at either cut", () => {
    const c = new OutputCapture(16); // head 4, tail 12
    c.write("ab€"); // 5 bytes: "€" does not fit in the head
    c.write("x".repeat(20));
    c.write("€€€€€"); // 15 bytes: only 4 fit in the 12-byte tail
    const s = c.snapshot();
    expect(s.head).toBe("ab");
    expect(s.tail).toBe("€€€€");
    expect(s.droppedBytes).toBe(5 + 20 + 15 - 2 - 12);
    expect(s.text()).not.toContain("\uFFFD");
  });

  it("matches the reference for random text in random chunks", () => {
    const rnd = seededRandom(7);
    const alphabet = ["a", "b", "\n", "é", "€", "😀", "ß", "z"];
    for (let round = 0; round < 200; round++) {
      const limit = 4 + Math.floor(rnd() * 200);
      const c = new OutputCapture(limit);
      let whole = "";
      const chunks = Math.floor(rnd() * 40);
      for (let k = 0; k < chunks; k++) {
        let chunk = "";
        const len = Math.floor(rnd() * (rnd() < 0.1 ? 300 : 12));
        for (let j = 0; j < len; j++) chunk += alphabet[Math.floor(rnd() * alphabet.length)];
        c.write(chunk);
        whole += chunk;
      }
      const s = c.snapshot();
      expect({ head: s.head, tail: s.tail, droppedBytes: s.droppedBytes, totalBytes: s.totalBytes }).toEqual(
        reference(whole, limit),
      );
      expect(Buffer.byteLength(s.head) + Buffer.byteLength(s.tail)).toBeLessThanOrEqual(limit);
    }
  });

  it("stays exact across many small chunks (ring compaction)", () => {
    const c = new OutputCapture(4000); // head 1000, tail 3000
    let whole = "";
    for (let i = 0; i < 20_000; i++) {
      const line = `${i}\n`;
      c.write(line);
      whole += line;
    }
    const s = c.snapshot();
    expect(s.head).toBe(whole.slice(0, 1000));
    expect(s.tail).toBe(whole.slice(-3000));
    expect(s.droppedBytes).toBe(whole.length - 4000);
  });

  it("a snapshot does not change with later writes", () => {
    const c = new OutputCapture(1024);
    c.write("one\n");
    const s = c.snapshot();
    c.write("two\n");
    expect(s.text()).toBe("one\n");
    expect(c.snapshot().text()).toBe("one\ntwo\n");
  });
});
