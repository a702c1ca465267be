import type { NightGrid as NightGridData } from '@console/domain/dashboard/dashboard.schema';
import { NIGHT_STATES, type NightState } from '@console/domain/dashboard/sensor-nights';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Anchor, Box, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { SectionCard } from '../../ui/section-card';
import classes from './night-grid.module.css';
import { NIGHT_STATE_COLORS } from './tile-parts';

const CELL = 14;

const Swatch = ({ state }: { state: NightState }) => (
  <Box
    w={CELL}
    h={CELL}
    style={{ borderRadius: 3, background: `var(--mantine-color-${NIGHT_STATE_COLORS[state]}-6)` }}
    aria-hidden="true"
  />
);

/**
 * The sensors tab's night grid: one row a sensor, one cell a night, its colour and (for screen readers) its name
 * saying whether the sensor captured, only made contact, stayed silent when the night was owed, or owed nothing.
 */
export const NightGrid = ({ grid }: { grid: NightGridData }) => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const stateName = (state: NightState) => t(`dashboard.night-states.${state}`);
  const pageCount = Math.ceil(grid.total / PAGE_SIZE);
  const goTo = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('start', String((page - 1) * PAGE_SIZE));
    setSearchParams(next, { preventScrollReset: true });
  };
  return (
    <SectionCard title={t('dashboard.night-grid.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboard.night-grid.help')}
        </Text>
        <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {NIGHT_STATES.map((state) => (
            <Group key={state} gap={6} component="li" wrap="nowrap">
              <Swatch state={state} />
              <Text size="sm">{stateName(state)}</Text>
            </Group>
          ))}
        </Group>
        {grid.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.night-grid.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer
            // Positioned, so that the cells' hidden state names scroll with the grid instead of widening the page.
            pos="relative"
            minWidth={220 + grid.nights.length * (CELL + 8)}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('dashboard.night-grid.title')}
          >
            <Table verticalSpacing={4} horizontalSpacing={4} aria-label={t('dashboard.night-grid.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.night-grid.sensor')}</Table.Th>
                  {grid.nights.map((night) => (
                    <Table.Th key={night} ta="center" fz="xs" fw={400} title={formatLocalDay(night)}>
                      <span aria-hidden="true">{night.slice(8)}</span>
                      <VisuallyHidden>{formatLocalDay(night)}</VisuallyHidden>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grid.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={paths.sensor(row.id)} size="sm">
                        {row.serialNumber}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate maw={180}>
                        {row.accountName}
                      </Text>
                    </Table.Th>
                    {row.states.map((state, index) => (
                      <td key={grid.nights[index]} className={classes.cell} title={stateName(state)}>
                        <span
                          className={classes.swatch}
                          style={{ background: `var(--mantine-color-${NIGHT_STATE_COLORS[state]}-6)` }}
                          aria-hidden="true"
                        />
                        <span className={classes.hidden}>{stateName(state)}</span>
                      </td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={Math.floor(grid.start / PAGE_SIZE) + 1}
            onChange={goTo}
            getControlProps={(control) => ({ 'aria-label': t(`dashboard.night-grid.pagination.${control}`) })}
          />
        )}
      </Stack>
    </SectionCard>
  );
};
