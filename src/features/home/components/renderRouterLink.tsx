import { Link } from 'react-router-dom';
import type { RenderLink } from '../../../ui';

/** Kit components render in-app links through this: a router link, no page reload. */
export const renderRouterLink: RenderLink = (href, label, className) => (
  <Link className={className} to={href}>
    {label}
  </Link>
);
