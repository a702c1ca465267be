import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths, safeReferrer } from '../../paths';

/** /login/token/{token}: a session handed over by link; store the access token and go on. */
export const loader = ({ params, request }: LoaderFunctionArgs) => {
  if (params.token) api.setAccessToken(params.token);
  const referrer = safeReferrer(new URL(request.url).searchParams.get('referrer'));
  throw redirect(referrer ?? paths.home());
};
