import { roles } from './schema.ts';

/** A role's label in each language, named as the domain's `RoleLabels`: every answer that shows a role selects them. */
export const roleLabelColumns = {
  labelFr: roles.labelFr,
  labelEn: roles.labelEn,
  labelDe: roles.labelDe,
  labelEs: roles.labelEs,
};
