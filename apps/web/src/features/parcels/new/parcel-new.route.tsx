import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { toLocalDate } from '@console/domain/date/date-range-presets';
import { Anchor, Stack, Stepper, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api/api';
import { getPublicSettings } from '../../../api/public-settings';
import { paths } from '../../../paths';
import { profileContext } from '../../../session/profile-context';
import { useProfile } from '../../../session/use-profile';
import { LeaveGuard } from '../../../ui/leave-guard';
import { newCropValues } from '../crops/crop-form';
import type { ParcelDraft, ParcelDraftContext } from './parcel-draft';
import classes from '../../../ui/stepper.module.css';

const STEPS = ['info', 'crop', 'sensor'] as const;

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [settings, accounts] = await Promise.all([
    getPublicSettings(),
    isProviderOrManufacturer(context.get(profileContext))
      ? api.call(accountEndpoints.options, { signal })
      : Promise.resolve(null),
  ]);
  return { tiles: settings.mapTiles, accounts };
};

/**
 * /parcels/new: the parcel, this season's crop and its sensor in three steps. The steps share one draft kept
 * here, so going back and forth loses nothing; the parcel is created by the last step, all at once.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { tiles, accounts } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [isCreated, setCreated] = useState(false);
  const [draft, setDraft] = useState<ParcelDraft>(() => ({
    info: {
      label: '',
      address: { postalCode: '', city: '', country: profile.postalAddress?.country ?? 'FR' },
      // A provider's parcel is most often its own; staff always choose.
      accountId: profile.accountType === 'provider' ? (profile.accountId ?? undefined) : undefined,
    },
    isInfoDone: false,
    crop: newCropValues(toLocalDate(new Date())),
    withCrop: true,
    isCropDone: false,
    sensor: null,
  }));
  const context: ParcelDraftContext = {
    draft,
    update: (change) => setDraft((current) => ({ ...current, ...change })),
    accounts,
    tiles,
    markCreated: () => setCreated(true),
  };

  const active = Math.max(
    0,
    STEPS.findIndex((step) => pathname.endsWith(`/new/${step}`)),
  );
  const reachable = [true, draft.isInfoDone, draft.isInfoDone && draft.isCropDone];
  const isTouched = draft.isInfoDone || draft.info.label !== '';

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <LeaveGuard when={isTouched && !isCreated} allows={(next) => next.startsWith(paths.parcelNew())} />
      <Anchor component={Link} to={paths.parcels()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.parcels')}
      </Anchor>
      <Title order={1}>{t('parcel.new.title')}</Title>
      <Stepper
        active={active}
        onStepClick={(index) => reachable[index] && void navigate(paths.parcelNewStep(STEPS[index] ?? 'info'))}
        allowNextStepsSelect={false}
        size="sm"
        classNames={classes}
        aria-label={t('parcel.new.progress')}
      >
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`parcel.new.steps.${step}`)}
            description={t(`parcel.new.steps.${step}-help`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Outlet context={context} />
    </Stack>
  );
};
