import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import {
  favouriteInputSchema,
  type FavouriteInput,
  type FavouriteListItem,
} from '@console/domain/favourite/favourite.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/api-error';
import { FAVOURITE_STEPS, paths, type FavouriteStep } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { applyFieldIssues } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBar } from '../../ui/save-bar';
import classes from '../../ui/stepper.module.css';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { CoverageCount } from './coverage-count';
import type { FavouriteEditorContext, SavedFavouriteInput } from './favourite-editor-context';
import { firstStepOf, NEW_FAVOURITE, toFavouriteInput, toTerritory } from './favourite-values';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [favourite, accounts] = await Promise.all([
    params.id ? api.call(favouriteEndpoints.get, { params: { id: params.id }, signal }) : Promise.resolve(null),
    api.call(accountEndpoints.options, { signal }),
  ]);
  return { favourite, accounts };
};

/** A 409 names the name field (taken, or one favourite too many); one without issues still is the name's. */
const NAME_TAKEN = [{ path: ['name'], message: 'favourite.form.errors.name-taken' }];

/** `POST /back/favourites` (201) or `/back/favourites/{id}`; field issues (422, a taken name's 409) go to the form. */
export const action = async ({
  params,
  request,
}: ActionFunctionArgs): Promise<FormActionResult<{ favourite: FavouriteListItem }>> => {
  const body = await readPayload(request, favouriteInputSchema);
  const { signal } = request;
  try {
    const favourite = params.id
      ? await api.call(favouriteEndpoints.update, { params: { id: params.id }, body, signal })
      : await api.call(favouriteEndpoints.create, { body, signal });
    return { ok: true, favourite };
  } catch (error) {
    const refusal = refusedSave(error, 'Favourite save');
    if (isApiError(error) && error.status === 409 && refusal.issues.length === 0)
      return { ...refusal, issues: NAME_TAKEN };
    return refusal;
  }
};

const stepOfPath = (pathname: string): FavouriteStep =>
  FAVOURITE_STEPS.find((step) => step !== 'postal-zones' && pathname.endsWith(`/${step}`)) ?? 'postal-zones';

type FavouriteEditorProps = Awaited<ReturnType<typeof loader>>;

/**
 * The editor of favourites/new and favourites/:id: one form over the three steps (postal zones, accounts, advanced
 * criteria and the name), so moving between them keeps every input; the live count and the save bar on each.
 */
const FavouriteEditor = ({ favourite, accounts }: FavouriteEditorProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [nextPath, setNextPath] = useState<string | null>(null);
  const form = useForm<FavouriteInput, unknown, SavedFavouriteInput>({
    resolver: zodResolver(favouriteInputSchema) as Resolver<FavouriteInput, unknown, SavedFavouriteInput>,
    defaultValues: favourite ? toFavouriteInput(favourite) : NEW_FAVOURITE,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as FavouriteInput;
  const step = stepOfPath(pathname);
  const stepIndex = FAVOURITE_STEPS.indexOf(step);
  const nextStep = FAVOURITE_STEPS[stepIndex + 1];
  const stepPath = (target: FavouriteStep) =>
    favourite ? paths.favourite(favourite.id, target) : paths.favouriteNew(target);

  const save = useFormAction<{ favourite: FavouriteListItem }>(() => {
    notifications.show({ color: 'green', message: t(favourite ? 'flash.update' : 'favourites.editor.created') });
    setNextPath(paths.favourites());
  });
  // Once the leaving state has rendered, the leave guard lets the list open.
  useEffect(() => {
    if (nextPath) void navigate(nextPath);
  }, [nextPath, navigate]);

  const showStepOf = (fields: string[]) => {
    const target = firstStepOf(fields);
    if (target && target !== step) void navigate(stepPath(target));
  };
  // The refused save's issues go under their fields once, and the first one's step opens; the user's own moves
  // between steps afterwards do not bring it back.
  const placedIssues = useRef(save.issues);
  useEffect(() => {
    if (!save.issues || placedIssues.current === save.issues) return;
    placedIssues.current = save.issues;
    applyFieldIssues(form.setError, save.issues);
    showStepOf(save.issues.map((issue) => String(issue.path[0] ?? '')));
  });

  const onInvalid = (errors: FieldErrors<FavouriteInput>) => showStepOf(Object.keys(errors));
  const title = favourite ? favourite.name : t('favourites.editor.title-new');
  const context: FavouriteEditorContext = { form, accounts };

  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt="lg">
      <LeaveGuard
        when={form.formState.isDirty && !save.isSaving && nextPath === null}
        allows={(next) => next.startsWith(stepPath('postal-zones'))}
      />
      <Anchor component={Link} to={paths.favourites()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.favourites')}
      </Anchor>
      <Title order={1}>{title}</Title>
      <Stepper
        active={stepIndex}
        onStepClick={(index) => void navigate(stepPath(FAVOURITE_STEPS[index] ?? 'postal-zones'))}
        size="sm"
        classNames={classes}
        aria-label={t('favourites.editor.progress')}
      >
        {FAVOURITE_STEPS.map((candidate, index) => (
          <Stepper.Step
            key={candidate}
            label={t(`favourites.editor.steps.${candidate}`)}
            description={t(`favourites.editor.steps.${candidate}-help`)}
            aria-current={index === stepIndex ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <Paper withBorder radius="md" px="md" py="sm">
        <CoverageCount territory={toTerritory(values)} />
      </Paper>
      <form onSubmit={form.handleSubmit(save.submit, onInvalid)} noValidate aria-label={title}>
        <Stack gap="lg" pb="md">
          <Outlet context={context} />
          {nextStep && (
            <Group justify="flex-end">
              <Button
                variant="light"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                onClick={() => void navigate(stepPath(nextStep))}
              >
                {t('favourites.editor.next', { step: t(`favourites.editor.steps.${nextStep}`) })}
              </Button>
            </Group>
          )}
        </Stack>
        <SaveBar
          label={t(favourite ? 'common.save' : 'favourites.editor.create')}
          isSaving={save.isSaving}
          icon={<IconCheck size={18} aria-hidden="true" />}
          before={
            <Button variant="default" component={Link} to={paths.favourites()}>
              {t('common.cancel')}
            </Button>
          }
        />
      </form>
    </Stack>
  );
};

/** favourites/new and favourites/:id; another favourite's page starts a form of its own. */
export const Component = () => {
  const data = useLoaderData<typeof loader>();
  return <FavouriteEditor key={data.favourite?.id ?? 'new'} {...data} />;
};
