import { z } from 'zod';

export const LANGUAGES = ['fr', 'en', 'de', 'es'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const FALLBACK_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';
export const NAMESPACES = ['common'] as const;
export const namespaceSchema = z.enum(NAMESPACES);
