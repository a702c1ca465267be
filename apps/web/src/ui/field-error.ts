import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type FieldErrorLike = { message?: string; type?: string | number } | undefined;

/** Generic texts for zod issue codes whose schema gives no message key. */
const ISSUE_CODE_KEYS: Record<string, string> = {
  too_small: 'errors.required',
  invalid_type: 'errors.required',
  too_big: 'errors.too-long',
  invalid_value: 'errors.invalid-value',
  invalid_format: 'errors.invalid-format',
  custom: 'errors.invalid-value',
};

/**
 * The translated text of a form field error. Domain schemas carry message keys, sometimes without
 * the `errors.` prefix ('required', 'invalid-phone-number'); zod's own English messages fall back to
 * a text per issue code.
 */
export const translateFieldError = (t: TFunction, i18nExists: (key: string) => boolean, error: FieldErrorLike) => {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (message && i18nExists(message)) return t(message);
  if (message && i18nExists(`errors.${message}`)) return t(`errors.${message}`);
  const codeKey = ISSUE_CODE_KEYS[String(error.type ?? '')];
  return t(codeKey ?? 'errors.invalid-value');
};

/** `translateFieldError` in the current language: the text for a form field's error, or undefined without one. */
export const useFieldErrorText = () => {
  const { t, i18n } = useTranslation();
  return (error: FieldErrorLike) => translateFieldError(t, (key) => i18n.exists(key), error);
};
