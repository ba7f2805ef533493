import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { spanishI18n } from '../../test/i18n';
import { routes } from '../routes';
import { RouteDocumentTitle, type RouteHandle } from './page-title';
import { RouteAnnouncer } from './RouteAnnouncer';

const table = routes[0]?.children ?? [];
const routeName = (route: RouteObject) => (route.index ? '(index)' : route.path!);

/** Routes whose view renders its own <title> from its data: campaign pages, the games (season, opponent), CMS pages, the not-found and maintenance pages. */
const OWN_TITLE_ROUTES = [
  '(index)',
  'abonos/:pass',
  'promo-embou',
  'partidos',
  'partidos/:id',
  'hazte-abonado/datos-personales-base', // the sign-up's step, or an account made on the way to tickets
  'noroute',
  'mantenimiento',
  'sso/*',
  'abonado/*',
  'simpatizante/*',
  'accionista/*',
  'empresa/*',
  'accionistas/*',
  'hazte-abonado/*',
  '*',
];

const lookup = (translations: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations);

describe('document titles', () => {
  it.each(table.map((route) => [routeName(route), route]))('%s states its title, in every language', (_name, route) => {
    const title = (route.handle as RouteHandle | undefined)?.title;
    expect(title, 'the route has no title: add handle: title(…) in routes.tsx').toBeDefined();
    if (title === 'view') {
      expect(OWN_TITLE_ROUTES).toContain(routeName(route));
      return;
    }
    const keys = [`PAGE_TITLES.${title!.page}`, ...(title!.section ? [`PAGE_TITLES.SECTIONS.${title!.section}`] : [])];
    for (const translations of [es, en, fr]) for (const key of keys) expect(typeof lookup(translations, key), key).toBe('string');
  });
});

/** A page whose title comes with its data, after the navigation (a CMS page). */
function LateTitlePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void Promise.resolve().then(() => setLoaded(true)), []);
  return loaded ? <title>Aviso legal</title> : <p>Cargando…</p>;
}

function renderApp() {
  const page = (name: string) => () => <h1>{name}</h1>;
  const router = createMemoryRouter([
    {
      Component: () => (
        <>
          <RouteDocumentTitle />
          <RouteAnnouncer />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', Component: page('Inicio'), handle: { title: { page: 'MEMBER_HOME' } } },
        { path: '/paso', Component: page('Paso'), handle: { title: { page: 'SIGNUP_PASS', section: 'SIGNUP' } } },
        { path: '/cms', Component: LateTitlePage, handle: { title: 'view' } },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('route change announcer', () => {
  it('is silent on the first page, then reads the title of each page a navigation opens', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Inicio' });
    await waitFor(() => expect(document.title).toBe('Área de abonado · Club Baloncesto Ribera'));
    const announcer = document.getElementById('route-announcer')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('');

    await act(() => router.navigate('/paso'));
    const stepTitle = 'Paso 2 de 3: tu abono · Hazte abonado · Club Baloncesto Ribera';
    await waitFor(() => expect(document.title).toBe(stepTitle));
    await waitFor(() => expect(announcer.textContent).toBe(stepTitle));

    await act(() => router.navigate('/cms'));
    await waitFor(() => expect(announcer.textContent).toBe('Aviso legal'));
  });
});
