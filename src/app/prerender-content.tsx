/**
 * The content page template (see api/content-page-template): the content route rendered at build
 * time, as the campaign pages are, with a placeholder page instead of what its loader would fetch.
 */
import type { DataStrategyFunction } from 'react-router-dom';
import { CONTENT_PAGE_PLACEHOLDER, CONTENT_PAGE_TEMPLATE_PATH } from '../api/content-page-template';
import { dataFrom } from './render-route';

export const CONTENT_PAGE_TEMPLATE = {
  path: CONTENT_PAGE_TEMPLATE_PATH,
  routeModule: 'src/features/content/routes/content-page.tsx',
};

/** The content route's loader answers the placeholder (the server later writes the CMS page in). */
const placeholderData = dataFrom((match) => (match.route.path === '*' ? () => ({ status: 'loaded', page: CONTENT_PAGE_PLACEHOLDER, pages: [] }) : undefined));

/** How the routes' data are loaded for a prerendered path: by their loaders, except for the template. */
export const prerenderDataStrategy = (path: string): DataStrategyFunction | undefined =>
  path === CONTENT_PAGE_TEMPLATE_PATH ? placeholderData : undefined;
