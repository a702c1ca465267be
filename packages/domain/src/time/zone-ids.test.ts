import { describe, expect, it } from 'vitest';
import { listZoneIds, zoneIdSchema } from './zone-ids.ts';

describe('zoneIdSchema', () => {
  it('accepts IANA zones of the supported countries', () => {
    for (const zone of ['Europe/Paris', 'Europe/London', 'Europe/Berlin', 'Europe/Madrid', 'Australia/Sydney']) {
      expect(zoneIdSchema.safeParse(zone).success).toBe(true);
    }
  });

  it('rejects zones that do not exist', () => {
    expect(zoneIdSchema.safeParse('Mars/Base').error?.issues).toMatchObject([{ message: 'invalid-zone-id' }]);
    expect(zoneIdSchema.safeParse('').success).toBe(false);
  });

  it('lists Europe/Paris among the known zones', () => {
    expect(listZoneIds()).toContain('Europe/Paris');
  });
});
