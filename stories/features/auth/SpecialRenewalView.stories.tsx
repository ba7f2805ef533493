import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  name: 'Mail and previous partner number',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'renovacion@demo.club');
    await userEvent.type(canvas.getByLabelText('Número de abonado anterior'), '1150{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mail: 'renovacion@demo.club', previousPartnerNumber: '1150' }, expect.anything()),
    );
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
