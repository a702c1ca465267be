import { Group, Text } from '@mantine/core';
import { useAppTitle } from './app-title';

type LogoProps = { size?: number; withTitle?: boolean; inverted?: boolean };

/** The product mark: a leaf over a furrow, drawn inline so it never needs the network. */
export const Logo = ({ size = 36, withTitle = true, inverted = false }: LogoProps) => {
  const title = useAppTitle();
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#5c940d'} />
        <path d="M14 44c6-14 18-22 34-24-2 14-12 26-28 28-2 0-4-1-6-4z" fill={inverted ? '#5c940d' : '#d8f5a2'} />
        <path
          d="M18 44c8-8 16-13 26-18"
          stroke={inverted ? '#ffffff' : '#5c940d'}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {withTitle && (
        <Text component="span" fw={700} fz="lg" c={inverted ? 'white' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {title}
        </Text>
      )}
    </Group>
  );
};
