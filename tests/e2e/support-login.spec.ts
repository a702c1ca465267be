import { SUPPORT_REDIRECT_WAIT_MS } from '@console/domain/support/support.schema';
import { expect, test, type Request } from '@playwright/test';
import { blockingViolations } from './axe';
import { login } from './fixtures';

/** The fake after-sales site's sign-in address (tests/support-site.ts, playwright.config.ts). */
const SIGN_IN = '**/sso/console';

const postedFields = (request: Request) => new URLSearchParams(request.postData() ?? '');

test('a signed-in user lands on the after-sales site, signed in, on the page it asked for', async ({ page }) => {
  await login(page, 'staff@demo.test');
  const posted = page.waitForRequest(SIGN_IN);
  await page.goto('/sav-redirect?referrer=/kb/article-1');
  // The token travels in the form's body, not in a URL.
  expect(postedFields(await posted).get('token')).toBeTruthy();
  expect((await posted).url()).not.toContain('token');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/kb\/article-1$/);
  await expect(page.getByText('Signed in as staff@demo.test')).toBeVisible();
  await expect(page.getByText('Page: /kb/article-1')).toBeVisible();
});

test('a referrer on another site is dropped: the user lands on the home page of the after-sales site', async ({
  page,
}) => {
  await login(page, 'staff@demo.test');
  const posted = page.waitForRequest(SIGN_IN);
  await page.goto(`/sav-redirect?referrer=${encodeURIComponent('https://evil.example/x')}`);
  expect(postedFields(await posted).has('referrer')).toBe(false);
  await expect(page.getByText('Signed in as staff@demo.test')).toBeVisible();
  await expect(page.getByText('Page: /', { exact: true })).toBeVisible();
});

test('when the after-sales site is slow, the page offers to continue or try again with a new token', async ({
  page,
}) => {
  // The farmer reads the console in French.
  await login(page, 'farmer@demo.test');
  await page.clock.install();
  const held: string[] = [];
  // The site answers with no page (204): the browser stays on the console's, as while a slow site loads. (A request
  // never answered would hold Playwright on the pending navigation.)
  await page.route(SIGN_IN, async (route) => {
    held.push(postedFields(route.request()).get('token') ?? '');
    await route.fulfill({ status: 204 });
  });
  await page.goto('/sav-redirect?referrer=/kb/article-1');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Redirection vers le site du service après-vente…');
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeHidden();

  await page.clock.fastForward(SUPPORT_REDIRECT_WAIT_MS);
  await expect(status).toHaveText('Le site du service après-vente met du temps à s’ouvrir.');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continuer' }).click();
  // "Continue" posts the same token again, in case the first post never reached the site.
  await expect.poll(() => held).toEqual([held[0], held[0]]);

  await page.unroute(SIGN_IN);
  const retried = page.waitForRequest(SIGN_IN);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  // The first token may have reached the site, which takes each one once: a new one is asked for.
  expect(postedFields(await retried).get('token')).not.toBe(held[0]);
  await expect(page.getByText('Signed in as farmer@demo.test')).toBeVisible();
  await expect(page.getByText('Page: /kb/article-1')).toBeVisible();
});
