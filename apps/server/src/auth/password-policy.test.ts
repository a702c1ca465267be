import { describe, expect, it } from 'vitest';
import { isPasswordGuessable } from './password-policy.ts';

describe('guessable passwords', () => {
  it('are common passwords and words, repeats, sequences and keyboard runs', () => {
    for (const password of ['aaaaaaaaaaaa', '123456789012', 'passwordpassword', 'qwertyuiopasdf', 'iloveyou2026']) {
      expect(isPasswordGuessable(password), password).toBe(true);
    }
  });

  it('leave passphrases alone, long ones judged quickly on their start', () => {
    for (const password of ['tournesol-et-colza-2026', 'sluggish-winter-wheat', 'hedges-and-beetles-42']) {
      expect(isPasswordGuessable(password), password).toBe(false);
    }
    const start = performance.now();
    expect(isPasswordGuessable('p4ssw0rd'.repeat(25))).toBe(true);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
