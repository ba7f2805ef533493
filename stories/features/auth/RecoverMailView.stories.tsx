import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending } from './sending';
import { RecoverMailView } from '../../../src/features/auth/components/RecoverMailView';

const meta = {
  title: 'features/auth/RecoverMailView',
  component: RecoverMailView,
  parameters: { layout: 'fullscreen', route: '/recuperar-correo' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof RecoverMailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Number and PIN, typed and sent with the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Número de abonado o simpatizante')).toHaveFocus();
    await userEvent.keyboard('1001');
    await userEvent.tab();
    await expect(canvas.getByLabelText('PIN')).toHaveFocus();
    await userEvent.keyboard('1234{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ id: '1001', pin: '1234' }, expect.anything()));
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { submitting: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número de abonado o simpatizante'), '1001');
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await expectSending(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  name: 'Success (spec text)',
  args: { result: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('El proceso se ha realizado con éxito.');
  },
};

export const Failure: Story = {
  name: 'Failure (spec text)',
  args: { result: 'failure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El proceso ha fallado.');
  },
};

export const Locked: Story = { name: 'Locked by the rate limit', args: { lockedSeconds: 600 }, globals: { viewport: { value: 'mobile' } } };
