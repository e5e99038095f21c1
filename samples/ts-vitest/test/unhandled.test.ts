import { describe, expect, test } from "vitest";

async function syncInventory(): Promise<void> {
  await Promise.resolve();
  throw new Error('inventory sync failed: sku "A1" has no stock record');
}

describe("inventory", () => {
  test("starts a background sync", async () => {
    syncInventory();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(true).toBe(true);
  });
});
