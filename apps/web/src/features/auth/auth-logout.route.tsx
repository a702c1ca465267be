import { redirect } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { setTrackedAccountType } from '../../ui/matomo-tracker';

/** /logout: end the session on the server, forget the tokens, back to sign-in. */
export const loader = async () => {
  await api.logout();
  setTrackedAccountType(null);
  throw redirect(paths.login());
};
