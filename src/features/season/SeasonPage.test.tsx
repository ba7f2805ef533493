import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeasonGame, SeasonOverview } from '../../api/season';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { Component } from './routes/season';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));
const confirmed = vi.hoisted(() => ({ options: [] as { text?: string }[] }));
vi.mock('../../ui', async (original) => ({
  ...(await original<typeof import('../../ui')>()),
  confirm: async (options: { text?: string }) => {
    confirmed.options.push(options);
    return true;
  },
}));

const game = (id: number, startsAt: string, opponent: string) => ({ id, season: '26/27', startsAt, day: startsAt.slice(0, 10), competition: 'MENS_LEAGUE' as const, opponent });
const BARCA = game(9, '2026-12-06T17:00:00.000Z', 'Barça');
const MADRID = game(10, '2026-12-20T17:00:00.000Z', 'Real Madrid');
const guest = { id: 13, gameId: 9, guestName: 'Ana Soler', guestMail: null, status: 'GIVEN' as const, opened: false, entered: false };
const entry = (played: typeof BARCA, status: SeasonGame['status'], more: Partial<SeasonGame> = {}): SeasonGame => ({
  game: played,
  status,
  deadline: '2026-12-06T14:00:00.000Z',
  open: true,
  entry: null,
  release: null,
  guest: null,
  ...more,
});
const marta = { ...guest, id: 14, gameId: 10, guestName: 'Marta Gil' };
const overview = (barcaGiven: boolean, madridGiven = false): SeasonOverview => ({
  season: '26/27',
  partnerId: 21,
  seat: { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 },
  attendance: { attended: 0, played: 0, total: 2, reachable: true, discountPercent: 5 },
  guests: { max: 5, used: barcaGiven ? 1 : 0 },
  games: [barcaGiven ? entry(BARCA, 'GIVEN', { guest }) : entry(BARCA, 'COMING'), madridGiven ? entry(MADRID, 'GIVEN', { guest: marta }) : entry(MADRID, 'COMING')],
});
const TOKEN = 'q9Xw3kz2Lm8Pn4Rt6Vy1Ab5Cd7Ef0Gh2Ij4Kl6Mn8O';
const FEED_TOKEN = 'Zr4Tb8Nq2Wx6Hs0Kd3Lf7Pj1Mv5Cy9Ga2Eu6Oi8Re4A';

function open() {
  const router = createMemoryRouter([{ path: '/abonado/temporada', element: <Component /> }], { initialEntries: ['/abonado/temporada'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

const paths = () => server.calls.map((call) => `${call.method} ${call.path}`);

describe('the season page', () => {
  let given: boolean;
  beforeEach(() => {
    server.calls = [];
    confirmed.options = [];
    given = true;
    server.answer = (method, path) => {
      if (path === 'calendar-feed') return { token: FEED_TOKEN };
      if (method === 'DELETE') given = false;
      return method === 'GET' ? overview(given) : undefined;
    };
  });

  it('gives the seat without a mail and shows the absolute link once; the list is read again, and focus goes to "Recuperar asiento"', async () => {
    let madridGiven = false;
    server.answer = (method, path) => {
      if (path === 'calendar-feed') return { token: FEED_TOKEN };
      if (method === 'POST') madridGiven = true;
      return method === 'POST' ? { pass: marta, token: TOKEN } : overview(false, madridGiven);
    };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien al partido contra Real Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a alguien contra Real Madrid' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre de tu invitado' }), 'Marta Gil');
    await userEvent.type(within(dialog).getByLabelText('Tu contraseña'), 'Contraseña1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invitar' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Enlace del pase' });
    expect(link).toHaveProperty('value', `${window.location.origin}/invitado/${TOKEN}`);
    expect(server.calls).toContainEqual({ method: 'POST', path: 'guest-passes', body: { gameId: 10, guestName: 'Marta Gil', password: 'Contraseña1' } });
    await waitFor(() => expect(paths().filter((call) => call === 'GET season')).toHaveLength(2));
    expect(within(dialog).getByText(/Solo te mostramos el enlace ahora/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    const takeBack = await screen.findByRole('button', { name: 'Recuperar asiento para el partido contra Real Madrid' });
    await waitFor(() => expect(document.activeElement).toBe(takeBack));
  });

  it('says a wrong password on its field and keeps what was typed; Escape hands focus back to "Invitar a alguien"', async () => {
    given = false;
    const { ApiError } = await import('../../lib/http');
    server.answer = (method, path) => {
      if (path === 'calendar-feed') return { token: FEED_TOKEN };
      if (method === 'POST') throw new ApiError('http', path, 403, 'wrong-password');
      return overview(false);
    };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien al partido contra Real Madrid' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre de tu invitado' }), 'Marta Gil');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Correo de tu invitado/ }), 'marta@example.com');
    await userEvent.type(within(dialog).getByLabelText('Tu contraseña'), 'mala');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invitar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La contraseña no es correcta.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Tu contraseña')));
    expect(within(dialog).getByRole('textbox', { name: 'Nombre de tu invitado' })).toHaveProperty('value', 'Marta Gil');
    expect(within(dialog).getByRole('textbox', { name: /Correo de tu invitado/ })).toHaveProperty('value', 'marta@example.com');
    // Closed without giving: focus goes back to the button that opened it.
    await userEvent.keyboard('{Escape}');
    const invite = screen.getByRole('button', { name: 'Invitar a alguien al partido contra Real Madrid' });
    await waitFor(() => expect(document.activeElement).toBe(invite));
  });

  it("takes a guest's seat back after a confirm, and the list shows the game open again", async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Recuperar asiento para el partido contra Barça' }));
    expect(confirmed.options[0]?.text).toMatch(/El enlace de Ana Soler dejará de servir/);
    expect(await screen.findByText('Has recuperado tu asiento para el partido contra Barça.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Invitar a alguien al partido contra Barça' })).toBeTruthy();
    expect(paths()).toContain('DELETE guest-passes/13');
  });

  it('says the member has no seat this season (404 season-no-seat), with a way back', async () => {
    const { ApiError } = await import('../../lib/http');
    server.answer = (_, path) => {
      throw new ApiError('http', path, 404, 'season-no-seat');
    };
    open();
    expect(await screen.findByRole('heading', { name: 'No tienes asiento esta temporada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mi área' }).getAttribute('href')).toBe('/abonado');
  });

  it('renews the private calendar link after a confirm that says the old one stops working', async () => {
    const NEW_TOKEN = 'Bb4Tb8Nq2Wx6Hs0Kd3Lf7Pj1Mv5Cy9Ga2Eu6Oi8Re4A';
    server.answer = (method, path) => {
      if (path === 'calendar-feed') return { token: method === 'POST' ? NEW_TOKEN : FEED_TOKEN };
      return overview(true);
    };
    open();
    expect(await screen.findByText(`${window.location.origin}/api/calendar/${FEED_TOKEN}/member.ics`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Renovar enlace' }));
    expect(confirmed.options[0]?.text).toMatch(/El enlace actual dejará de funcionar/);
    expect(await screen.findByText(`${window.location.origin}/api/calendar/${NEW_TOKEN}/member.ics`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suscribirme a mi calendario' }).getAttribute('href')).toMatch(/^webcal:\/\/.*\/member\.ics$/);
  });
});
