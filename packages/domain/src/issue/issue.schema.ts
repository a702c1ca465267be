import { z } from 'zod';

export const ISSUE_CATEGORIES = ['business', 'technical'] as const;
export const issueCategorySchema = z.enum(ISSUE_CATEGORIES);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

export const ISSUE_LEVELS = ['low', 'high', 'blocking'] as const;
export const issueLevelSchema = z.enum(ISSUE_LEVELS);
export type IssueLevel = z.infer<typeof issueLevelSchema>;

/**
 * The 27 issue types. The first 14 are in the spec; the other 13 complete the list for a slug-trap
 * camera sensor. Meanings are in docs/decisions/021-issue-types.md.
 */
export const ISSUE_TYPES = [
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
  'echec_capture_image',
  'image_floue',
  'objectif_obstrue',
  'erreur_camera',
  'echec_traitement_image',
  'alimentation_absente',
  'panneau_solaire_defaillant',
  'absence_communication',
  'signal_reseau_faible',
  'erreur_horloge',
  'temperature_interne_elevee',
  'capteur_deplace',
  'capteur_non_affecte',
] as const;
export const issueTypeSchema = z.enum(ISSUE_TYPES);
export type IssueType = z.infer<typeof issueTypeSchema>;

export type IssueDefaults = { category: IssueCategory; level: IssueLevel };

/** Category and level an issue of each type opens with; staff may change the level afterwards. */
export const ISSUE_TYPE_DEFAULTS: Record<IssueType, IssueDefaults> = {
  ouverture_couvercle: { category: 'technical', level: 'high' },
  ouverture_trappe: { category: 'technical', level: 'high' },
  mode_vol: { category: 'technical', level: 'blocking' },
  batterie_absente: { category: 'technical', level: 'blocking' },
  renversement: { category: 'technical', level: 'blocking' },
  hors_service_plus_24_h: { category: 'technical', level: 'blocking' },
  absence_station_meteo: { category: 'business', level: 'low' },
  absence_resultats: { category: 'business', level: 'high' },
  erreur_module_gps: { category: 'technical', level: 'low' },
  taux_remplissage_usb_eleve: { category: 'technical', level: 'low' },
  echec_copie_usb: { category: 'technical', level: 'high' },
  dispositif_perdu: { category: 'business', level: 'blocking' },
  niveau_batterie_insuffisant: { category: 'technical', level: 'high' },
  echec_mise_jour: { category: 'technical', level: 'low' },
  echec_capture_image: { category: 'technical', level: 'high' },
  image_floue: { category: 'technical', level: 'low' },
  objectif_obstrue: { category: 'technical', level: 'high' },
  erreur_camera: { category: 'technical', level: 'blocking' },
  echec_traitement_image: { category: 'technical', level: 'high' },
  alimentation_absente: { category: 'technical', level: 'blocking' },
  panneau_solaire_defaillant: { category: 'technical', level: 'high' },
  absence_communication: { category: 'technical', level: 'high' },
  signal_reseau_faible: { category: 'technical', level: 'low' },
  erreur_horloge: { category: 'technical', level: 'low' },
  temperature_interne_elevee: { category: 'technical', level: 'low' },
  capteur_deplace: { category: 'business', level: 'high' },
  capteur_non_affecte: { category: 'business', level: 'low' },
};

export const getIssueDefaults = (type: IssueType): IssueDefaults => ISSUE_TYPE_DEFAULTS[type];

export const issueSchema = z.object({
  id: z.uuid(),
  /** The sensor the issue was raised on; issues are listed under /sensors/{id}/issues. */
  sensorId: z.uuid(),
  category: issueCategorySchema,
  level: issueLevelSchema,
  type: issueTypeSchema,
});
export type Issue = z.infer<typeof issueSchema>;
