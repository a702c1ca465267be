import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordRepeatsIdentity, passwordSchema } from './password.ts';

describe('passwords', () => {
  it('need at least twelve characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordSchema.safeParse('a'.repeat(11)).success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(12)).success).toBe(true);
  });

  it('may not contain the person’s names or e-mail name, whatever the case and accents', () => {
    const identity = { firstName: 'Hélène', lastName: 'Da Silva', email: 'h.dasilva@example.org' };
    expect(passwordRepeatsIdentity('mon-HELENE-2026!', identity)).toBe(true);
    expect(passwordRepeatsIdentity('silva-et-champs', identity)).toBe(true);
    expect(passwordRepeatsIdentity('xx-dasilva-xx-12', identity)).toBe(true);
    expect(passwordRepeatsIdentity('choux-fleurs-au-jardin', identity)).toBe(false);
    // "Da" is too short a part to refuse: it is in countless words.
    expect(passwordRepeatsIdentity('dans-les-champs', identity)).toBe(false);
  });
});
