import { Button, Collapse, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useIsMobile } from './use-is-mobile';

/** Typing in a search updates the URL (and the list) once the user pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

type SearchFilterProps = {
  label: string;
  placeholder: string;
  /** The search in the URL; the field follows it on back, forward and reset. */
  value: string | undefined;
  /** Called after a pause in typing, with undefined for an empty field. */
  onChange: (value: string | undefined) => void;
};

/** A list's text search, sent once typing pauses. */
export const SearchFilter = ({ label, placeholder, value, onChange }: SearchFilterProps) => {
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    setText(value ?? '');
  }, [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      size="sm"
      type="search"
    />
  );
};

type FilterPanelProps = {
  /** Accessible name of the panel. */
  title: string;
  /** The filter always in view, on mobile too (a search, a status). */
  lead: ReactNode;
  /** The other filters, laid out in the grid on desktop and behind a button on mobile. */
  fields: ReactNode;
  /** Controls shown beside the reset button (switches, a date range). */
  extra: ReactNode;
  activeCount: number;
  onReset: () => void;
  moreLabel: string;
  resetLabel: string;
};

/** A list's filters: a grid on desktop; on mobile the lead filter and a "filters (n)" button; a reset for all. */
export const FilterPanel = ({
  title,
  lead,
  fields,
  extra,
  activeCount,
  onReset,
  moreLabel,
  resetLabel,
}: FilterPanelProps) => {
  const isMobile = useIsMobile();
  const [isOpen, panel] = useDisclosure(false);

  const resetButton = (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={onReset}
      disabled={activeCount === 0}
    >
      {resetLabel}
    </Button>
  );

  if (isMobile) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
        {lead}
        <Group justify="space-between" mt="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            onClick={panel.toggle}
            aria-expanded={isOpen}
          >
            {moreLabel}
          </Button>
          {resetButton}
        </Group>
        <Collapse expanded={isOpen}>
          <SimpleGrid cols={1} spacing="sm" mt="sm">
            {fields}
            {extra}
          </SimpleGrid>
        </Collapse>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {lead}
        {fields}
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" mt="sm" gap="md">
        {extra}
        {resetButton}
      </Group>
    </Paper>
  );
};
