import { expect as baseExpect, test } from '@playwright/test';
import { login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('staff change the product title with a reason, see it on the sign-in page and in the history, then reset it', async ({
  page,
  browser,
}) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/global');
  await expect(page.getByRole('heading', { name: 'General settings', level: 1 })).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  // The demo's season of tuning.
  await expect(history.getByRole('row', { name: /Security review: a longer lockout/ })).toBeVisible();

  await page.getByRole('link', { name: 'Edit the settings' }).click();
  await expect(page.getByRole('heading', { name: 'Edit general settings', level: 1 })).toBeVisible();
  await page.getByLabel('Product title').fill('SlugWatch Pro');
  await page.getByLabel('Lock duration (minutes)').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  // The API's bounds and a missing reason, in the form, before anything is sent.
  await expect(page.getByLabel('Lock duration (minutes)')).toHaveAccessibleDescription(/5/);
  await expect(page.getByLabel('Lock duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Reason for the change' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Lock duration (minutes)').fill('20');
  await page.getByRole('textbox', { name: 'Reason for the change' }).fill('Trade fair week');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/global$/);
  const product = page.getByRole('region', { name: 'Product' });
  await expect(product.getByText('SlugWatch Pro')).toBeVisible();
  await expect(history.getByRole('row', { name: /Trade fair week/ })).toContainText(
    'Product title: SlugWatch → SlugWatch Pro',
  );

  // A visitor's sign-in page shows the new title at once.
  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor).toHaveTitle(/SlugWatch Pro/);
  await visitor.close();

  await product.getByRole('button', { name: 'Reset to default: Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset “Product” to its default?' });
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Fair over');
  await dialog.getByRole('button', { name: 'Reset to default' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(product.getByText('Default', { exact: true })).toBeVisible();
  await expect(product.getByText('SlugWatch Pro')).toHaveCount(0);
  await expect(history.getByRole('row', { name: /Fair over/ })).toContainText('Back to the default');
});
