import '@mantine/charts/styles.css';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { BarChart } from '@mantine/charts';
import { Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import { CapturePhoto, MissingPhoto } from '../../ui/capture-photo';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { isManufacturer } from '@console/domain/access/permissions';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { formatDate, formatLocalDay, formatLocalMonthDay } from '@console/domain/time/date-format';
import { LabelledValue } from '../../ui/labelled-value';
import { Moment } from '../../ui/moment';
import { formatMeasure, formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import { getNightlyTrend, type NightlyTrend } from './nightly-trend';
import { RiskBadge } from './risk-badge';
import { CoverageGapNotice } from './coverage-gap-notice';
import { RiskWithheldNotice } from './risk-withheld-notice';
import { RiskQuestions } from './risk-questions';
import { SlugOutlookBadges } from './slug-outlook-badges';
import { useUnits } from '../../session/use-units';
import { WeatherSourceNote } from './weather-source-note';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  synthesis: await api.call(parcelEndpoints.synthesis, { params: { id: params.id ?? '' }, signal: request.signal }),
});

const TREND_ICONS: Record<NightlyTrend, ReactNode> = {
  rising: <IconArrowUpRight size={16} aria-hidden="true" />,
  falling: <IconArrowDownRight size={16} aria-hidden="true" />,
  steady: <IconArrowRight size={16} aria-hidden="true" />,
};
const TREND_COLORS: Record<NightlyTrend, string> = { rising: 'red', falling: 'green', steady: 'gray' };

/** /parcels/:id: what a farmer checks first — the risk and why, the counts and their trend, the crop, the sensor. */
/** The sensor's last night beside the counts: its thumbnail, or why it has none, opening the sensor's photos. */
const LastNightPhoto = ({ sensorId, night }: { sensorId: string; night: SensorNightImage }) => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.sensorData(sensorId)} w={128} display="block" size="xs">
      {night.image ? (
        <CapturePhoto sensorId={sensorId} image={night.image} size="thumbnail" showBoxes={false} alt="" />
      ) : (
        <MissingPhoto night={night} compact />
      )}
      <Text size="xs" fw={600} mt={4} span display="block">
        {t('capture-images.night-of', { night: formatLocalDay(night.night) })}
      </Text>
      <Text size="xs" c="dimmed" span display="block">
        {t('capture-images.model-count', { count: night.slugs })}
      </Text>
    </Anchor>
  );
};

export const Component = () => {
  const { t } = useTranslation();
  const units = useUnits();
  const profile = useProfile();
  const { synthesis } = useLoaderData<typeof loader>();
  const { parcel, crop, risk, latestIntervention, nights, sensor, weather, weatherStation, openIssues, coverageGap } =
    synthesis;
  const now = new Date();
  const trend = getNightlyTrend(nights);
  const canEdit = parcel.isEditable && isAllowed('can:edit:parcels', profile, {});
  // The tree is the manufacturer's, where the reader's country has it on, asking what the parcel's country asks
  // (decision 163).
  const showsDecisionTree =
    isManufacturer(profile) && !profile.internationalizationSettings.noDecisionTree && risk.questions.length > 0;
  const describeIntervention = ({ intervention, productName }: NonNullable<typeof latestIntervention>) =>
    [
      t(`crop.intervention.types.${intervention.type}`),
      intervention.type === 'soil_work' ? t(`crop.intervention.soil-works.${intervention.soilWork}`) : null,
      intervention.type === 'product' ? (productName ?? intervention.slugProduct) : null,
      formatLocalDay(intervention.date),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" p={{ base: 'md', sm: 'xl' }}>
      <SectionCard title={t('parcel.synthesis.risk-title')}>
        <Stack gap="sm">
          {parcel.riskWithheldSince ? (
            <RiskWithheldNotice since={parcel.riskWithheldSince} coverage={sensor?.subscription} />
          ) : (
            <>
              <Group gap="sm">
                <RiskBadge level={risk.level} size="xl" />
                {risk.meanPerNight !== null && (
                  <Text size="sm" c="dimmed">
                    {t('parcel.synthesis.risk-mean', { value: formatNumber(risk.meanPerNight, 1) })}
                  </Text>
                )}
              </Group>
              <List size="sm" spacing={4}>
                {risk.reasons.map((reason) => (
                  <List.Item key={reason}>{t(`parcel.synthesis.reasons.${reason}`)}</List.Item>
                ))}
              </List>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('parcel.outlook.title')}
                </Text>
                <SlugOutlookBadges outlook={parcel.outlook} />
              </Stack>
            </>
          )}
          {crop && showsDecisionTree && (
            <RiskQuestions
              // Another crop starts the form again; the same crop keeps it mounted across the reload after a save,
              // so the save's answer is still there to be confirmed.
              key={crop.id}
              answers={risk.answers}
              questions={risk.questions}
              actionPath={`${paths.parcelCrop(parcel.id, crop.id)}/risk-answers`}
              canEdit={canEdit}
            />
          )}
        </Stack>
      </SectionCard>

      <SectionCard title={t('parcel.synthesis.crop-title')}>
        {crop ? (
          <Stack gap="md">
            <SimpleGrid cols={2} spacing="sm">
              <LabelledValue label={t('parcel.synthesis.crop')}>
                {crop.displayName ?? t(`crop-types.${crop.currentCrop}`)} ({crop.year})
              </LabelledValue>
              <LabelledValue label={t('parcel.synthesis.stage')}>{t(`crop-stages.${crop.stage}`)}</LabelledValue>
              <LabelledValue label={t('parcel.synthesis.seeding-estimated')}>
                {formatLocalDay(crop.estimatedSeedingDate)}
              </LabelledValue>
              <LabelledValue label={t('parcel.synthesis.seeding-actual')}>
                {crop.actualSeedingDate ? formatLocalDay(crop.actualSeedingDate) : t('parcel.synthesis.not-sown')}
              </LabelledValue>
              <LabelledValue label={t('parcel.synthesis.latest-intervention')}>
                <Stack gap={4} align="flex-start">
                  <Text size="sm">
                    {latestIntervention
                      ? describeIntervention(latestIntervention)
                      : t('parcel.synthesis.no-intervention')}
                  </Text>
                  <Anchor component={Link} to={paths.parcelCrop(parcel.id, crop.id)} size="sm">
                    {t(canEdit ? 'parcel.synthesis.record-intervention' : 'parcel.synthesis.see-interventions')}
                  </Anchor>
                </Stack>
              </LabelledValue>
            </SimpleGrid>
            {coverageGap && <CoverageGapNotice gap={coverageGap} />}
          </Stack>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('parcel.synthesis.no-crop')}
            </Text>
            {canEdit && (
              <Button
                component={Link}
                to={paths.parcelCropNew(parcel.id)}
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                {t('parcel.synthesis.add-crop')}
              </Button>
            )}
          </Stack>
        )}
      </SectionCard>

      <SectionCard
        title={t('parcel.synthesis.counts-title')}
        action={
          <Anchor component={Link} to={paths.parcelHistory(parcel.id)} size="sm">
            {t('parcel.synthesis.history-link')}
          </Anchor>
        }
      >
        {nights.length > 0 ? (
          <Stack gap="sm">
            <Group gap="lg">
              {trend && (
                <Badge color={TREND_COLORS[trend]} variant="light" leftSection={TREND_ICONS[trend]}>
                  {t(`parcel.synthesis.trend.${trend}`)}
                </Badge>
              )}
              {sensor?.lastNight && <LastNightPhoto sensorId={sensor.id} night={sensor.lastNight} />}
              {sensor?.lastSlugCount !== null && sensor?.lastSlugCount !== undefined && (
                <Text size="sm">
                  {t('parcel.synthesis.last-capture', { value: sensor.lastSlugCount })}{' '}
                  <Moment value={sensor.lastMeasuredAt} timeZone={profile.zoneId} now={now} inline />
                </Text>
              )}
            </Group>
            <BarChart
              h={200}
              // MM-dd: the year adds nothing to two weeks of nights.
              data={nights.map((night) => ({ night: formatLocalMonthDay(night.night), slugs: night.slugs }))}
              dataKey="night"
              series={[{ name: 'slugs', label: t('parcel.synthesis.slugs-per-night'), color: 'lime.7' }]}
              valueFormatter={(value) => formatNumber(value, 0)}
              yAxisProps={{ allowDecimals: false }}
              tickLine="y"
              gridAxis="y"
              maxBarWidth={28}
            />
            <Text size="xs" c="dimmed">
              {t('parcel.synthesis.counts-help')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t(sensor ? 'parcel.synthesis.no-counts' : 'parcel.synthesis.no-sensor')}
          </Text>
        )}
      </SectionCard>

      <SectionCard title={t('parcel.synthesis.sensor-title')}>
        {sensor ? (
          <SimpleGrid cols={2} spacing="sm">
            <LabelledValue label={t('parcel.synthesis.sensor')}>
              <Group gap="xs">
                <Anchor component={Link} to={paths.sensor(sensor.id)} fw={600}>
                  {sensor.serialNumber}
                </Anchor>
                <SensorStateBadge state={sensor.state} size="sm" />
              </Group>
            </LabelledValue>
            <LabelledValue label={t('parcel.synthesis.battery')}>
              {formatMeasure(sensor.batteryVoltage, 'V')}
            </LabelledValue>
            <LabelledValue label={t('parcel.synthesis.last-contact')}>
              <Moment value={sensor.lastContactAt} timeZone={profile.zoneId} now={now} />
            </LabelledValue>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('parcel.synthesis.no-sensor')}
          </Text>
        )}
      </SectionCard>

      <SectionCard
        title={t('parcel.synthesis.weather-title')}
        action={
          <Anchor component={Link} to={paths.parcelWeatherForecast(parcel.id)} size="sm">
            {t('parcel.synthesis.forecast-link')}
          </Anchor>
        }
      >
        {weather ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <LabelledValue label={t('parcel.synthesis.temperature')}>
              {weather.temperatureMin === null || weather.temperatureMax === null
                ? '—'
                : `${units.temperature.format(weather.temperatureMin)} – ${units.temperature.format(weather.temperatureMax)}`}
            </LabelledValue>
            <LabelledValue label={t('parcel.synthesis.humidity')}>
              {formatMeasure(weather.humidityAvg, '%', 0)}
            </LabelledValue>
            <LabelledValue label={t('parcel.synthesis.rainfall')}>
              {units.rainfall.format(weather.rainfallTotal)}
            </LabelledValue>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('parcel.synthesis.no-weather')}
          </Text>
        )}
        <WeatherSourceNote weather={weather} weatherStation={weatherStation} />
      </SectionCard>

      <SectionCard title={t('parcel.synthesis.issues-title')}>
        {sensor && openIssues.length > 0 ? (
          <List size="sm" spacing="xs">
            {openIssues.map((issue) => (
              <List.Item key={issue.id}>
                {/* Under the sensor: farmers have no /issues page (spec point 2). */}
                <Anchor component={Link} to={paths.sensorIssue(sensor.id, issue.id)}>
                  {t(`issues.types.${issue.type}`)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {t(`issues.levels.${issue.level}`)} · {formatDate(issue.openedAt, profile.zoneId)}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('parcel.synthesis.no-issues')}
          </Text>
        )}
      </SectionCard>
    </SimpleGrid>
  );
};
