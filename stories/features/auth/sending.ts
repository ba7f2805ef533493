import { expect, within } from 'storybook/test';

/** While the call runs: the send button says so and is disabled, and its form is marked busy. */
export async function expectSending(container: HTMLElement): Promise<void> {
  const button = within(container).getByRole('button', { name: 'Enviando…' });
  await expect(button).toBeDisabled();
  await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
}
