import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingPhoto } from '../../api/photo-review';
import { spanishI18n } from '../../test/i18n';
import { Component } from './routes/photo-review';

const server = vi.hoisted(() => ({
  calls: [] as { path: string; body: unknown }[],
  answer: (() => undefined) as (path: string, body: unknown) => unknown,
}));
vi.mock('../../lib/http', async (original) => {
  const http = await original<typeof import('../../lib/http')>();
  return {
    ...http,
    request: async (path: string, options: { body?: unknown }) => {
      server.calls.push({ path, body: options.body });
      return server.answer(path, options.body);
    },
  };
});

const photo = (userId: number, name: string, revision = 1): WaitingPhoto => ({
  userId,
  name,
  lastname: 'Soler',
  partnerNumber: 1000 + userId,
  photo: 'data:image/png;base64,AAAA',
  revision,
  sentAt: '2025-09-01T08:15:00.000Z',
});
const pageOf = (photos: WaitingPhoto[]) => ({ photos, total: photos.length, page: 1, pageSize: 10 });

async function open(employee = true) {
  const router = createMemoryRouter([{ path: '/revision-fotos', loader: () => ({ employee }), Component }], { initialEntries: ['/revision-fotos'] });
  render(
    <I18nextProvider i18n={spanishI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nextProvider>,
  );
}

describe('the photo review screen', () => {
  let waiting: WaitingPhoto[];
  beforeEach(() => {
    server.calls = [];
    waiting = [photo(1, 'Alba'), photo(2, 'Bruno')];
    server.answer = (path) => (path.startsWith('photo-review/photos?') ? pageOf(waiting) : undefined);
  });

  it("approves the photo it shows, naming its revision; the list is read again and focus goes to the list's heading", async () => {
    await open();
    const approve = await screen.findByRole('button', { name: 'Aprobar la foto de Alba Soler' });
    waiting = [photo(2, 'Bruno')];
    await userEvent.click(approve);
    expect(server.calls).toContainEqual({ path: 'photo-review/photos/1/approve', body: { revision: 1 } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 foto por revisar' })));
    expect(screen.getByText('Foto de Alba Soler aprobada: ya aparece en su carnet.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Alba Soler' })).toBeNull();
  });

  it('says the member sent another photo (409) and shows the new one instead of deciding', async () => {
    await open();
    const approve = await screen.findByRole('button', { name: 'Aprobar la foto de Alba Soler' });
    const { ApiError } = await import('../../lib/http');
    server.answer = (path) => {
      if (path.endsWith('/approve')) throw new ApiError('http', path, 409, 'photo-changed');
      return pageOf([photo(1, 'Alba', 2), photo(2, 'Bruno')]);
    };
    await userEvent.click(approve);
    expect(await screen.findByText('El socio ha enviado otra foto mientras la mirabas. Revisa la nueva.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar la foto de Alba Soler' }));
    expect(server.calls.filter((call) => call.path.endsWith('/approve')).map((call) => call.body)).toEqual([{ revision: 1 }, { revision: 2 }]);
  });

  it('refuses with the reason chosen in the dialog, by keyboard, and closes it', async () => {
    await open();
    (await screen.findByRole('button', { name: 'Rechazar la foto de Bruno Soler' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la foto de Bruno Soler' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /No es una foto de una sola persona/ }));
    waiting = [photo(1, 'Alba')];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toContainEqual({ path: 'photo-review/photos/2/refuse', body: { revision: 1, reason: 'NOT_A_PORTRAIT' } });
    expect(screen.getByText('Foto de Bruno Soler rechazada: le pediremos otra.')).toBeTruthy();
  });

  it('keeps the dialog and its reason when the refusal fails for another reason', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar la foto de Bruno Soler' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /borrosa, oscura/ }));
    const { ApiError } = await import('../../lib/http');
    server.answer = (path) => {
      if (path.endsWith('/refuse')) throw new ApiError('http', path, 429, 'too many attempts');
      return pageOf(waiting);
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la foto' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch('Demasiadas acciones seguidas.');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /borrosa, oscura/ }).checked).toBe(true);
  });

  it('shows nothing of the review to a member or an employee acting as one', async () => {
    await open(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para empleados' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
