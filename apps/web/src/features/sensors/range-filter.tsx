import { Group, NumberInput } from '@mantine/core';
import { clamp } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { decimalSeparator } from '../../ui/number-format';

type Range = { from?: number; to?: number };

type RangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  /** The top of the scale; the bottom is 0. */
  max: number;
  step: number;
  value: Range;
  onChange: (range: Range) => void;
};

/**
 * A range on a sensor's last reading, from one number to another, either left empty. A bound applies when its field
 * is left or Enter is pressed, kept to the scale and to the other bound: the API refuses a range out of order.
 */
export const RangeFilter = ({ fromLabel, toLabel, max, step, value, onChange }: RangeFilterProps) => (
  <Group grow gap="xs" align="flex-start" wrap="nowrap">
    <BoundInput
      label={fromLabel}
      value={value.from}
      min={0}
      max={value.to ?? max}
      step={step}
      onCommit={(from) => onChange({ ...value, from })}
    />
    <BoundInput
      label={toLabel}
      value={value.to}
      min={value.from ?? 0}
      max={max}
      step={step}
      onCommit={(to) => onChange({ ...value, to })}
    />
  </Group>
);

type BoundInputProps = {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  step: number;
  onCommit: (bound: number | undefined) => void;
};

const BoundInput = ({ label, value, min, max, step, onCommit }: BoundInputProps) => {
  const [typed, setTyped] = useState<number | string>(value ?? '');
  useEffect(() => {
    setTyped(value ?? '');
  }, [value]);
  const commit = () => {
    const bound = typed === '' || Number.isNaN(Number(typed)) ? undefined : clamp(Number(typed), min, max);
    setTyped(bound ?? '');
    if (bound !== value) onCommit(bound);
  };
  return (
    <NumberInput
      label={label}
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={min}
      max={max}
      step={step}
      // The bound is kept in range on commit, against the other bound too, rather than by the field on blur.
      clampBehavior="none"
      decimalSeparator={decimalSeparator()}
      size="sm"
    />
  );
};
