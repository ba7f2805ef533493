import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWAL_CODES, type WaitingListEntry, type WaitingListOverview } from '../../api/renewal';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { Component } from './routes/waiting-list';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));
const confirmed = vi.hoisted(() => ({ options: [] as { title?: string }[] }));
vi.mock('../../ui', async (original) => ({
  ...(await original<typeof import('../../ui')>()),
  confirm: async (options: { title?: string }) => {
    confirmed.options.push(options);
    return true;
  },
}));

const seats = [
  { seatId: 905, sector: 'Sur', area: 'Zona S1A', row: 8, number: 11 },
  { seatId: 906, sector: 'Sur', area: 'Zona S1A', row: 8, number: 12 },
];
const entry = (status: WaitingListEntry['status'], more: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: 31,
  partySize: 2,
  status,
  position: null,
  joinedAt: '2026-06-23T07:12:00.000Z',
  offer: null,
  ...more,
});
const list = (listed: WaitingListEntry | null): WaitingListOverview => ({ season: '26/27', state: 'OPEN', opensOn: '2026-06-23', offerHours: 48, entry: listed });

function open() {
  const router = createMemoryRouter([{ path: '/abonado/lista-de-espera', element: <Component /> }], { initialEntries: ['/abonado/lista-de-espera'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      {/* The default cache: the writes show their answers through SWR's global mutate, as in the app. */}
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe('the waiting-list page', () => {
  beforeEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    server.calls = [];
    confirmed.options = [];
  });

  it('joins with the seats together chosen, then shows the place in line, and focus goes to it', async () => {
    server.answer = (method) => (method === 'POST' ? list(entry('WAITING', { partySize: 3, position: 14 })) : list(null));
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '¿Cuántos asientos juntos necesitas?' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Apuntarme' }));
    expect(await screen.findByText('Tu puesto: 14')).toBeTruthy();
    expect(screen.getByText('Pides 3 asientos juntos.')).toBeTruthy();
    expect(server.calls).toContainEqual({ method: 'POST', path: 'waiting-list', body: { partySize: 3 } });
    await waitFor(() => expect(document.activeElement?.id).toBe('waiting-list-status'));
  });

  it('accepts an offer after a confirm; the seats are the member\'s and the sign-up completes them', async () => {
    const offer = { expiresAt: '2099-07-22T08:00:00.000Z', seats };
    server.answer = (method, path) => (method === 'POST' && path === 'waiting-list/offer/accept' ? list(entry('ACCEPTED', { offer })) : list(entry('OFFERED', { offer })));
    open();
    expect(await screen.findByRole('heading', { name: 'Tenemos 2 asientos juntos para ti' })).toBeTruthy();
    expect(screen.getByText('Sur, Zona S1A, fila 8, asiento 11')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar los asientos' }));
    expect(confirmed.options[0]?.title).toBe('¿Aceptar estos 2 asientos?');
    expect(await screen.findByRole('heading', { name: 'Has aceptado tus asientos' })).toBeTruthy();
    expect(screen.getByText('Sur, Zona S1A, fila 8, asiento 12')).toBeTruthy();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST waiting-list/offer/accept');
  });

  it('leaves the list after a confirm and reads it again', async () => {
    let left = false;
    server.answer = (method) => {
      if (method === 'DELETE') left = true;
      return method === 'DELETE' ? undefined : list(left ? entry('LEFT') : entry('WAITING', { position: 2 }));
    };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir de la lista' }));
    expect(confirmed.options[0]?.title).toBe('¿Salir de la lista de espera?');
    expect(await screen.findByRole('heading', { name: 'Saliste de la lista' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a apuntarme' })).toBeTruthy();
  });

  it('says a refusal in Spanish, reads the list again, and focus goes to the message', async () => {
    const { ApiError } = await import('../../lib/http');
    server.answer = (method, path) => {
      if (method === 'POST') throw new ApiError('http', path, 409, RENEWAL_CODES.alreadyListed);
      return list(null);
    };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Apuntarme' }));
    expect(await screen.findByText('Ya estás en la lista, o ya tienes asiento para la temporada. Hemos actualizado la página.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('waiting-list-message'));
    expect(server.calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });
});
