import { DataList, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labels take a third of a narrow card, at most 170 px of a wide one. */
export const DATA_LABEL_WIDTH = 'clamp(110px, 35%, 170px)';

/** One labelled value of a details card (a `DataList` row). */
export const DataItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <DataList.Item>
    <DataList.ItemLabel>{label}</DataList.ItemLabel>
    <DataList.ItemValue>{children}</DataList.ItemValue>
  </DataList.Item>
);

/** Stands for a value that is not known. */
export const Dash = () => (
  <Text span c="dimmed" size="sm">
    –
  </Text>
);
