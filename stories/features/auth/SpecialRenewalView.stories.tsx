import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { SpecialRenewalView } from '../../../src/features/auth/components/SpecialRenewalView';

const meta = {
  title: 'features/auth/SpecialRenewalView',
  component: SpecialRenewalView,
  parameters: { layout: 'fullscreen', route: '/renovacion-especial' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof SpecialRenewalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Mail and previous partner number, typed and sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.keyboard('renovacion@demo.club');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Número de abonado anterior')).toHaveFocus();
    await userEvent.keyboard('1150{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mail: 'renovacion@demo.club', previousPartnerNumber: '1150' }, expect.anything()),
    );
  },
};

/** Both fields typed in, as a member sends them. */
async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'renovacion@demo.club');
  await userEvent.type(canvas.getByLabelText('Número de abonado anterior'), '1150');
}

export const Filled: Story = {
  name: 'Filled in, ready to send',
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await expectSending(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  name: 'Error: mail and number do not match',
  args: { error: 'El correo y el número de abonado anterior no coinciden con ningún abonado.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Locked: Story = { name: 'Locked by the rate limit', args: { lockedSeconds: 300 }, globals: { viewport: { value: 'mobile' } } };

export const Sent: Story = {
  name: 'Link mailed',
  args: { sentTo: 'renovacion@demo.club' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('renovacion@demo.club');
  },
};
