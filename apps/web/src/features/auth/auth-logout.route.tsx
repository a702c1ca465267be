import { redirect } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';

/** /logout: end the session on the server, forget the tokens, back to sign-in. */
export const loader = async () => {
  await api.logout();
  throw redirect(paths.login());
};
