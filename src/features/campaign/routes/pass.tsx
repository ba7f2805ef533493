import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { environment } from '../../../lib/config';
import { PassPageView } from '../components/passes/PassPageView';
import { isPassSlug } from '../data/campaign';

/** abonos/:pass — an unknown pass type is not a page: /noroute, replacing the address (spec §2). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPassSlug(params.pass)) throw replace(APP_PATHS.notFound);
  return { slug: params.pass };
}

export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  return <PassPageView slug={slug} season={environment.season} ticketingUrl={environment.ticketingUrl} />;
}
