import * as domain from '@console/domain/i18n/languages';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES } from './i18n';

describe('i18n settings', () => {
  it('match the domain (restated only to keep zod out of the entry chunk)', () => {
    expect([...LANGUAGES]).toEqual([...domain.LANGUAGES]);
    expect(FALLBACK_LANGUAGE).toBe(domain.FALLBACK_LANGUAGE);
    expect(DEFAULT_NAMESPACE).toBe(domain.DEFAULT_NAMESPACE);
  });
});
