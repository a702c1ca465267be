import { expect, test } from '@playwright/test';
import { login } from './fixtures';

test('a profile change is saved and still there after a reload', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Claire-Anne');
  await page.getByLabel('City').fill('Villeneuve-sur-Lot');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Claire-Anne');
  await expect(page.getByLabel('City')).toHaveValue('Villeneuve-sur-Lot');
});

test('an invalid profile is not sent and the field says why', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/profile');
  await page.getByLabel('Last name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
});

test('leaving a profile with unsaved changes asks first', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/profile');
  await page.getByLabel('Last name').fill('Durand-Changed');
  await page.getByRole('navigation').getByRole('link', { name: 'Parcels' }).click();

  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue editing' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Last name')).toHaveValue('Durand-Changed');

  await page.getByRole('navigation').getByRole('link', { name: 'Parcels' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/parcels\/list$/);
});
