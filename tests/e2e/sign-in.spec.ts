import { expect, test } from '@playwright/test';
import { loginThroughForm as login, navigationHrefs } from './fixtures';

const NAVIGATION: Record<string, string[]> = {
  'staff@demo.test': [
    '/dashboard',
    '/parcels',
    '/sensors',
    '/issues',
    '/providers',
    '/farmers',
    '/users',
    '/subscriptions',
    '/my-users',
    '/roles',
    '/settings',
  ],
  'provider@demo.test': [
    '/dashboard',
    '/parcels',
    '/sensors',
    '/issues',
    '/parcels-sharing',
    '/farmers',
    '/users',
    '/subscriptions',
    '/my-users',
    '/settings/alerts',
  ],
  'farmer@demo.test': ['/parcels', '/sensors', '/my-users', '/settings/alerts'],
};

for (const [email, expected] of Object.entries(NAVIGATION)) {
  test(`${email} lands on the parcels and sees the navigation entries of their role`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(/\/parcels\/list$/);
    await expect.poll(() => navigationHrefs(page)).toEqual(expected);
  });
}

test('the sign-in page checks the e-mail format and shows a wrong password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Spec point 9: the background at five widths, for the browser to choose from; decoration, so no text.
  const background = page.locator('img[srcset]');
  await expect(background).toHaveAttribute('alt', '');
  await expect(background).toHaveAttribute('sizes', /vw/);
  const widths = (await background.getAttribute('srcset'))
    ?.split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[1]);
  expect(widths).toEqual(['480w', '720w', '960w', '1440w', '1920w']);
  // The test browser's 1280 px wide, 16:9 window at one device pixel per CSS pixel takes the 1440 px image.
  await expect
    .poll(() => background.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\/login-background-1440-[\w-]+\.webp$/);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail format is incorrect')).toBeVisible();

  await page.getByLabel('E-mail').fill('farmer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
  await expect(page).toHaveURL(/\/login/);
});

test('an address is locked after 5 failed attempts', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('locked-out@demo.test');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
  }
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-6');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many failed attempts');
});

test('an expired session says so on the sign-in page and returns to the referrer', async ({ page }) => {
  await page.goto('/login?reason=expired&referrer=%2Fprofile');
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired' })).toBeVisible();
  await page.getByLabel('E-mail').fill('provider@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a newcomer accepts the terms of use before getting in', async ({ page }) => {
  await login(page, 'newcomer@demo.test');
  await expect(page).toHaveURL(/\/accept-tos/);
  await expect(page.getByRole('link', { name: 'Read the terms of use (PDF)' })).toHaveAttribute(
    'href',
    '/back/tos/current/document',
  );
  await page.getByRole('button', { name: 'I accept the terms of use' }).click();
  await expect(page).toHaveURL(/\/parcels\/list$/);

  // Accepted once, the gate lets the newcomer straight in next time.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});

test('signing out removes the session', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?.*referrer=%2Fprofile/);
});

test('three tabs whose access token has expired refresh it one at a time and all stay signed in', async ({
  page,
  context,
}) => {
  await login(page, 'provider@demo.test');
  // Off the app first: a refresh the signed-in page started as it unloaded would rotate the token behind the tabs.
  await page.goto('/back/locales/en/common');
  // The server refuses this access token as it refuses an expired one; the refresh token stays good.
  await page.evaluate(() => {
    const tokens = JSON.parse(window.localStorage.getItem('oauth/tokens') ?? '{}') as Record<string, string>;
    window.localStorage.setItem('oauth/tokens', JSON.stringify({ ...tokens, access_token: 'expired' }));
  });
  const tabs = [page, await context.newPage(), await context.newPage()];

  await Promise.all(tabs.map((tab) => tab.goto('/profile')));

  // Three tabs starting the app at once on a two-core machine take three times as long as one: up to 7 s here.
  for (const tab of tabs) {
    await expect(tab).toHaveURL(/\/profile$/);
    await expect(tab.getByLabel('First name')).toHaveValue(/.+/, { timeout: 15_000 });
  }
});
