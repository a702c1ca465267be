import { expect as baseExpect, test } from '@playwright/test';
import { login, mailedLink } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// La Noue belongs to Ferme des Demo, a farm of the demo provider. The address is new on each run's fresh database.
test('a provider shares a parcel by e-mail; the invited person signs up and sees it read-only', async ({
  page,
  browser,
}) => {
  const address = 'agronome@example.org';
  await login(page, 'provider@demo.test');
  await page.goto('/parcels-sharing?search=La%20Noue');
  await page.getByRole('checkbox', { name: 'Select La Noue' }).check();
  await page.getByRole('button', { name: 'Share by e-mail (1)' }).click();
  const dialog = page.getByRole('form', { name: 'Share by e-mail (1)' });
  const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
  await emails.fill('not-an-address');
  await emails.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('The e-mail format is incorrect')).toBeVisible();
  // Backspace in the empty field removes the last address.
  await emails.press('Backspace');
  await emails.fill(address);
  await emails.press('Enter');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Parcels shared: 1')).toBeVisible();

  await page.getByRole('tab', { name: 'E-mail addresses' }).click();
  const row = page.getByRole('row', { name: new RegExp(address) });
  await expect(row.getByText('Invited')).toBeVisible();
  await expect(row.getByRole('link', { name: 'La Noue' })).toBeVisible();

  const link = await mailedLink(address, '/register/');
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(link);
  const form = invited.getByRole('form', { name: 'Create your account' });
  await expect(invited.getByText('Agri Distribution Demo shares 1 parcel with you.', { exact: false })).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill('Alice');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Martin');
  await form.getByRole('textbox', { name: 'Password' }).fill('court');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByText('Choose a password of at least 12 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password' }).fill('choux-fleurs-2026');
  await form.getByRole('button', { name: 'Create my account' }).click();

  // A new user accepts the terms first, then finds the shared parcel, which they may not change.
  await expect(invited).toHaveURL(/\/accept-tos/);
  await invited.getByRole('button', { name: /I accept|J’accepte/ }).click();
  await invited.getByRole('link', { name: 'La Noue', exact: true }).click();
  await invited.getByRole('tab', { name: /Settings|Paramètres/ }).click();
  await expect(invited.getByText(/Agri Distribution Demo|Ferme des Demo/).first()).toBeVisible();
  await expect(invited.getByRole('link', { name: /Edit the settings|Modifier les paramètres/ })).toHaveCount(0);
  await expect(invited.getByRole('button', { name: /Delete the parcel|Supprimer la parcelle/ })).toHaveCount(0);
});

test('a mistyped or unknown invitation link shows the spent-link card, with the way to sign in', async ({ page }) => {
  for (const id of ['not-an-invitation', '7e4d2c1b-9a8f-4e6d-8c5b-3a2f1e0d9c8b']) {
    await page.goto(`/register/${id}/sharing-invitation`);
    const card = page.getByRole('alert');
    await expect(card).toContainText('This link no longer works');
    await expect(card).toContainText('Ask whoever shared the parcels with you to share them again');
    await expect(card.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(id)).toHaveCount(0);
  }
});
