import { cropInField } from '@console/domain/crop/crop-in-field';
import { CROP_TYPES } from '@console/domain/crop/crop.schema';
import { daysBetween } from '@console/domain/subscription/subscription-period';
import { describe, expect, it } from 'vitest';
import { demoCropSeason, lastSeasonsSowing, thisSeasonsSowing } from './sowing-calendar.ts';

const kinds = CROP_TYPES.flatMap((type) => [false, true].map((isSouthern) => ({ type, isSouthern })));
const days = ['2026-12-20', '2027-01-05', '2027-02-28', '2027-03-01', '2027-07-15', '2027-09-01', '2028-02-29'];

describe('the demo sowing calendar', () => {
  it('keeps every crop of a demo generated on 20 December in its field on 5 January', () => {
    for (const kind of kinds) {
      const crops = [
        demoCropSeason(kind.type, 'f2', thisSeasonsSowing(kind, '2026-12-20'), '2026-12-20'),
        demoCropSeason(
          kind.type,
          'debut_tallage',
          lastSeasonsSowing(kind, thisSeasonsSowing(kind, '2026-12-20')),
          '2026-12-20',
        ),
      ];
      expect(cropInField(crops, '2027-01-05'), `${kind.type} ${kind.isSouthern}`).toBe(
        cropInField(crops, '2026-12-20'),
      );
      expect(cropInField(crops, '2026-12-20'), kind.type).toBe(crops[0]);
    }
  });

  it('sows this season’s crop by today and in its field, else plans it, never at a stage it cannot have reached', () => {
    for (const today of days) {
      for (const kind of kinds) {
        const sownOn = thisSeasonsSowing(kind, today);
        const crop = demoCropSeason(kind.type, 'f6', sownOn, today);
        const last = demoCropSeason(kind.type, 'debut_tallage', lastSeasonsSowing(kind, sownOn), today);
        expect(cropInField([last, crop], today), `${kind.type} on ${today}`).toBe(crop);
        expect(crop.year).toBe(Number(crop.estimatedSeedingDate.slice(0, 4)));
        if (sownOn > today) expect(crop.stage).toBe('non_seme');
        // Ten days to emergence, then twelve a stage: six leaves take 82 days.
        else if (daysBetween(sownOn, today) < 82) expect(crop.stage).not.toBe('f6');
        else expect(crop.stage).toBe('f6');
      }
    }
  });
});
