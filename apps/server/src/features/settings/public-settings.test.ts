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
