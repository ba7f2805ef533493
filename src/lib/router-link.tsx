import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Kit components render in-app links through this (their RenderLink): a router link, no page reload. */
export const renderRouterLink = (href: string, label: ReactNode, className: string) => (
  <Link className={className} to={href}>
    {label}
  </Link>
);
