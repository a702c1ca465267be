import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveBar } from '../../../ui/save-bar';

type StepBarProps = {
  /** Where the first button goes: the previous step, or out of the flow. */
  back: { to: string; label: string };
  /** Buttons between the way back and Next (skipping the step). */
  extra?: ReactNode;
};

/** The bottom bar of a step of parcels/new: back, maybe skip, and Next (the form's submit). */
export const StepBar = ({ back, extra }: StepBarProps) => {
  const { t } = useTranslation();
  return (
    <SaveBar
      label={t('parcel.new.next')}
      isSaving={false}
      icon={<IconArrowRight size={18} aria-hidden="true" />}
      before={
        <>
          <Button variant="default" component={Link} to={back.to}>
            {back.label}
          </Button>
          {extra}
        </>
      }
    />
  );
};
