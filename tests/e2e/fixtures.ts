import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the form, as a person would, and waits to leave the sign-in page. */
export const login = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** The hrefs of the side navigation's entries, in display order. */
export const navigationHrefs = (page: Page) =>
  page
    .getByRole('navigation', { name: /./ })
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

/** A full-page screenshot under test-results/screens/, kept as a record of what each screen looks like. */
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
