import { Box, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SaveBarProps = {
  label: string;
  isSaving: boolean;
  /** The submit button's icon; a floppy disk by default. */
  icon?: ReactNode;
  /** Buttons before the submit one (back, cancel). */
  before?: ReactNode;
};

/** A form's submit button in a bar stuck to the bottom of the screen, so long forms save from anywhere. */
export const SaveBar = ({
  label,
  isSaving,
  icon = <IconDeviceFloppy size={18} aria-hidden="true" />,
  before,
}: SaveBarProps) => (
  <Box
    pos="sticky"
    bottom={0}
    py="md"
    px={{ base: 'md', sm: 'lg' }}
    mx={{ base: '-md', sm: '-xl' }}
    style={{ zIndex: 10, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-gray-3)' }}
  >
    <Group justify="flex-end">
      {before}
      <Button type="submit" loading={isSaving} leftSection={icon}>
        {label}
      </Button>
    </Group>
  </Box>
);
