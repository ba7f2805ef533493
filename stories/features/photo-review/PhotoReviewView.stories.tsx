import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoReviewView } from '../../../src/features/photo-review/components/PhotoReviewView';
import { lucia, manyWaiting, noneWaiting, twoWaiting } from './fixtures';

const meta = {
  title: 'features/photo-review/PhotoReviewView',
  component: PhotoReviewView,
  parameters: { layout: 'fullscreen', route: '/revision-fotos' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    list: { status: 'ready', data: twoWaiting },
    onRetry: fn(),
    onPage: fn(),
    notice: null,
    busyUserId: null,
    onApprove: fn(),
    onRefuse: fn(),
    refusing: null,
    onCancelRefuse: fn(),
    onConfirmRefuse: fn(),
  },
} satisfies Meta<typeof PhotoReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  name: 'Photos waiting, oldest first: approve by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '2 fotos por revisar' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Lucía García Romero', 'Mateo Fernández']);
    await expect(canvas.getByRole('img', { name: 'Foto enviada por Lucía García Romero' })).toBeVisible();
    await expect(canvas.getByText('Abonado n.º 1001')).toBeVisible();
    await expect(canvas.getByText('Sin número de abonado')).toBeVisible();
    canvas.getByRole('button', { name: 'Aprobar la foto de Lucía García Romero' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledWith(lucia);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rechazar la foto de Lucía García Romero' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefuse).toHaveBeenCalledWith(lucia);
  },
};

export const Loading: Story = {
  name: 'Loading the photos',
  args: { list: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando las fotos por revisar');
  },
};

export const Empty: Story = {
  name: 'No photos waiting',
  args: { list: { status: 'ready', data: noneWaiting } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No hay fotos por revisar' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'The list could not be read: retry',
  args: { list: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar las fotos');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Approving: Story = {
  name: "Sending a decision: that photo's buttons wait",
  args: { busyUserId: lucia.userId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aprobar la foto de Lucía García Romero' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aprobar la foto de Mateo Fernández' })).toBeEnabled();
  },
};

export const Approved: Story = {
  name: 'A photo approved: said, and gone from the list',
  args: {
    list: { status: 'ready', data: { ...twoWaiting, photos: twoWaiting.photos.slice(1), total: 1 } },
    notice: { tone: 'success', text: 'Foto de Lucía García Romero aprobada: ya aparece en su carnet.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/aprobada: ya aparece en su carnet/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1 foto por revisar' })).toBeVisible();
  },
};

export const PhotoChanged: Story = {
  name: 'The member sent another photo meanwhile (409): look at the new one',
  args: {
    list: { status: 'ready', data: { ...twoWaiting, photos: [{ ...lucia, revision: 2 }, twoWaiting.photos[1]!] } },
    notice: { tone: 'error', text: 'El socio ha enviado otra foto mientras la mirabas. Revisa la nueva.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ha enviado otra foto mientras la mirabas/)).toBeVisible();
  },
};

export const Pages: Story = {
  name: 'More than a page: next and previous',
  args: { list: { status: 'ready', data: manyWaiting } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Páginas de fotos' });
    await expect(within(pages).getByText('Página 1 de 3')).toBeVisible();
    await expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const RefuseDialog: Story = {
  name: 'Refusing: a reason must be chosen, by keyboard',
  args: { refusing: lucia },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rechazar la foto de Lucía García Romero' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la foto' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Elige un motivo.'));
    await expect(args.onConfirmRefuse).not.toHaveBeenCalled();
    within(dialog).getByRole('radio', { name: /No se ve bien la cara/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: /borrosa, oscura/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar la foto' }));
    await waitFor(() => expect(args.onConfirmRefuse).toHaveBeenCalledWith('POOR_QUALITY'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelRefuse).toHaveBeenCalledTimes(1);
  },
};

export const RefuseFailed: Story = {
  name: 'Refusing failed: the dialog stays, with the message',
  args: { refusing: lucia, refuseError: 'No hemos podido guardar la decisión. Inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No hemos podido guardar la decisión');
  },
};
