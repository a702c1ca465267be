import { describe, expect, it } from 'vitest';
import { documentUrl, documentUrlTemplateSchema, supportExtraLinksSchema } from './support-documents.ts';

describe('support documents', () => {
  it('fills the reader’s language in wherever {lang} stands', () => {
    expect(documentUrl('https://{lang}.help.example/guide?lang={lang}', 'de')).toBe(
      'https://de.help.example/guide?lang=de',
    );
    expect(documentUrl('https://help.example/faq', 'es')).toBe('https://help.example/faq');
  });

  it.each(['https://support.example.com/{lang}/user-guide', 'http://127.0.0.1:3000/faq', 'https://video.example/x'])(
    'takes %s',
    (template) => {
      expect(documentUrlTemplateSchema.safeParse(template).success).toBe(true);
    },
  );

  it.each([
    ['another scheme', 'javascript:alert(1)//{lang}'],
    ['a path', '/{lang}/faq'],
    ['no address', 'user guide'],
  ])('refuses %s', (_case, template) => {
    expect(documentUrlTemplateSchema.safeParse(template).success).toBe(false);
  });

  it('takes a few named links, no more', () => {
    const link = { label: 'Catalogue', url: 'https://shop.example/{lang}' };
    expect(supportExtraLinksSchema.safeParse([link]).success).toBe(true);
    expect(supportExtraLinksSchema.safeParse(Array.from({ length: 6 }, () => link)).success).toBe(false);
    expect(supportExtraLinksSchema.safeParse([{ ...link, label: ' ' }]).success).toBe(false);
  });
});
