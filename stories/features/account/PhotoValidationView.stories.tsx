import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoValidationView } from '../../../src/features/account/components/PhotoValidationView';
import { ValidationView } from '../../../src/features/account/components/ValidationView';
import { newPhoto, photoOnFile } from './photos';

const meta = {
  title: 'features/account/PhotoValidationView',
  component: PhotoValidationView,
  parameters: { layout: 'fullscreen', route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <ValidationView step="photo" position={1} total={2}>
        <Story />
      </ValidationView>
    ),
  ],
  args: {
    current: { photo: photoOnFile, status: 'CONFIRMED', refusal: null },
    onRetryLoad: fn(),
    preview: null,
    problem: null,
    onPick: fn(),
    onConfirmCurrent: fn(),
    onConfirmNew: fn(),
    onDiscardNew: fn(),
    onOmit: fn(),
    submitting: false,
  },
} satisfies Meta<typeof PhotoValidationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhotoOnFile: Story = {
  name: 'Photo on file: confirm, upload or omit, by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Antes de seguir, revisa tus datos' })).toHaveFocus();
    await expect(canvas.getByText('Paso 1 de 2: foto')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Tu foto de carné actual' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirmar esta foto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmCurrent).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Subir una foto nueva' })).toHaveAccessibleDescription(/JPEG, PNG o WebP de hasta 10 MB/);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOmit).toHaveBeenCalledTimes(1);
  },
};

export const NoPhoto: Story = {
  name: 'No photo on file: upload or omit',
  args: { current: { photo: null, status: 'NONE', refusal: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aún no tenemos ninguna foto tuya.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirmar esta foto' })).not.toBeInTheDocument();
  },
};

export const PhotoWaitingForReview: Story = {
  name: 'Photo sent, waiting for the club: it cannot be confirmed by the member',
  args: { current: { photo: newPhoto, status: 'PENDING', refusal: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/pendiente de revisión por el club/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirmar esta foto' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Subir una foto nueva' })).toBeEnabled();
  },
};

export const PhotoRefused: Story = {
  name: 'Photo refused by the club: the reason, and send another',
  args: { current: { photo: newPhoto, status: 'REFUSED', refusal: 'FACE_NOT_VISIBLE' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Motivo: No se ve bien la cara/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirmar esta foto' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subir una foto nueva' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOmit).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: 'Loading the photo on file',
  args: { current: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'The photo on file could not be read: retry',
  args: { current: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu foto actual.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

export const Preview: Story = {
  name: 'A new photo cropped to the card: use it or choose another',
  args: { preview: newPhoto },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Vista previa de tu nueva foto de carné' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar esta foto' }));
    await expect(args.onConfirmNew).toHaveBeenCalledTimes(1);
  },
};

export const WrongType: Story = {
  name: 'A file that is not a photo, refused before upload',
  args: { problem: 'type' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Elige una imagen JPEG, PNG o WebP.');
  },
};

export const TooLarge: Story = {
  name: 'A photo over 10 MB, refused before upload',
  args: { problem: 'size' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('La foto pesa más de 10 MB.');
  },
};

export const SaveFailed: Story = {
  name: 'Sending failed: the preview stays, with the message',
  args: { preview: newPhoto, error: 'No hemos podido conectar con el club. Comprueba tu conexión e inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido conectar');
    await expect(canvas.getByRole('button', { name: 'Usar esta foto' })).toBeEnabled();
  },
};
