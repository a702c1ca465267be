import { expect, test } from '@playwright/test';
import { loginThroughForm, mailedLink } from './fixtures';

test.describe.configure({ mode: 'serial' });

// A fresh address on each run's fresh database.
const email = 'claire.dubois@ferme-des-saules.test';
const password = 'sluggish-winter-wheat';

test('a farmer registers, activates from the e-mailed link and gets in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'New here? Register your farm' }).click();
  const form = page.getByRole('form', { name: 'Register your farm' });
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByLabel('Farm name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Farm name').fill('Ferme des Saules');
  await form.getByLabel('SIRET').fill('1234');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 route des Saules');
  await form.getByLabel('Postal code').fill('86000');
  await form.getByLabel('City').fill('Poitiers');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await form.getByLabel('First name').fill('Claire');
  await form.getByLabel('Last name').fill('Dubois');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByText('A SIRET number has 14 digits.')).toBeVisible();
  await form.getByLabel('SIRET').fill('');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText(`we sent a link to ${email}`);

  await page.goto(await mailedLink(email, '/register/'));
  await expect(
    page.getByText('Welcome Claire! Choose the password you will sign in to Ferme des Saules with.'),
  ).toBeVisible();
  const activation = page.getByRole('form', { name: 'Activate your account' });
  await activation.getByRole('textbox', { name: 'New password', exact: true }).fill('claire-dubois-2026');
  await activation.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(activation.getByText('Your password may not contain your name or your e-mail address.')).toBeVisible();
  await activation.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await activation.getByRole('button', { name: 'Activate and sign in' }).click();
  // A new user accepts the terms first, then lands on their (empty) parcel list.
  await expect(page).toHaveURL(/\/accept-tos/);
});

test('the activation link works once', async ({ page }) => {
  await page.goto(await mailedLink(email, '/register/'));
  await expect(page.getByRole('alert')).toContainText('This link no longer works');
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/forgot$/);
});

test('a user who forgot their password sets a new one from the e-mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Forgotten password' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}, a link is on its way.`);

  await page.goto(await mailedLink(email, '/password-reset/'));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expect(reset.getByLabel('E-mail')).toHaveValue(email);
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('hedges-and-beetles-42');
  await reset.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).not.toHaveURL(/password-reset/);

  // The old password no longer signs in; the new one does.
  await page.goto('/logout');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await loginThroughForm(page, email, 'hedges-and-beetles-42');
});
