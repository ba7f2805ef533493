import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../api/users';
import { users } from '../../../../stories/fixtures/users';
import { passDraft } from '../../../../stories/features/signup/fixtures';
import { spanishI18n } from '../../../test/i18n';
import { DRAFT_KEY, useSignupDraft } from '../draft';
import { PersonalDataPage } from './PersonalDataPage';

const server = vi.hoisted(() => ({ calls: [] as { path: string; method: string | undefined }[], user: null as User | null }));
vi.mock('../../../lib/http', async (original) => {
  const http = await original<typeof import('../../../lib/http')>();
  return {
    ...http,
    request: async (path: string, options: { method?: string }) => {
      server.calls.push({ path, method: options.method });
      if (path === 'signup/account') {
        server.user = { ...users.FAN, mail: 'irene@example.com', confirmed: { mail: false, phone: false, address: false } };
        document.cookie = 'a360_session=1; path=/'; // as the server's login answer sets it
        return server.user;
      }
      if (path === 'users/extended') return server.user;
      if (path === 'signup/account/mail-code') return { mail: 'irene@example.com', expiresIn: 600, resendIn: 0 };
      if (path === 'signup/account/confirm-mail') return (server.user = { ...server.user!, confirmed: { mail: true, phone: false, address: false } });
      return undefined;
    },
  };
});


function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/hazte-abonado/datos-personales-base', Component: PersonalDataPage },
      { path: '/hazte-abonado/seleccion-abono-base', Component: () => <p>Elección del abono</p> },
      { path: '/partidos/:id/entradas', Component: () => <p>Compra de entradas</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
  return router;
}

async function fillAndSend() {
  const type = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label, { exact: true }), text);
  await type('Nombre', 'Irene');
  await type('Apellidos', 'Compradora');
  await type('DNI o NIE', '70000971B');
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1990-05-20' } });
  await type('Correo electrónico', 'irene@example.com');
  await type('Contraseña nueva', 'Demo2526!');
  await type('Repite la contraseña nueva', 'Demo2526!');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta y continuar' }));
  await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '123456{Enter}');
}

describe("step 1 with a game's ticket purchase as its target", () => {
  beforeEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
    server.calls = [];
    server.user = null;
    localStorage.setItem(DRAFT_KEY, JSON.stringify(passDraft));
    useSignupDraft.getState().reload();
  });

  it('makes the account with the same calls, goes to the purchase once the code is confirmed, and leaves the stored draft as it was', async () => {
    const router = open('/hazte-abonado/datos-personales-base?redirect=%2Fpartidos%2F7%2Fentradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta para comprar entradas' })).toBeTruthy();
    expect(document.title).toBe('Crea tu cuenta para comprar entradas · Club Baloncesto Ribera');
    // Typed over what the stored draft offered.
    for (const label of ['Nombre', 'Apellidos', 'DNI o NIE', 'Correo electrónico']) await userEvent.clear(screen.getByLabelText(label, { exact: true }));
    await fillAndSend();
    expect(await screen.findByText('Compra de entradas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partidos/7/entradas');
    expect(server.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['signup/account', 'signup/account/mail-code', 'signup/account/confirm-mail']));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual(passDraft);
  });

  it('an unsafe target is not followed: the season pass sign-up as usual, its draft written', async () => {
    localStorage.clear();
    useSignupDraft.getState().clear();
    const router = open('/hazte-abonado/datos-personales-base?redirect=https%3A%2F%2Fevil.example%2Fpartidos%2F7%2Fentradas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hazte abonado: tus datos' })).toBeTruthy();
    expect(document.title).toMatch(/ · Hazte abonado · Club Baloncesto Ribera$/);
    await fillAndSend();
    expect(await screen.findByText('Elección del abono')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hazte-abonado/seleccion-abono-base');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({ firstStep: true, mailConfirmed: true, personal: { name: 'Irene' } });
  });
});
