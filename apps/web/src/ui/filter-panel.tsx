import { Button, Collapse, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useIsMobile } from './use-is-mobile';

/** Typing in the search updates the URL (and the list) once the user pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

type FilterPanelProps = {
  /** Accessible name of the panel. */
  title: string;
  search: {
    label: string;
    placeholder: string;
    /** The search in the URL; the field follows it on back, forward and reset. */
    value: string | undefined;
    /** Called after a pause in typing, with undefined for an empty field. */
    onChange: (value: string | undefined) => void;
  };
  /** The list's own filters (selects), laid out in the grid. */
  fields: ReactNode;
  /** Switches shown beside the reset button. */
  toggles: ReactNode;
  activeCount: number;
  onReset: () => void;
  moreLabel: string;
  resetLabel: string;
};

/**
 * A list's filters: a debounced search first, then the list's own fields, in a grid on desktop and behind a
 * "filters (n)" button on mobile, with a reset that clears everything.
 */
export const FilterPanel = ({
  title,
  search,
  fields,
  toggles,
  activeCount,
  onReset,
  moreLabel,
  resetLabel,
}: FilterPanelProps) => {
  const isMobile = useIsMobile();
  const [isOpen, panel] = useDisclosure(false);
  const [text, setText] = useState(search.value ?? '');

  useEffect(() => {
    setText(search.value ?? '');
  }, [search.value]);

  const commitSearch = useDebouncedCallback(
    (value: string) => search.onChange(value.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );

  const searchField = (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitSearch(event.currentTarget.value);
      }}
      size="sm"
      type="search"
    />
  );

  const resetButton = (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={() => {
        setText('');
        onReset();
      }}
      disabled={activeCount === 0}
    >
      {resetLabel}
    </Button>
  );

  if (isMobile) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label={title}>
        {searchField}
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
            {toggles}
          </SimpleGrid>
        </Collapse>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {searchField}
        {fields}
        <Group justify="space-between" align="flex-end" gap="xs" pb={4}>
          {toggles}
          {resetButton}
        </Group>
      </SimpleGrid>
    </Paper>
  );
};
