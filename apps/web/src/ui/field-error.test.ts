import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateFieldError } from './field-error';

const KNOWN = new Set([
  'errors.required',
  'errors.email-format',
  'errors.invalid-phone-number',
  'errors.too-long',
  'errors.invalid-value',
]);
const t = ((key: string) => `<${key}>`) as unknown as TFunction;
const exists = (key: string) => KNOWN.has(key);

describe('translateFieldError', () => {
  it('uses the message key of the domain schema, with or without the errors. prefix', () => {
    expect(translateFieldError(t, exists, { message: 'errors.email-format', type: 'invalid_format' })).toBe(
      '<errors.email-format>',
    );
    expect(translateFieldError(t, exists, { message: 'invalid-phone-number', type: 'custom' })).toBe(
      '<errors.invalid-phone-number>',
    );
    expect(translateFieldError(t, exists, { message: 'required', type: 'too_small' })).toBe('<errors.required>');
  });

  it("falls back to a text per zod issue code for zod's own English messages", () => {
    const message = 'Too small: expected string to have >=1 characters';
    expect(translateFieldError(t, exists, { message, type: 'too_small' })).toBe('<errors.required>');
    expect(translateFieldError(t, exists, { message: 'Too big', type: 'too_big' })).toBe('<errors.too-long>');
    expect(translateFieldError(t, exists, { message: 'weird', type: 'unknown_code' })).toBe('<errors.invalid-value>');
    expect(translateFieldError(t, exists, undefined)).toBeUndefined();
  });
});
