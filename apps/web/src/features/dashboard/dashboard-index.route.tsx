import { availableDashboardTabs } from '@console/domain/access/permissions';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { profileContext } from '../../session/profile-context';

/** /dashboard opens on the first tab the reader may see (the route's guard made sure there is one). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  redirect(`/dashboard/${availableDashboardTabs(context.get(profileContext))[0] ?? 'activity'}`);
