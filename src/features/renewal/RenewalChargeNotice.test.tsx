import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenewalOverview, RenewalRecord } from '../../api/renewal';
import { specCalendar } from '../../api/renewal-calendar';
import { ApiError } from '../../lib/http';
import { spanishI18n } from '../../test/i18n';
import { server } from '../../test/recorded-http';
import { RenewalChargeNotice } from './RenewalChargeNotice';

vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  request: (await import('../../test/recorded-http')).recordedRequest,
}));

const seat = { id: 701, sector: 'Norte', area: 'Zona N2B', areaId: 12, row: 12, number: 5 };
const renewal = (second: 'PENDING' | 'FAILED'): RenewalRecord => ({
  id: 31,
  season: '26/27',
  status: 'RENEWED',
  option: 'INSTALMENTS',
  totalCents: 41200,
  ibanEnd: '1332',
  wantsToMove: false,
  people: [{ partnerId: 21, name: 'Marta', seat, lines: [], priceCents: 41200 }],
  charges: [
    { on: '2026-06-25', partnerId: 21, amountCents: 16480, status: 'CHARGED', kind: 'DEBIT' },
    { on: '2026-07-18', partnerId: 21, amountCents: 16480, status: second, kind: 'DEBIT' },
  ],
});
const overview = (renewals: RenewalRecord[]): RenewalOverview => ({ calendar: specCalendar('26/27'), state: 'CLOSED', clubCard: false, ibanEnd: '1332', people: [], options: [], renewals });

function open() {
  return render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RenewalChargeNotice />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe("the profile's notice of a returned renewal charge", () => {
  beforeEach(() => {
    server.calls = [];
  });

  it('says the returned charge, whose and how much, with the office', async () => {
    server.answer = () => overview([renewal('FAILED')]);
    open();
    expect(await screen.findByText('No hemos podido cobrar un cargo de tu renovación 26/27')).toBeTruthy();
    expect(screen.getByText(/^Marta, 18 de julio de 2026: 164,80\s€$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+34 948 000 000' }).getAttribute('href')).toBe('tel:+34948000000');
  });

  it('shows nothing while every charge is pending or charged', async () => {
    server.answer = () => overview([renewal('PENDING')]);
    const { container } = open();
    await waitFor(() => expect(server.calls).toEqual([{ method: 'GET', path: 'renewal', body: undefined }]));
    expect(container.textContent).toBe('');
  });

  it('says a failed read, with a retry that shows the returned charge once the read works', async () => {
    let fails = true;
    server.answer = (_method, path) => {
      if (fails) throw new ApiError('http', path, 500);
      return overview([renewal('FAILED')]);
    };
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('No hemos podido comprobar si hay cargos devueltos de tu renovación.');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hemos podido cobrar un cargo de tu renovación 26/27')).toBeTruthy();
  });

  it('shows nothing when there is nothing to renew', async () => {
    server.answer = (_method, path) => {
      throw new ApiError('http', path, 404);
    };
    const { container } = open();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
