import { redirect } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';

/** /logout: forget the tokens, back to sign-in. */
export const loader = () => {
  api.logout();
  throw redirect(paths.login());
};
