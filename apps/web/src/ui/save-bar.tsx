import { Box, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

/** A form's submit button in a bar stuck to the bottom of the screen, so long forms save from anywhere. */
export const SaveBar = ({ label, isSaving }: { label: string; isSaving: boolean }) => (
  <Box
    pos="sticky"
    bottom={0}
    py="md"
    px={{ base: 'md', sm: 'lg' }}
    mx={{ base: '-md', sm: '-xl' }}
    style={{ zIndex: 10, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-gray-3)' }}
  >
    <Group justify="flex-end">
      <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}>
        {label}
      </Button>
    </Group>
  </Box>
);
