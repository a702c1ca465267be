import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { login, screenshot } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a provider reads its dashboards, follows a tile to its list, and narrows them by favourite and range', async ({
  page,
}) => {
  await login(page, 'provider@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity/);
  const followed = page.getByRole('region', { name: 'Parcels followed' });
  const total = followed.getByRole('link', { name: /^Parcels followed: / });
  await expect(total).toBeVisible();
  const count = (await total.textContent()) ?? '';
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, 'dashboard-activity');

  // The figure is the list's total.
  await total.click();
  await expect(page).toHaveURL(/\/parcels\/list/);
  await expect(page.getByText(`Total: ${count}`)).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: 'Sensors' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sensors/);
  await expect(page.getByRole('region', { name: 'Sensors', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Issues opened' })).toBeVisible();
  // The tab every Monday by e-mail.
  const weekly = page.getByRole('switch', { name: 'Weekly e-mail' });
  await weekly.click({ force: true });
  await expect(page.getByText('You will receive this dashboard every Monday.')).toBeVisible();
  await expect(weekly).toBeChecked();
  await page.locator('label').getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  expect(await blockingViolations(page)).toEqual([]);
  await screenshot(page, 'dashboard-sensors');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'dashboard-sensors-phone');

  // Everything is the provider's reach; the activity tab keeps the range when switching back.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity\?.*from=/);
  await expect(page.getByRole('link', { name: /^Parcels followed: / })).toHaveText(count);
});
