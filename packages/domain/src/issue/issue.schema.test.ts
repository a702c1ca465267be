import { describe, expect, it } from 'vitest';
import {
  getIssueDefaults,
  ISSUE_TYPE_DEFAULTS,
  ISSUE_TYPES,
  issueCategorySchema,
  issueLevelSchema,
  issueSchema,
} from './issue.schema.ts';

describe('issue types', () => {
  it('lists 27 distinct types, the 14 of the spec first', () => {
    expect(ISSUE_TYPES).toHaveLength(27);
    expect(new Set(ISSUE_TYPES).size).toBe(27);
    expect(ISSUE_TYPES.slice(0, 14)).toEqual([
      'ouverture_couvercle',
      'ouverture_trappe',
      'mode_vol',
      'batterie_absente',
      'renversement',
      'hors_service_plus_24_h',
      'absence_station_meteo',
      'absence_resultats',
      'erreur_module_gps',
      'taux_remplissage_usb_eleve',
      'echec_copie_usb',
      'dispositif_perdu',
      'niveau_batterie_insuffisant',
      'echec_mise_jour',
    ]);
  });

  it('uses French snake_case codes', () => {
    for (const type of ISSUE_TYPES) expect(type).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('gives every type, and only those, a valid category and level', () => {
    expect(Object.keys(ISSUE_TYPE_DEFAULTS).sort()).toEqual([...ISSUE_TYPES].sort());
    for (const type of ISSUE_TYPES) {
      const { category, level } = getIssueDefaults(type);
      expect(issueCategorySchema.safeParse(category).success).toBe(true);
      expect(issueLevelSchema.safeParse(level).success).toBe(true);
    }
  });

  it('treats theft mode and a lost device as blocking', () => {
    expect(getIssueDefaults('mode_vol')).toEqual({ category: 'technical', level: 'blocking' });
    expect(getIssueDefaults('dispositif_perdu')).toEqual({ category: 'business', level: 'blocking' });
  });
});

describe('issueSchema', () => {
  it('rejects an unknown type', () => {
    const issue = {
      id: '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
      sensorId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e',
      category: 'technical',
      level: 'high',
      type: 'ouverture_trappe',
    };
    expect(issueSchema.safeParse(issue).success).toBe(true);
    expect(issueSchema.safeParse({ ...issue, type: 'panne' }).success).toBe(false);
  });
});
