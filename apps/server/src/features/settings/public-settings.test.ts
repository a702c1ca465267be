import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const EXTRA_LINKS = [
  { label: 'Catalogue', url: 'https://shop.example/{lang}/catalogue' },
  { label: 'Videos', url: 'https://video.example/channel' },
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_USER_GUIDE_URL: 'https://docs.example/{lang}/guide.pdf',
    SUPPORT_INSTALLATION_VIDEO_URL: 'https://video.example/install?hl={lang}',
    SUPPORT_FAQ_URL: 'https://help.example/faq',
    SUPPORT_EXTRA_LINKS: JSON.stringify(EXTRA_LINKS),
    ANTI_SLUG_PRODUCT_URL: 'https://products.example/{lang}/anti-slug',
  });
});

afterAll(() => t.close());

describe('GET /back/environment: the support panel’s documents', () => {
  it('tells the browser the configured addresses, {lang} left for it to fill in', async () => {
    const response = await t.app.inject({ url: '/back/environment' });
    expect(response.statusCode).toBe(200);
    expect(response.json().supportDocuments).toEqual({
      userGuide: 'https://docs.example/{lang}/guide.pdf',
      installationVideo: 'https://video.example/install?hl={lang}',
      faq: 'https://help.example/faq',
      extraLinks: EXTRA_LINKS,
    });
  });
});

describe('GET /back/environment: the anti-slug products link', () => {
  it('tells the browser the configured address, {lang} left for it to fill in', async () => {
    const response = await t.app.inject({ url: '/back/environment' });
    expect(response.json().antiSlugProductUrl).toBe('https://products.example/{lang}/anti-slug');
  });

  it('defaults to the manufacturer’s site, and refuses another scheme at start-up', () => {
    expect(loadConfig({}).ANTI_SLUG_PRODUCT_URL).toBe('https://www.desangosse.com/');
    expect(() => loadConfig({ ANTI_SLUG_PRODUCT_URL: 'javascript:alert(1)' })).toThrow(/ANTI_SLUG_PRODUCT_URL/);
  });
});

describe('support document settings', () => {
  it('default to pages under SUPPORT_URL, per language, and no extra link', () => {
    const config = loadConfig({ SUPPORT_URL: 'https://sav.example/console/' });
    expect(config).toMatchObject({
      SUPPORT_USER_GUIDE_URL: 'https://sav.example/console/{lang}/user-guide',
      SUPPORT_INSTALLATION_VIDEO_URL: 'https://sav.example/console/{lang}/installation-video',
      SUPPORT_FAQ_URL: 'https://sav.example/console/{lang}/faq',
      SUPPORT_EXTRA_LINKS: [],
    });
  });

  it.each([
    ['a document that is not an http(s) address', { SUPPORT_FAQ_URL: 'javascript:alert(1)' }],
    ['extra links that are not JSON', { SUPPORT_EXTRA_LINKS: 'Catalogue=https://shop.example' }],
    ['an extra link without a label', { SUPPORT_EXTRA_LINKS: '[{"url":"https://shop.example"}]' }],
    ['an extra link to another scheme', { SUPPORT_EXTRA_LINKS: '[{"label":"x","url":"data:text/html,x"}]' }],
    ['more than five extra links', { SUPPORT_EXTRA_LINKS: JSON.stringify(Array(6).fill(EXTRA_LINKS[0])) }],
  ])('refuse %s at start-up', (_case, env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid settings: .*SUPPORT_/s);
  });
});

describe('the deployment settings of spec point 3', () => {
  it.each([
    ['ENVIRONMENT', 'test'],
    ['APP_TITLE', ' '],
    ['PUBLIC_URL', 'console.example.com'],
    ['SUPPORT_URL', 'ftp://support.example.com'],
    ['ERROR_REPORTING_DSN', 'not a dsn'],
    ['ANALYTICS_TRACKER_URL', 'matomo.php'],
    ['ANALYTICS_SITE_ID', '12'],
    ['MAP_TILES_HYBRID_URL', 'https://imagery.example.com/{z}'],
    ['DEMO_FILTER_TO', '2026-02-30'],
  ])('refuse %s=%j at start-up, naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`Invalid settings: .*${variable}`, 's'));
  });

  // Loading the server's modules takes seconds on a busy machine.
  it('stop the server before it opens anything, with a message and a non-zero exit', { timeout: 90_000 }, () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ANALYTICS_SITE_ID: '12', DATA_DIR: '/nonexistent/never-opened' },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/Invalid settings: .*ANALYTICS_SITE_ID/s);
    expect(started.stderr).not.toMatch(/\n\s+at /);
  });

  it('tell the browser the release, the error reporting DSN and the tracker', async () => {
    const configured = await createTestApp({
      RELEASE: '2026.12.1',
      ERROR_REPORTING_DSN: 'https://public-key@errors.example.com/7',
      ANALYTICS_TRACKER_URL: 'https://stats.example.com/matomo.php',
      ANALYTICS_SITE_ID: '3',
    });
    try {
      const settings = (await configured.app.inject({ url: '/back/environment' })).json();
      expect(settings).toMatchObject({
        release: '2026.12.1',
        errorReportingDsn: 'https://public-key@errors.example.com/7',
        analytics: { trackerUrl: 'https://stats.example.com/matomo.php', siteId: '3' },
      });
      const unset = (await t.app.inject({ url: '/back/environment' })).json();
      expect(unset).toMatchObject({ release: '', errorReportingDsn: null, analytics: null });
    } finally {
      await configured.close();
    }
  });
});
