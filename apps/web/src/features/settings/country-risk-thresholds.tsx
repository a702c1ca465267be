import type { CountryPackUpdate } from '@console/domain/country/country-pack.endpoints';
import { countThresholds, SLUGS_PER_M2_MAX, TRAP_SURFACE_M2 } from '@console/domain/country/risk-thresholds';
import { CROP_TYPES, type CropType } from '@console/domain/crop/crop-type';
import { Table, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../ui/number-field';
import { decimalSeparator, formatNumber } from '../../ui/number-format';
import { PackSection } from './pack-section';

const LEVELS = ['mediumPerM2', 'highPerM2'] as const;

type Props = { control: Control<CountryPackUpdate>; disabled: boolean };

/** What a crop's lines mean on the trap, as the staff type them: the slugs a night from which each level starts. */
const OnTheTrap = ({ control, crop }: { control: Control<CountryPackUpdate>; crop: CropType }) => {
  const { t } = useTranslation();
  const thresholds = useWatch({ control, name: 'pack.riskThresholds' });
  const crops = thresholds.crops as Partial<typeof thresholds.crops>;
  if (!crops[crop] || !(thresholds.trapSurfaceM2 > 0)) return null;
  const { mediumFrom, highFrom } = countThresholds(thresholds, crop);
  return (
    <Text size="sm" c="dimmed">
      {t('country-packs.thresholds.on-the-trap', { medium: formatNumber(mediumFrom), high: formatNumber(highFrom) })}
    </Text>
  );
};

/**
 * The slugs per m² of trap from which each crop's night is medium, then high, and the surface of the console's trap
 * they are read on (decision 166): the same capture means the same risk whichever trap the advisers count with.
 */
export const CountryRiskThresholds = ({ control, disabled }: Props) => {
  const { t } = useTranslation();
  return (
    <PackSection title={t('country-packs.sections.thresholds')} help={t('country-packs.thresholds.help')}>
      <NumberField
        control={control}
        name="pack.riskThresholds.trapSurfaceM2"
        label={t('country-packs.thresholds.trapSurfaceM2')}
        description={t('country-packs.thresholds.trap-help')}
        min={TRAP_SURFACE_M2.min}
        max={TRAP_SURFACE_M2.max}
        step={0.01}
        decimalScale={3}
        decimalSeparator={decimalSeparator()}
        maw={420}
        disabled={disabled}
        withAsterisk
      />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('country-packs.thresholds.crop')}</Table.Th>
              {LEVELS.map((level) => (
                <Table.Th key={level}>{t(`country-packs.thresholds.${level}`)}</Table.Th>
              ))}
              <Table.Th>{t('country-packs.thresholds.trap-night')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CROP_TYPES.map((crop) => (
              <Table.Tr key={crop}>
                <Table.Th scope="row" fw={500}>
                  {t(`crop-types.${crop}`)}
                </Table.Th>
                {LEVELS.map((level) => (
                  <Table.Td key={level}>
                    <NumberField
                      control={control}
                      name={`pack.riskThresholds.crops.${crop}.${level}`}
                      aria-label={t(`country-packs.thresholds.${level}-of`, { crop: t(`crop-types.${crop}`) })}
                      min={0}
                      max={SLUGS_PER_M2_MAX}
                      decimalScale={2}
                      decimalSeparator={decimalSeparator()}
                      miw={110}
                      disabled={disabled}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <OnTheTrap control={control} crop={crop} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </PackSection>
  );
};
