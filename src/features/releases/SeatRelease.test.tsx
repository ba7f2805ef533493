import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Credits, ReleasesOverview } from '../../api/releases';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { CreditsPanel } from './CreditsPanel';
import { Component } from './routes/seat-release';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));

const game = { id: 33, season: '25/26', startsAt: '2026-12-20T17:00:00.000Z', day: '2026-12-20', competition: 'MENS_LEAGUE' as const, opponent: 'Real Madrid' };
const deadline = '2026-12-20T14:00:00.000Z';
const partner = { partnerId: 21, partnerNumber: 2001, name: 'Vicente', lastname: 'Ferrando', seat: { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 } };
const overview = (status: 'RELEASED' | null): ReleasesOverview => ({
  sharePercent: 50,
  deadlineMinutes: 180,
  partners: [partner],
  games: [{ game, deadline, open: true, seats: [{ partnerId: 21, credit: 12.5, release: status ? { id: 41, gameId: 33, partnerId: 21, status, credit: 12.5, deadline } : null }] }],
});

function open(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/abonado/liberar-asiento', element }], { initialEntries: ['/abonado/liberar-asiento'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe('releasing a seat for one game', () => {
  let released: boolean;
  beforeEach(() => {
    server.calls = [];
    released = false;
    server.answer = (method) => {
      if (method === 'POST') released = true;
      return method === 'GET' ? overview(released ? 'RELEASED' : null) : undefined;
    };
  });

  it('releases in two clicks from the page (Liberar, Confirmar) after reading the exact credit; focus goes to "Recuperar"', async () => {
    open(<Component />);
    await userEvent.click(await screen.findByRole('button', { name: /^Liberar el asiento de Vicente Ferrando/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar el asiento contra Real Madrid' });
    expect(dialog.textContent).toMatch(/Si se vende, te abonaremos 12,50\s€ para tu renovación \(50\s%\sdel precio de la entrada\)\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(server.calls).toContainEqual({ method: 'POST', path: 'releases', body: { gameId: 33, partnerId: 21 } });
    const takeBack = await screen.findByRole('button', { name: /^Recuperar el asiento de Vicente Ferrando/ });
    await waitFor(() => expect(document.activeElement).toBe(takeBack));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Asiento liberado para el partido contra Real Madrid/)).toBeTruthy();
  });

  it('says a buyer holds the seat right now when the take-back meets a hold (409), and reads the list again', async () => {
    released = true;
    const { ApiError } = await import('../../lib/http');
    server.answer = (method, path) => {
      if (method === 'DELETE') throw new ApiError('http', path, 409, 'release-held');
      return overview('RELEASED');
    };
    open(<Component />);
    await userEvent.click(await screen.findByRole('button', { name: /^Recuperar el asiento/ }));
    expect(await screen.findByText(/Alguien está comprando tu asiento ahora mismo/)).toBeTruthy();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET releases', 'DELETE releases/41', 'GET releases']);
  });

  it('keeps the dialog open without a network, and Confirmar tries again', async () => {
    const { ApiError } = await import('../../lib/http');
    let down = true;
    server.answer = (method, path) => {
      if (method === 'POST' && down) throw new ApiError('network', path);
      if (method === 'POST') released = true;
      return method === 'GET' ? overview(released ? 'RELEASED' : null) : undefined;
    };
    open(<Component />);
    await userEvent.click(await screen.findByRole('button', { name: /^Liberar el asiento/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/No hemos podido conectar con el club/);
    down = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: /^Recuperar el asiento/ })).toBeTruthy();
  });
});

describe('the credit ledger on the profile', () => {
  const credits: Credits = {
    balance: 12.5,
    lines: [{ id: 1, partnerId: 21, amount: 12.5, reason: 'RELEASE_SOLD', at: '2026-11-08T16:10:00.000Z', game, seat: { area: 'Zona N2B', row: 12, number: 5 } }],
  };

  it('says an answer it cannot use (garbage, no network) failed, and shows the lines after "Reintentar"', async () => {
    const { ApiError } = await import('../../lib/http');
    let broken = true;
    server.answer = (_, path) => {
      if (broken) throw new ApiError('invalid-response', path);
      return credits;
    };
    open(<CreditsPanel />);
    expect(await screen.findByText('No hemos podido cargar tus créditos. Comprueba tu conexión.')).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/^Saldo para tu renovación: 12,50\s€$/)).toBeTruthy();
    expect(screen.getByText(/^\+12,50\s€$/)).toBeTruthy();
  });
});
