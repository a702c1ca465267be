import type { Language } from '../i18n/languages.ts';
import type { RoleLabels } from './role.schema.ts';

const LABEL_FIELDS = {
  fr: 'labelFr',
  en: 'labelEn',
  de: 'labelDe',
  es: 'labelEs',
} as const satisfies Record<Language, keyof RoleLabels>;

/** The role's name in the reader's language, or its French name where it has none in that language. */
export const roleLabelIn = (role: RoleLabels, language: Language): string =>
  role[LABEL_FIELDS[language]] ?? role.labelFr;
