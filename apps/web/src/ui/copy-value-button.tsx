import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies a value shown once (a device secret, an access link) to the clipboard, and says so. */
export const CopyValueButton = ({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) => (
  <CopyButton value={value}>
    {({ copied, copy }) => (
      <Button
        variant={copied ? 'filled' : 'light'}
        color={copied ? 'teal' : undefined}
        onClick={copy}
        leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
      >
        {copied ? copiedLabel : label}
      </Button>
    )}
  </CopyButton>
);
