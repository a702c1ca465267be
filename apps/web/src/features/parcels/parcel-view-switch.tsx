import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../paths';

/** List or map of the same parcels: switching keeps the filters of the URL. */
export const ParcelViewSwitch = ({ view }: { view: 'list' | 'map' }) => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      value={view}
      aria-label={t('parcels-map.view.label')}
      onChange={(next) => void navigate(next === 'map' ? paths.parcelsMap(searchParams) : paths.parcels(searchParams))}
      data={[
        { value: 'list', label: t('parcels-map.view.list') },
        { value: 'map', label: t('parcels-map.view.map') },
      ]}
    />
  );
};
