import { antiSlugProductEndpoints } from '@console/domain/crop/anti-slug-product.endpoints';
import {
  newAntiSlugProductInputSchema,
  type AntiSlugCatalogueEntry,
} from '@console/domain/crop/anti-slug-product.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { AntiSlugProductForm, type AntiSlugProductValues } from './anti-slug-product-form';

const NEW_PRODUCT: AntiSlugProductValues = {
  slug: '',
  name: '',
  activeIngredient: 'ferric_phosphate',
  manufacturer: '',
  formulation: 'RB',
  authorisedDose: 7,
  efficacyDays: 14,
  countries: [],
  isActive: true,
};

/** The form's values: the entry without its unit, which the server sets. */
const toValues = ({ dosageUnit: _unit, authorisedDose, ...fields }: AntiSlugCatalogueEntry): AntiSlugProductValues => ({
  ...fields,
  authorisedDose: authorisedDose ?? undefined,
});

/** The catalogue is small: the product is read from it rather than from an endpoint of its own. */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  if (!params.slug) return { product: null };
  const products = await api.call(antiSlugProductEndpoints.list, { signal: request.signal });
  const product = products.find((candidate) => candidate.slug === params.slug);
  if (!product) throw new Response('anti-slug product not found', { status: 404 });
  return { product };
};

/** `POST /back/settings/anti-slug-products` or `…/{slug}`; field issues (422, 409 for a slug taken) go back. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { slug, ...fields } = await readPayload(request, newAntiSlugProductInputSchema);
  const { signal } = request;
  try {
    await (params.slug
      ? api.call(antiSlugProductEndpoints.update, { params: { slug: params.slug }, body: fields, signal })
      : api.call(antiSlugProductEndpoints.create, { body: { slug, ...fields }, signal }));
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Anti-slug product save');
  }
};

/** /settings/anti-slug-products/new and /:slug: a product's fields, its countries, its retirement. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product } = useLoaderData<typeof loader>();
  const [isSaved, setSaved] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setSaved(true);
    notifications.show({ color: 'green', message: t('flash.update') });
  });

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (isSaved) void navigate(paths.settingsAntiSlugProducts());
  }, [isSaved, navigate]);

  const values = product ? toValues(product) : NEW_PRODUCT;
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.settingsAntiSlugProducts()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {t('pages.settings-anti-slug-products')}
      </Anchor>
      <Title order={1}>{product?.name ?? t('pages.settings-anti-slug-product-new')}</Title>
      <AntiSlugProductForm
        values={values}
        isNew={product === null}
        isLeaving={isSaving || isSaved}
        onSave={submit}
        issues={issues}
        footer={<SaveBar label={t('common.save')} isSaving={isSaving} />}
      />
    </Stack>
  );
};
