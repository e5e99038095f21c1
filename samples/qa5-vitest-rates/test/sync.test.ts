import { expect, it } from "vitest";
import { refreshInBackground } from "../src/sync";

it("starts a background refresh", async () => {
  const cache = new Map<string, number>();
  refreshInBackground(cache);
  await new Promise((r) => setTimeout(r, 20));
  expect(cache.size).toBe(0);
});
