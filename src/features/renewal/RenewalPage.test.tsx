import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWAL_CODES, type RenewalOverview, type RenewalPerson, type RenewalRecord } from '../../api/renewal';
import { specCalendar } from '../../api/renewal-calendar';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { Component } from './routes/renewal';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));

const PROVIDER = 'https://pasarela.example';
const IBAN = 'ES9121000418450200051332';
const seat = { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 };
const marta: RenewalPerson = {
  partnerId: 21,
  partnerNumber: 1021,
  name: 'Marta',
  lastname: 'Gil',
  seat,
  age: 34,
  rol: 'ADULT',
  attended: 17,
  games: 17,
  creditCents: 0,
  lines: [
    { kind: 'PASS', cents: 41200 },
    { kind: 'ATTENDANCE', cents: -2060 },
  ],
  priceCents: 39140,
  renewed: false,
};
const options: RenewalOverview['options'] = [
  { option: 'CARD', open: true, closedReason: null, lastDay: '2026-06-24', schedule: [{ on: '2026-06-10', amountCents: 39140 }] },
  { option: 'INSTALMENTS', open: true, closedReason: null, lastDay: '2026-06-22', schedule: [] },
  { option: 'PARTS', open: false, closedReason: 'no-club-card', lastDay: '2026-06-24', schedule: [] },
];
const renewed = (charges: RenewalRecord['charges']): RenewalRecord => ({
  id: 31,
  season: '26/27',
  status: 'RENEWED',
  option: 'INSTALMENTS',
  totalCents: 39140,
  ibanEnd: '1332',
  wantsToMove: true,
  people: [{ partnerId: 21, name: 'Marta', seat, lines: marta.lines, priceCents: 39140 }],
  charges,
});
const debits = (second: 'PENDING' | 'FAILED'): RenewalRecord['charges'] => [
  { on: '2026-06-25', partnerId: 21, amountCents: 15656, status: 'CHARGED', kind: 'DEBIT' },
  { on: '2026-07-18', partnerId: 21, amountCents: 15656, status: second, kind: 'DEBIT' },
  { on: '2026-08-18', partnerId: 21, amountCents: 7828, status: 'PENDING', kind: 'DEBIT' },
];
const open_ = (more: Partial<RenewalOverview> = {}): RenewalOverview => ({
  calendar: specCalendar('26/27'),
  state: 'OPEN',
  clubCard: false,
  ibanEnd: null,
  people: [marta],
  options,
  renewals: [],
  ...more,
});
const config = { payments: { methods: ['CARD'], providerOrigin: PROVIDER } };

function open() {
  const router = createMemoryRouter([{ path: '/abonado/renovacion', element: <Component /> }], { initialEntries: ['/abonado/renovacion'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

const renewButton = () => screen.findByRole('button', { name: 'Renovar con mi asiento' });

describe('the renewal page', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    server.calls = [];
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  it('renews with instalments and an IBAN, then shows the record with every charge and focuses it', async () => {
    let done = false;
    server.answer = (method, path) => {
      if (path === 'config/partners') return config;
      if (method === 'POST') {
        done = true;
        return { renewal: renewed(debits('PENDING')), transaction: null };
      }
      return done ? open_({ people: [{ ...marta, renewed: true }], renewals: [renewed(debits('PENDING'))] }) : open_();
    };
    open();
    expect(await screen.findByText('Has venido a 17 de 17: 5 % menos')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Tres plazos/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' }), 'es91 2100 0418 4502 0005 1332');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Quiero cambiar de asiento para la 26/27' }));
    await userEvent.click(await renewButton());
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'POST', path: 'renewal', body: { partnerIds: [21], option: 'INSTALMENTS', wantsToMove: true, iban: IBAN } }),
    );
    const status = await screen.findByText('Renovado: tu asiento es tuyo la próxima temporada.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText('25 de junio de 2026 · Marta · cobrado')).toBeTruthy();
    expect(screen.getByText('18 de julio de 2026 · Marta · pendiente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambiar de asiento en mi turno' }).getAttribute('href')).toBe('/abonado/reubicacion');
    expect(screen.queryByRole('button', { name: 'Renovar con mi asiento' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the IBAN on its field before sending a debited renewal', async () => {
    server.answer = (_, path) => (path === 'config/partners' ? config : open_());
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /^Tres plazos/ }));
    await userEvent.click(await renewButton());
    const field = screen.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  const card = (transaction: string) => (method: string, path: string) => {
    if (path === 'config/partners') return config;
    if (method === 'POST') return { renewal: { ...renewed([]), status: 'PENDING_PAYMENT', option: 'CARD', ibanEnd: null }, transaction };
    return open_();
  };

  it('pays by card at the provider: the button says so while the browser leaves', async () => {
    server.answer = card(`${PROVIDER}/pagar/abc`);
    open();
    await userEvent.click(await renewButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PROVIDER}/pagar/abc`));
    expect(server.calls).toContainEqual({ method: 'POST', path: 'renewal', body: { partnerIds: [21], option: 'CARD', wantsToMove: false } });
    expect(screen.getByRole('button', { name: 'Te llevamos al pago…' })).toHaveProperty('disabled', true);
  });

  it("never follows a payment address off the configured provider's origin", async () => {
    server.answer = card('https://elsewhere.example/pagar');
    open();
    await userEvent.click(await renewButton());
    expect(await screen.findByText('No hemos podido abrir la pasarela de pago. Inténtalo de nuevo.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says a refusal on the page, reads the renewal again and keeps what was chosen', async () => {
    const { ApiError } = await import('../../lib/http');
    server.answer = (method, path) => {
      if (path === 'config/partners') return config;
      if (method === 'POST') throw new ApiError('http', path, 409, RENEWAL_CODES.optionClosed);
      return open_();
    };
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /^Tres plazos/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' }), IBAN);
    await userEvent.click(await renewButton());
    const alert = await screen.findByText('Esa forma de pago ya no está disponible para ti. Elige otra.');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    await waitFor(() => expect(server.calls.filter((call) => call.method === 'GET' && call.path === 'renewal')).toHaveLength(2));
    expect(screen.getByRole('radio', { name: /^Tres plazos/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' })).toHaveProperty('value', IBAN);
  });

  it("says a failed charge in red with the office's contact", async () => {
    server.answer = (_, path) => (path === 'config/partners' ? config : open_({ people: [{ ...marta, renewed: true }], renewals: [renewed(debits('FAILED'))] }));
    open();
    const notice = await screen.findByText('No hemos podido cobrar un cargo de tu renovación 26/27');
    const box = notice.parentElement as HTMLElement;
    expect(within(box).getByText(/^Marta, 18 de julio de 2026: 156,56\s€$/)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'abonos@cbribera.example' }).getAttribute('href')).toBe('mailto:abonos@cbribera.example');
    expect(screen.getByText('18 de julio de 2026 · Marta · devuelto')).toBeTruthy();
  });

  it('says there is nothing to renew when the caller has no seat this season', async () => {
    server.answer = (_, path) => (path === 'config/partners' ? config : open_({ people: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'No tienes ningún abono que renovar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mi área' }).getAttribute('href')).toBe('/abonado');
  });
});
