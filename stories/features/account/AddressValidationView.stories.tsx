import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressValidationView } from '../../../src/features/account/components/AddressValidationView';
import { ValidationView } from '../../../src/features/account/components/ValidationView';

const meta = {
  title: 'features/account/AddressValidationView',
  component: AddressValidationView,
  parameters: { layout: 'fullscreen', route: '/abonado/perfil' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <ValidationView step="address" position={1} total={1}>
        <Story />
      </ValidationView>
    ),
  ],
  args: {
    address: { street: 'Calle de Colón 12, 3.º 2.ª', postalCode: '46004', city: 'Valencia', province: 'Valencia', country: 'ES' },
    editing: false,
    onEdit: fn(),
    onCancelEdit: fn(),
    onConfirm: fn(),
    onSubmit: fn(),
    submitting: false,
  },
} satisfies Meta<typeof AddressValidationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFile: Story = {
  name: 'Address on file: confirm or change',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tu dirección' })).toHaveTextContent('Calle de Colón 12');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  name: 'Changing it by keyboard, with the server rules',
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Calle, número, piso y puerta')).toHaveFocus());
    const postalCode = canvas.getByLabelText('Código postal');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '4{Enter}');
    await expect(await canvas.findByText('Escribe un código postal válido, por ejemplo 46013.')).toBeVisible();
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '46013{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ postalCode: '46013', country: 'ES' }), expect.anything()));
  },
};

export const NoAddress: Story = {
  name: 'No address on file: the form straight away',
  args: { address: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No tenemos tu dirección/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('País')).toHaveValue('ES');
  },
};

export const SaveFailed: Story = {
  name: 'Saving failed: message, the form kept',
  args: { editing: true, error: 'No hemos podido guardarlo. Inténtalo de nuevo en unos minutos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido guardarlo.');
    await expect(canvas.getByLabelText('Calle, número, piso y puerta')).toHaveValue('Calle de Colón 12, 3.º 2.ª');
  },
};
