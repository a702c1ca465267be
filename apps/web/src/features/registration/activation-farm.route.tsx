import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import { farmerActivationSchema } from '@console/domain/auth/self-service.schema';
import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData } from 'react-router';
import { api } from '../../api/api';
import { EMPTY_POSTAL_ADDRESS } from '../../ui/postal-address-fields';
import { paths } from '../../paths';
import { loader } from './activation.route';
import { FarmDetailsFields } from './farm-details-fields';
import { LinkInvalid } from '../../ui/link-invalid';
import { PublicFormPage } from './public-form-page';
import { SetPasswordForm } from './set-password-form';

// The same link description as the plain activation page.
export { loader };

/**
 * /register/{activationToken}/farmers: the admin of a farm their provider created checks the farm's details while
 * choosing a password. Anyone else's link goes to the plain activation page.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { link, activation } = useLoaderData<typeof loader>();
  if (activation && !activation.farm) return <Navigate to={paths.activation(link.params.activationToken)} replace />;
  return (
    <PublicFormPage
      title={t('register.farmer.title')}
      subtitle={activation ? t('register.farmer.subtitle', { firstName: activation.firstName }) : undefined}
    >
      {activation?.farm ? (
        <SetPasswordForm
          schema={farmerActivationSchema(activation)}
          defaultValues={{
            password: '',
            account: {
              name: activation.farm.name,
              siret: activation.farm.siret ?? undefined,
              postalAddress: activation.farm.postalAddress ?? EMPTY_POSTAL_ADDRESS,
            },
          }}
          save={(body) => api.call(registrationEndpoints.activateFarmer, { ...link, body })}
          email={activation.email}
          label={t('register.farmer.title')}
          submitLabel={t('register.activation.submit')}
        >
          <FarmDetailsFields />
        </SetPasswordForm>
      ) : (
        <LinkInvalid />
      )}
    </PublicFormPage>
  );
};
