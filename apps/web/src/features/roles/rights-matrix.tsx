import { ACCESS_KEYS, RIGHTS, type AccessKey, type Right, type Rights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import { isRightAllowed } from '@console/domain/role/role-rules';
import { Box, Radio, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/use-is-mobile';

type RightsMatrixProps = {
  value: Rights;
  onChange: (rights: Rights) => void;
  accountType: AccountType;
  /** Shown without the means to change it (a reader without the edit right). */
  readOnly: boolean;
  /** Translated errors by access key. */
  errors: Partial<Record<AccessKey, string>>;
};

/**
 * The role's rights as a matrix of the 15 access keys by the 3 rights: one radio group a key. Keys the account type
 * may not hold stay at no-access (spec point 6). A table on desktop; on a phone, a list with one segmented choice a key.
 */
export const RightsMatrix = ({ value, onChange, accountType, readOnly, errors }: RightsMatrixProps) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const idPrefix = useId();

  const isDisabled = (key: AccessKey, right: Right) => readOnly || !isRightAllowed(accountType, key, right);
  const isKeyAllowed = (key: AccessKey) => isRightAllowed(accountType, key, 'full-access');
  const change = (key: AccessKey, right: Right) => onChange({ ...value, [key]: right });
  const keyLabel = (key: AccessKey) => t(`roles.access-keys.${key}`);
  const note = (key: AccessKey) => (isKeyAllowed(key) ? undefined : t('roles.matrix.not-allowed'));

  if (isMobile) {
    return (
      <Stack gap={0}>
        {ACCESS_KEYS.map((key, index) => {
          const labelId = `${idPrefix}-${key}-label`;
          const errorId = `${idPrefix}-${key}-error`;
          return (
            <Box key={key} py="sm" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : {}}>
              <Text id={labelId} size="sm" fw={500} c={isKeyAllowed(key) ? undefined : 'dimmed'}>
                {keyLabel(key)}
              </Text>
              {note(key) && (
                <Text size="xs" c="dimmed">
                  {note(key)}
                </Text>
              )}
              <SegmentedControl
                mt={6}
                fullWidth
                size="xs"
                // A granted right stands out; no access keeps the neutral look.
                color={value[key] === 'no-access' ? undefined : 'lime'}
                name={`${idPrefix}-${key}`}
                aria-labelledby={labelId}
                aria-describedby={errors[key] ? errorId : undefined}
                value={value[key]}
                onChange={(right) => change(key, right as Right)}
                readOnly={readOnly}
                disabled={!isKeyAllowed(key)}
                data={RIGHTS.map((right) => ({
                  value: right,
                  label: t(`roles.rights.${right}`),
                  disabled: !isRightAllowed(accountType, key, right),
                }))}
              />
              {errors[key] && (
                <Text size="xs" c="red" id={errorId} mt={4}>
                  {errors[key]}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('roles.matrix.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('roles.matrix.access')}</Table.Th>
            {RIGHTS.map((right) => (
              <Table.Th key={right} ta="center" w={130}>
                {t(`roles.rights.${right}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ACCESS_KEYS.map((key) => {
            const errorId = `${idPrefix}-${key}-error`;
            return (
              <Table.Tr key={key} bg={isKeyAllowed(key) ? undefined : 'gray.0'}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" fw={500} c={isKeyAllowed(key) ? undefined : 'dimmed'}>
                    {keyLabel(key)}
                  </Text>
                  {note(key) && (
                    <Text size="xs" c="dimmed">
                      {note(key)}
                    </Text>
                  )}
                  {errors[key] && (
                    <Text size="xs" c="red" id={errorId}>
                      {errors[key]}
                    </Text>
                  )}
                </Table.Th>
                {RIGHTS.map((right) => (
                  <Table.Td key={right}>
                    <Radio
                      name={`${idPrefix}-${key}`}
                      value={right}
                      checked={value[key] === right}
                      onChange={() => change(key, right)}
                      disabled={isDisabled(key, right)}
                      aria-label={t('roles.matrix.radio-label', {
                        key: keyLabel(key),
                        right: t(`roles.rights.${right}`),
                      })}
                      aria-describedby={errors[key] ? errorId : undefined}
                      error={Boolean(errors[key])}
                      styles={{ body: { justifyContent: 'center' } }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
