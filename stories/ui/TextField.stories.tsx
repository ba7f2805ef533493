import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, TextField } from '../../src/ui';

/** What TextField is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A labelled text input with an optional hint and error. Fields are required unless \`optional\` (the label then says "(opcional)").

**Use it** for every text, e-mail, phone or number input; **PasswordField** for passwords; **ChoiceGroup** for one choice among a few. It takes react-hook-form's \`register()\` straight in (\`ref\` is a prop).

**Accessibility.** The label is tied to the input. Hint, error and \`describedBy\` are read with the field (\`aria-describedby\`); an error sets \`aria-invalid\` and is shown with an icon, not only in colour. Give \`autoComplete\` and the right \`type\` so phones offer the right keyboard and autofill.`;

const meta = {
  title: 'ui/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    // Required unless marked optional; no description when there is neither hint nor error.
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'socio@ejemplo.com');
    await expect(input).toHaveValue('socio@ejemplo.com');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'socio@ejemplo.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await expect(input).toHaveValue('socio@ejemplo.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { label: 'DNI o NIE', type: 'text', autoComplete: 'off', hint: 'Con la letra, por ejemplo 12345678Z.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('DNI o NIE');
    await expect(input).toHaveAccessibleDescription('Con la letra, por ejemplo 12345678Z.');
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { defaultValue: 'socio@ejemplo', error: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The warning sign is decoration: only the text is read.
    await expect(input).toHaveAccessibleDescription('Escribe un correo electrónico válido, como nombre@ejemplo.com.');
  },
};

export const WithHintAndError: Story = {
  name: 'With hint and error',
  args: {
    label: 'DNI o NIE',
    type: 'text',
    autoComplete: 'off',
    defaultValue: '12345678',
    hint: 'Con la letra, por ejemplo 12345678Z.',
    error: 'Escribe un DNI o NIE válido: 8 números y una letra (o X, Y, Z, 7 números y una letra).',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('DNI o NIE');
    await expect(input).toBeInvalid();
    // Both are read, the hint first.
    await expect(input).toHaveAccessibleDescription(
      'Con la letra, por ejemplo 12345678Z. Escribe un DNI o NIE válido: 8 números y una letra (o X, Y, Z, 7 números y una letra).',
    );
  },
};

export const Optional: Story = {
  name: 'Optional label',
  args: { label: 'Teléfono', type: 'tel', autoComplete: 'tel', optional: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono (opcional)');
    await expect(input).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'socio@ejemplo.com', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('socio@ejemplo.com');
  },
};

const onResend = fn();

export const WithTrailing: Story = {
  name: 'With a trailing element',
  args: {
    label: 'Código de confirmación',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    trailing: (
      <Button variant="link" size="small" onClick={onResend}>
        Reenviar
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Código de confirmación');
    // The trailing element does not become part of the field's name.
    await expect(input).toHaveAccessibleName('Código de confirmación');
    await userEvent.type(input, '482913');
    await expect(input).toHaveValue('482913');
    onResend.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar' }));
    await expect(onResend).toHaveBeenCalledTimes(1);
  },
};
