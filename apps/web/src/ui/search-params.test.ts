import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchParams } from './search-params';

const listQuery = z.object({
  riskLevel: z.enum(['low', 'medium', 'high']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

afterEach(() => vi.restoreAllMocks());

describe('parseSearchParams', () => {
  it('reads the values the schema accepts, and says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSearchParams(new URLSearchParams('riskLevel=high&page=2'), listQuery)).toEqual({
      riskLevel: 'high',
      page: 2,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a refused value, keeps the others, and logs what it dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSearchParams(new URLSearchParams('riskLevel=purple&page=2'), listQuery)).toEqual({ page: 2 });
    expect(warn).toHaveBeenCalledWith(expect.any(String), { riskLevel: 'purple' });
  });
});
