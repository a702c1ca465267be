import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { blockingViolations } from './axe';
import { api, DEMO_PASSWORD, login, mailedLink, putOffNotificationModal, signInApi } from './fixtures';

/** The demo's staff member who signs in in two steps, and the authenticator key the README gives. */
const EMAIL = 'staff-mfa@demo.test';
const DEMO_KEY = 'LIMACAPTDEMOSECRETTOTPSTAFFMFA23';
const PHONE = { width: 390, height: 844 };

const PERIOD_MS = 30_000;
const usedSteps = new Map<string, number>();

/**
 * The app's code for the earliest step not used yet with this key: the server takes each step once, and the step
 * after the current one as well, so two codes in the same 30 seconds need no wait.
 */
const nextCode = (key: string) => {
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), (usedSteps.get(key) ?? -1) + 1);
  usedSteps.set(key, step);
  return new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: step * PERIOD_MS });
};

const expectAccessible = async (page: Page) => {
  for (const size of [page.viewportSize(), PHONE]) {
    if (size) await page.setViewportSize(size);
    expect(await blockingViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

const passwordStep = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signed in: in the console, or first on the terms when a journey before this one published new ones. */
const leftSignIn = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  const accept = page.getByRole('button', { name: 'I accept the terms of use' });
  await expect(accept.or(page.getByRole('navigation').first())).toBeVisible();
  if (await accept.isVisible()) {
    await accept.click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
};

/** Journeys before this one may have left this person unread notifications: their modal is another journey's. */
test.beforeEach(async ({ page }) => {
  const users = await api<{ items: { id: string }[] }>(await signInApi('staff@demo.test'), `/users?search=${EMAIL}`);
  expect(users.items).toHaveLength(1);
  await putOffNotificationModal(page, users.items[0]?.id ?? '');
});

test('staff sign in with a code from their app or a recovery code, and set up a new app', async ({ page }) => {
  test.setTimeout(90_000);
  await passwordStep(page);
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeVisible();
  await expectAccessible(page);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not right');
  await code.fill(nextCode(DEMO_KEY));
  await page.getByRole('button', { name: 'Verify' }).click();
  await leftSignIn(page);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('0 recovery codes left.')).toBeVisible();
  await expectAccessible(page);

  // New recovery codes, confirmed with a code the sign-in did not use.
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  const renew = page.getByRole('dialog', { name: 'New recovery codes' });
  await renew.getByLabel('Code from the app, or a recovery code').fill(nextCode(DEMO_KEY));
  await renew.getByRole('button', { name: 'New recovery codes' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new recovery codes' });
  const shownCodes = shown.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shownCodes).toHaveCount(10);
  const codes = await shownCodes.allInnerTexts();
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  // Phone lost: a recovery code signs in once.
  await page.goto('/logout');
  await passwordStep(page);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  // Told how many codes are left before going on.
  await expect(page.getByRole('status')).toContainText('9 codes are left');
  await page.getByRole('button', { name: 'Continue' }).click();
  await leftSignIn(page);

  // Turned off with another recovery code, then set up again with a new app.
  await page.goto('/profile');
  await expect(section.getByText('9 recovery codes left.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-step sign-in' });
  await off.getByLabel('Code from the app, or a recovery code').fill(codes[1] ?? '');
  await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Turned off' })).toBeVisible();

  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setUp.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const newKey = (await setUp.getByTestId('totp-secret').innerText()).trim();
  await setUp.getByLabel('The 6-digit code the app now shows').fill(nextCode(newKey));
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(setUp.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await setUp.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  // The new app's next code signs in; the demo's key no longer does.
  await page.goto('/logout');
  await passwordStep(page);
  await code.fill(nextCode(DEMO_KEY));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not right');
  await code.fill(nextCode(newKey));
  await page.getByRole('button', { name: 'Verify' }).click();
  await leftSignIn(page);
});

test('a farm’s administrator requires two-step sign-in, sets it up first, and confirms it for an export', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const email = `ines.${run}@ferme-deux-etapes.test`;
  await api(await signInApi('provider@demo.test'), '/farmers', {
    account: {
      name: `Ferme des Deux Étapes ${run}`,
      postalAddress: { firstLine: '4 route des Mares', postalCode: '32000', city: 'Auch', country: 'FR' },
    },
    admin: { firstName: 'Inès', lastName: 'Garnier', email, language: 'en' },
  });
  await page.goto(await mailedLink(email, '/register/'));
  // The farm's details as the distributor entered them, then the administrator's password.
  const activation = page.getByRole('form', { name: "Check your farm's details" });
  const password = 'colza-et-deux-etapes-2026';
  await activation.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await activation.getByRole('button', { name: 'Activate and sign in' }).click();
  await page.getByRole('button', { name: 'I accept the terms of use' }).click();
  await expect(page).toHaveURL(/\/parcels/);
  // A second browser signed in with the password alone, before any factor exists.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await other.getByLabel('E-mail').fill(email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/parcels/);

  await page.goto('/account/profile');
  const requirement = page.getByRole('region', { name: 'Two-step sign-in' });
  await requirement.getByRole('switch', { name: 'Required for every user of this account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Require two-step sign-in?' });
  await confirm.getByRole('button', { name: 'Require it' }).click();

  // From then on the administrator too is asked to set it up, before anything else.
  await expect(page).toHaveURL(/\/two-factor-setup\?referrer=%2Faccount%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toBeVisible();
  await expectAccessible(page);
  // Every other page leads back here; each visit begins the set-up again, with a new key.
  await page.goto('/parcels/list');
  await expect(page).toHaveURL(/\/two-factor-setup\?referrer=%2Fparcels%2Flist$/);
  const key = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel('The 6-digit code the app now shows').fill(nextCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/parcels/);

  await page.goto('/account/profile');
  await expect(requirement.getByRole('switch', { name: 'Required for every user of this account' })).toBeChecked();
  await expect(requirement.getByText('Last changed by Inès Garnier')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);

  // The other browser's sign-in never confirmed a factor: exporting the users asks for one, then goes ahead.
  await other.goto('/my-users');
  await other.getByRole('button', { name: 'Export' }).click();
  const downloading = other.waitForEvent('download');
  await other.getByRole('menuitem', { name: 'CSV file' }).click();
  const stepUp = other.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await expectAccessible(other);
  await stepUp.getByLabel('Code from the app, or a recovery code').fill(nextCode(key));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  await other.context().close();
});

test('staff see who signs in in two steps, and reset it for a colleague who lost their phone', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'staff@demo.test');
  await page.goto(`/users?search=${encodeURIComponent(EMAIL)}`);
  const row = page.getByRole('row', { name: /Hugo Bernard/ });
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await row.getByRole('link', { name: /Hugo Bernard/ }).click();

  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Authenticator app set up')).toBeVisible();
  await card.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-step sign-in for Hugo Bernard?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Phone lost; identity checked by a call');
  await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in reset. The user has been signed out and e-mailed.')).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  // The staff member's first name depends on whether the profile journey ran before: the history names whoever it is.
  await expect(card.getByText(/^By Claire(-Anne)? Martin: Phone lost; identity checked by a call$/)).toBeVisible();

  // The colleague signs in with their password alone, and finds the reset and this sign-in in their profile.
  await page.goto('/logout');
  await passwordStep(page);
  await leftSignIn(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByRole('listitem').filter({ hasText: 'Reset by an administrator' })).toBeVisible();
  const signIns = section.getByRole('list', { name: 'Recent sign-ins' });
  await expect(signIns.getByRole('listitem').first()).toContainText('password only');
  await expect(signIns.getByRole('listitem').first()).toContainText('This session');
});

test('a staff member adds a passkey and signs in with it', async ({ page }) => {
  test.setTimeout(60_000);
  // Chromium's virtual authenticator, through the DevTools WebAuthn domain: a platform passkey that verifies the user.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await passwordStep(page);
  const code = page.getByLabel('Code from your authenticator app');
  // Reset by the journey before: the password alone signs in; otherwise the app's code does.
  await expect(code.or(page.getByRole('navigation').first())).toBeVisible({ timeout: 15_000 });
  await leftSignIn(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const naming = page.getByRole('dialog', { name: 'Add a passkey' });
  await naming.getByLabel('Name of this passkey').fill('Work laptop');
  await naming.getByRole('button', { name: 'Make the passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  const passkeys = section.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/logout');
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await leftSignIn(page);
  await page.goto('/profile');
  await expect(section.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem').first()).toContainText(
    'with a passkey',
  );
});
