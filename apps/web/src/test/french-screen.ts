/// <reference types="node" />
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Media queries as a screen `width` pixels wide answers them (Mantine's breakpoints are in em, 16 px each). */
export const stubScreenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => {
    const [, size = '0', unit] = /(min|max)-width: (?:calc\()?([\d.]+)(em|px)/.exec(query)?.slice(1) ?? [];
    const pixels = Number(size) * (unit === 'em' ? 16 : 1);
    return {
      matches: query.includes('min-width') ? width >= pixels : width <= pixels,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  });

/**
 * What a component test needs to draw a screen in jsdom as the French demo farmer sees it: the media queries of a
 * wide desktop screen and the resize observer Mantine uses (jsdom has neither), and the served French translations.
 */
export const setUpFrenchScreen = async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stubScreenWidth(1440);
  const french = JSON.parse(readFileSync(resolve(HERE, '../../../server/locales/fr/common.json'), 'utf8')) as object;
  // Unescaped as in the app (i18n.ts): React escapes what it draws, and a text may go into a link's query.
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { common: french } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
};
