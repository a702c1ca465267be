import { z } from 'zod';
import type { Language } from '../i18n/languages.ts';

/** Stands for the reader's language in a document's address: `https://support.example.com/{lang}/faq`. */
export const LANGUAGE_PLACEHOLDER = '{lang}';
/** The support panel lists the configured links under the documents: more would crowd it on a phone. */
export const SUPPORT_EXTRA_LINKS_MAX = 5;
export const SUPPORT_LINK_LABEL_MAX = 60;

/** A document's address in `language`. */
export const documentUrl = (template: string, language: Language): string =>
  template.replaceAll(LANGUAGE_PLACEHOLDER, language);

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * An http(s) address once `{lang}` is filled in. Another scheme (`javascript:`, `data:`) would run in the console's
 * page when clicked.
 */
export const documentUrlTemplateSchema = z
  .string()
  .refine(
    (template) => httpUrl.safeParse(documentUrl(template, 'en')).success,
    'an http(s) URL, where {lang} stands for the language',
  );

/** A link of the deployment's own, named the same in every language. */
export const supportExtraLinkSchema = z.object({
  label: z.string().trim().min(1).max(SUPPORT_LINK_LABEL_MAX),
  url: documentUrlTemplateSchema,
});
export type SupportExtraLink = z.infer<typeof supportExtraLinkSchema>;

export const supportExtraLinksSchema = z.array(supportExtraLinkSchema).max(SUPPORT_EXTRA_LINKS_MAX);

/** The documents of the support panel (decision 147), each an address template. */
export const supportDocumentsSchema = z.object({
  userGuide: documentUrlTemplateSchema,
  installationVideo: documentUrlTemplateSchema,
  faq: documentUrlTemplateSchema,
  extraLinks: supportExtraLinksSchema,
});
export type SupportDocuments = z.infer<typeof supportDocumentsSchema>;
