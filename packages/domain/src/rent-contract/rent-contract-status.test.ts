import { describe, expect, it } from 'vitest';
import { deriveRentContractStatus, isActionOpen, type RentContractDates } from './rent-contract-status.ts';

const contract: RentContractDates = {
  state: 'validated',
  startsOn: '2026-09-01',
  plannedReturnOn: '2026-12-31',
  isInstalled: false,
};

describe('rent contract status', () => {
  it('shows the parties’ states as they are', () => {
    for (const state of ['draft', 'pending_validation', 'declined', 'cancelled', 'closed'] as const) {
      expect(deriveRentContractStatus({ ...contract, state }, '2026-10-01')).toBe(state);
    }
  });

  it('is validated until the first day, or until a sensor is placed before it', () => {
    expect(deriveRentContractStatus(contract, '2026-08-31')).toBe('validated');
    expect(deriveRentContractStatus(contract, '2026-09-01')).toBe('active');
    expect(deriveRentContractStatus({ ...contract, isInstalled: true }, '2026-08-20')).toBe('active');
  });

  it('is ending in the last 14 days and late after the planned return', () => {
    expect(deriveRentContractStatus(contract, '2026-12-16')).toBe('active');
    expect(deriveRentContractStatus(contract, '2026-12-17')).toBe('ending');
    expect(deriveRentContractStatus(contract, '2026-12-31')).toBe('ending');
    expect(deriveRentContractStatus(contract, '2027-01-01')).toBe('late');
  });
});

describe('rent contract actions', () => {
  it('edits and sends drafts and declined contracts, cancels them until validated', () => {
    expect(isActionOpen('send', 'draft')).toBe(true);
    expect(isActionOpen('send', 'declined')).toBe(true);
    expect(isActionOpen('send', 'pending_validation')).toBe(false);
    expect(isActionOpen('cancel', 'pending_validation')).toBe(true);
    expect(isActionOpen('cancel', 'validated')).toBe(false);
  });

  it('validates or declines only what waits for it, and returns only what is rented', () => {
    expect(isActionOpen('validate', 'pending_validation')).toBe(true);
    expect(isActionOpen('validate', 'draft')).toBe(false);
    expect(isActionOpen('return', 'late')).toBe(true);
    expect(isActionOpen('return', 'closed')).toBe(false);
  });

  it('keeps an extension to its predecessor lines, and the predecessor still while the extension waits', () => {
    const extension = { isExtension: true, hasPendingExtension: false };
    expect(isActionOpen('edit', 'declined', extension)).toBe(false);
    expect(isActionOpen('send', 'declined', extension)).toBe(true);
    expect(isActionOpen('cancel', 'pending_validation', extension)).toBe(true);
    const waiting = { isExtension: false, hasPendingExtension: true };
    expect(isActionOpen('return', 'ending', waiting)).toBe(false);
    expect(isActionOpen('extend', 'ending', waiting)).toBe(false);
    expect(isActionOpen('convert', 'active', waiting)).toBe(false);
    expect(isActionOpen('extend', 'ending')).toBe(true);
  });
});
