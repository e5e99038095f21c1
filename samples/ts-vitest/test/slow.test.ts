import { describe, expect, test } from "vitest";

function waitForPrice(): Promise<number> {
  // never resolves: the price service stub is missing
  return new Promise(() => {});
}

describe("price service", () => {
  test("fetches the current price", async () => {
    const price = await waitForPrice();
    expect(price).toBeGreaterThan(0);
  }, 50);
});
