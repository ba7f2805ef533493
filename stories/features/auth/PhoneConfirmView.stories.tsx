import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { PhoneConfirmView } from '../../../src/features/auth/components/PhoneConfirmView';

const meta = {
  title: 'features/auth/PhoneConfirmView',
  component: PhoneConfirmView,
  parameters: { layout: 'fullscreen', route: '/confirmar-telefono' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof PhoneConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  name: 'Mail and phone known, code to type',
  args: { defaults: { mail: 'socio@demo.club', phone: '+34600111222' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código'), 'AbC123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mail: 'socio@demo.club', phone: '+34600111222', hash: 'AbC123' }, expect.anything()),
    );
  },
};

export const KeyboardConfirm: Story = {
  name: 'Nothing known: typed and sent with the keyboard',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.keyboard('socio@demo.club');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Teléfono')).toHaveFocus();
    await userEvent.keyboard('+34600111222');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Código')).toHaveFocus();
    await userEvent.keyboard('AbC123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mail: 'socio@demo.club', phone: '+34600111222', hash: 'AbC123' }, expect.anything()),
    );
  },
};

export const Empty: Story = {
  name: 'Nothing known: sent empty',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar el teléfono' }));
    await waitFor(() => expect(canvas.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Mismatch: Story = {
  name: 'Error: not the phone the code went to (409)',
  args: { defaults: { mail: 'socio@demo.club', phone: '+34600999999' }, error: 'Ese no es el teléfono al que enviamos el código.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true, defaults: { mail: 'socio@demo.club', phone: '+34600111222', hash: 'AbC123' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectSending(canvasElement);
  },
};

export const Done: Story = { name: 'Phone confirmed', args: { done: true } };
