import { Anchor, DataList, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { getPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { formatNumber } from '../../ui/number-format';
import { PointMap } from '../../ui/point-map';
import { SectionCard } from '../../ui/section-card';
import { useParcel } from './parcel-detail.route';
import { useUnits } from '../../session/use-units';

export const loader = async () => ({ tiles: (await getPublicSettings()).mapTiles });

/** /parcels/:id/info: what the parcel is and where, its sensor and the notes kept on it. */
export const Component = () => {
  const { t } = useTranslation();
  const units = useUnits();
  const parcel = useParcel();
  const { tiles } = useLoaderData<typeof loader>();
  const { lat, long } = parcel.gpsLocation;
  const note = (text: string | undefined) =>
    text ? (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    ) : (
      <Dash />
    );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Stack gap="lg">
        <SectionCard title={t('parcel.info.sections.parcel')}>
          <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
            <DataItem label={t('parcel.form.fields.label')}>{parcel.label}</DataItem>
            <DataItem label={t('parcel.form.fields.account')}>{parcel.accountName}</DataItem>
            <DataItem label={t('parcel.form.fields.soilType')}>{t(`soil-types.${parcel.soilType}`)}</DataItem>
            <DataItem label={t('parcels.fields.size')}>
              {parcel.size === undefined ? <Dash /> : units.area.format(parcel.size, 2)}
            </DataItem>
            <DataItem label={t('parcel.info.crop')}>
              {parcel.currentCrop ? (
                <Anchor component={Link} to={paths.parcelCrop(parcel.id, parcel.currentCrop.id)} size="sm">
                  {t(`crop-types.${parcel.currentCrop.currentCrop}`)} · {t(`crop-stages.${parcel.currentCrop.stage}`)}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('parcel.synthesis.no-crop')}
                </Text>
              )}
            </DataItem>
            <DataItem label={t('parcel.info.sensor')}>
              {parcel.sensorId ? (
                <Anchor component={Link} to={paths.sensor(parcel.sensorId)} size="sm">
                  {t('parcel.info.open-sensor')}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('parcel.synthesis.no-sensor')}
                </Text>
              )}
            </DataItem>
          </DataList>
        </SectionCard>
        <SectionCard title={t('parcel.form.sections.comment')}>
          <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
            <DataItem label={t('parcel.form.fields.customer-comment')}>{note(parcel.customerComment)}</DataItem>
            {/* The API sends the manufacturer's note to its staff only. */}
            {parcel.dsComment !== undefined && (
              <DataItem label={t('parcel.form.fields.ds-comment')}>{note(parcel.dsComment)}</DataItem>
            )}
          </DataList>
        </SectionCard>
      </Stack>
      <SectionCard title={t('parcel.form.sections.location')}>
        <Stack gap="sm">
          <Text size="sm">
            {parcel.address.postalCode} {parcel.address.city}, {t(`countries.${parcel.address.country}`)}
          </Text>
          <PointMap
            lat={lat}
            long={long}
            zoom={14}
            tiles={tiles}
            label={t('parcel.info.map-label', { label: parcel.label })}
            tilesUnavailableText={t('parcel.map-tiles-unavailable')}
          />
          <Text size="sm" c="dimmed">
            {t('sensors.gps', { lat: formatNumber(lat, 5), long: formatNumber(long, 5) })}
          </Text>
        </Stack>
      </SectionCard>
    </SimpleGrid>
  );
};
