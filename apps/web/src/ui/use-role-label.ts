import { roleLabelIn } from '@console/domain/role/role-label';
import type { RoleLabels } from '@console/domain/role/role.schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/** Names roles in the interface language, in French where a role has no name in it. */
export const useRoleLabel = () => {
  // Subscribed to the translations: a language change renders the caller again, in the new language.
  useTranslation();
  const language = currentLanguage();
  return (role: RoleLabels) => roleLabelIn(role, language);
};
