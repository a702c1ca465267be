import type { AccountType } from '@console/domain/account/account-type';
import type { RoleOption } from '@console/domain/role/role.schema';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { useRoleLabel } from '../../ui/use-role-label';

/**
 * Roles as a select offers them: grouped by account type when several types are listed, in the order of their
 * labels in the interface language, an administrator role marked as such. `accountType` keeps the roles a user of
 * that account type may hold.
 */
export const useRoleChoices = (
  roles: RoleOption[],
  accountType?: AccountType,
): (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] => {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const collator = new Intl.Collator(currentLanguage());
  const kept = (accountType ? roles.filter((role) => role.accountType === accountType) : roles).toSorted((a, b) =>
    collator.compare(roleLabel(a), roleLabel(b)),
  );
  const item = (role: RoleOption): ComboboxItem => ({
    value: role.id,
    label: role.isAdmin ? t('users.role-admin', { label: roleLabel(role) }) : roleLabel(role),
  });
  const types = [...new Set(kept.map((role) => role.accountType))];
  if (types.length <= 1) return kept.map(item);
  return types.map((type) => ({
    group: t(`account-types.${type}`),
    items: kept.filter((role) => role.accountType === type).map(item),
  }));
};
