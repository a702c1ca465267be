import { Select } from '@mantine/core';

const ANY = 'any';

type YesNoFilterProps = {
  label: string;
  anyLabel: string;
  yesLabel: string;
  noLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
};

/** A filter that narrows to yes or to no, or not at all: "any" is a choice of its own rather than a clear button. */
export const YesNoFilter = ({ label, anyLabel, yesLabel, noLabel, value, onChange }: YesNoFilterProps) => (
  <Select
    label={label}
    data={[
      { value: ANY, label: anyLabel },
      { value: 'true', label: yesLabel },
      { value: 'false', label: noLabel },
    ]}
    value={value === undefined ? ANY : String(value)}
    onChange={(choice) => onChange(choice === 'true' ? true : choice === 'false' ? false : undefined)}
    allowDeselect={false}
    size="sm"
  />
);
