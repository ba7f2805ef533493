import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WaitingListView } from '../../../src/features/waiting-list/components/WaitingListView';
import { accepted, declined, lapsed, left, notYet, NOW, offered, openToJoin, waiting } from './fixtures';

const meta = {
  title: 'features/waiting-list/WaitingListView',
  component: WaitingListView,
  parameters: { layout: 'fullscreen', route: '/abonado/lista-de-espera' },
  args: {
    load: { status: 'ready', data: openToJoin },
    onRetry: fn(),
    now: NOW,
    busy: false,
    message: null,
    onJoin: fn(),
    onLeave: fn(),
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof WaitingListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { load: { status: 'loading' } } };

export const Failed: Story = {
  name: 'Failed to load (retry)',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotYet: Story = {
  name: 'Not open yet: opens on 23 June',
  args: { load: { status: 'ready', data: notYet } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'La lista de preinscripción abre el martes, 23 de junio de 2026' })).toBeVisible();
  },
};

export const Join: Story = {
  name: 'Open: join with the seats together needed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '¿Cuántos asientos juntos necesitas?' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Apuntarme' }));
    await expect(args.onJoin).toHaveBeenCalledWith(4);
  },
};

export const Joining: Story = { name: 'Open: joining', args: { busy: true } };

export const Refused: Story = {
  name: 'A refusal said in Spanish',
  args: { message: 'Ya estás en la lista, o ya tienes asiento para la temporada. Hemos actualizado la página.' },
};

export const Waiting: Story = {
  name: 'Waiting: the place in line, leave',
  args: { load: { status: 'ready', data: waiting } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tu puesto: 14')).toBeVisible();
    await expect(canvas.getByText('Pides 3 asientos juntos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salir de la lista' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const Offered: Story = {
  name: 'Offered: the seats together, the deadline and time left',
  args: { load: { status: 'ready', data: offered } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tenemos 3 asientos juntos para ti' })).toBeVisible();
    await expect(canvas.getByText('Tribuna Sur, Zona S1A, fila 8, asiento 11')).toBeVisible();
    await expect(canvas.getByText(/^Puedes aceptarlos hasta el 22 de julio.* 09:30 \(hora de Madrid\)\.$/)).toBeVisible();
    await expect(canvas.getByText('Te quedan 45 h 30 min.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar los asientos' }));
    await expect(args.onAccept).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar' }));
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

export const OfferPassed: Story = {
  name: 'Offered: the time to answer has passed',
  args: { load: { status: 'ready', data: offered }, now: Date.parse('2026-07-22T08:00:00.000Z') },
};

export const Accepted: Story = {
  name: 'Accepted: the seats, completed by the sign-up',
  args: { load: { status: 'ready', data: accepted } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Has aceptado tus asientos' })).toBeVisible();
    await expect(canvas.getByText(/Completa tu inscripción de la temporada 26\/27/)).toBeVisible();
  },
};

export const Declined: Story = {
  name: 'Declined: join again',
  args: { load: { status: 'ready', data: declined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Volver a apuntarme' })).toBeVisible();
  },
};

export const Lapsed: Story = { name: 'Lapsed: join again', args: { load: { status: 'ready', data: lapsed } } };

export const Left: Story = { name: 'Left: join again', args: { load: { status: 'ready', data: left } } };
