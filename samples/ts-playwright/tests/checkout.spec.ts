import { expect, test } from "@playwright/test";

const html = `
  <section id="cart">
    <p>2 items</p>
    <button>Checkout</button>
  </section>`;

test.describe("checkout", () => {
  test("pays for the cart", async ({ page }) => {
    await page.setContent(html);
    await page.getByRole("button", { name: "Pay now" }).click({ timeout: 200 });
    await expect(page.getByText("Thank you")).toBeVisible();
  });
});
