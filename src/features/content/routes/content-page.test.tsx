import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Page, PageRef } from '../../../api/pages';
import { spanishI18n } from '../../../test/i18n';
import { Component } from './content-page';

const legal: Page = { tag: 'aviso-legal', lang: 'es', path: '/aviso-legal', title: 'Aviso legal', content: '<p>Texto</p>', updatedAt: '2026-01-01' };

async function showAndSwitch(pages: PageRef[], to: string) {
  const i18n = spanishI18n();
  i18n.addResourceBundle('en', 'translation', { NOT_FOUND: { TITLE: 'Not found' } });
  const router = createMemoryRouter(
    [
      { path: '/aviso-legal', loader: () => ({ status: 'loaded', page: legal, pages }), Component },
      { path: '*', Component: () => <p>destino</p> },
    ],
    { initialEntries: ['/aviso-legal'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'Aviso legal' });
  await act(() => i18n.changeLanguage(to));
  return router;
}

describe('content page on a language change (spec §2)', () => {
  it('goes to the same page in the new language', async () => {
    const router = await showAndSwitch([{ tag: 'aviso-legal', lang: 'es', path: '/aviso-legal' }, { tag: 'aviso-legal', lang: 'en', path: '/legal-notice' }], 'en');
    expect(router.state.location.pathname).toBe('/legal-notice');
  });

  it('goes to /noroute when the page has no version in that language', async () => {
    const router = await showAndSwitch([{ tag: 'aviso-legal', lang: 'es', path: '/aviso-legal' }], 'en');
    expect(router.state.location.pathname).toBe('/noroute');
  });
});
