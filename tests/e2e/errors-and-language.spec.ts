import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/parcels\/list$/);
});

test('a route the role may not open shows the forbidden page', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

const languageSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/back/profile/language') && response.ok());

test('switching the language translates the interface', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Parcels' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  let saved = languageSaved(page);
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Parcelles' })).toBeVisible();

  // The choice is the profile's: a reload, which applies the profile's language, keeps it.
  await saved;
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Parcelles' })).toBeVisible();

  // Back to English, the language the other journeys expect of this user. The menu also links the manufacturer's
  // anti-slug products, in a new tab.
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  const products = page.getByRole('menuitem', { name: 'Produits anti-limaces' });
  await expect(products).toHaveAttribute('href', 'https://www.desangosse.com/');
  await expect(products).toHaveAttribute('target', '_blank');
  saved = languageSaved(page);
  await page.getByRole('menuitem', { name: 'English' }).click();
  await saved;
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Parcels' })).toBeVisible();
});
