import { ComingSoonPage } from './coming-soon-page';
import { useRouteTitleKey } from './page-title';

/** The one lazy module behind every placeholder route; the title comes from the route's handle. */
export const Component = () => <ComingSoonPage titleKey={useRouteTitleKey() ?? 'app.title'} />;
