import { expect, test } from "@playwright/test";

const html = `
  <main>
    <h1>Sign in</h1>
    <label>Email <input name="email" /></label>
    <button type="submit">Continue</button>
  </main>`;

test.describe("login page", () => {
  test("shows the page title", async ({ page }) => {
    await page.setContent(html);
    expect(await page.getByRole("heading").textContent()).toBe("Log in");
  });

  test("has an email field", async ({ page }) => {
    await page.setContent(html);
    await expect(page.getByLabel("Email")).toBeEditable();
  });
});
