import type { RoleOption } from '@console/domain/role/role.schema';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { setUpFrenchScreen } from '../../test/french-screen';
import { useRoleChoices } from './use-role-choices';

beforeAll(setUpFrenchScreen);

const role = (id: string, labelFr: string, labelEn: string | null): RoleOption => ({
  id,
  accountType: 'farmer',
  labelFr,
  labelEn,
  labelDe: null,
  labelEs: null,
  isAdmin: false,
});

// As the API answers: in the order of the French labels.
const ROLES = [
  role('a', 'Apprenti', 'Trainee'),
  role('b', 'Chef de culture', null),
  role('c', 'Saisonnier', 'Farmhand'),
];

describe('role choices', () => {
  it('lists roles in the order of their labels in the interface language', async () => {
    const labels = () =>
      renderHook(() => useRoleChoices(ROLES)).result.current.map((item) => 'label' in item && item.label);
    expect(labels()).toEqual(['Apprenti', 'Chef de culture', 'Saisonnier']);
    await changeLanguage('en');
    expect(labels()).toEqual(['Chef de culture', 'Farmhand', 'Trainee']);
  });
});
