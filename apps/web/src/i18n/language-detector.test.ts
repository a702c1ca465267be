import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector } from './language-detector';

const KEY = 'i18nextLng';
const detector = createLanguageDetector(KEY);
const detect = () => (detector.detect as () => string[])();

describe('the language detector', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('offers the kept language first, then the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    expect(detect()).toEqual(['de-DE', 'en']);
    localStorage.setItem(KEY, 'es');
    expect(detect()).toEqual(['es', 'de-DE', 'en']);
  });

  it('keeps the language chosen, and carries on when storage is refused', () => {
    detector.cacheUserLanguage?.('fr');
    expect(localStorage.getItem(KEY)).toBe('fr');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => detector.cacheUserLanguage?.('de')).not.toThrow();
  });
});
