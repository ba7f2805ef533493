import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordStrength } from '../../src/ui';

/** What PasswordField is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A **TextField** for passwords, with a show/hide button and, for a new password, a strength meter and the rules it must meet. The feature computes the strength; the kit knows no rule.

**Use it** with \`autoComplete="current-password"\` to log in and \`"new-password"\` with \`strength\` to choose one.

**Accessibility.** The show button is a toggle (\`aria-pressed\`) and keeps its name. The rules are a list tied to the input (\`aria-describedby\`), each read as met or not met; the strength is announced politely when typing pauses. The meter itself is hidden from screen readers: the text says the same.`;

const meta = {
  title: 'ui/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { label: 'Contraseña', autoComplete: 'current-password', defaultValue: 'azulgrana1923' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules as the feature ticks them (src/features/auth/password-strength.ts). */
const rules = (length: boolean, letter: boolean, digit: boolean): PasswordStrength['requirements'] => [
  { text: 'Al menos 8 caracteres', met: length },
  { text: 'Al menos una letra', met: letter },
  { text: 'Al menos un número', met: digit },
];

const newPassword = { label: 'Contraseña nueva', autoComplete: 'new-password' } as const;

export const Hidden: Story = {
  name: 'Hidden (default)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Shown: Story = {
  name: 'Shown after clicking "Mostrar"',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('azulgrana1923');
  },
};

export const ToggleWithKeyboard: Story = {
  name: 'Show and hide with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const StrengthEmpty: Story = {
  name: 'New password, empty (score 0)',
  args: { ...newPassword, defaultValue: '', strength: { score: 0, requirements: rules(false, false, false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing typed, nothing to judge: no level, every rule pending.
    await expect(canvas.queryByText(/Seguridad de la contraseña/)).not.toBeInTheDocument();
    const rulesList = canvas.getByRole('list', { name: 'Requisitos de la contraseña' });
    await expect(within(rulesList).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(rulesList).getAllByText(/\(pendiente\)/)).toHaveLength(3);
  },
};

export const StrengthWeak: Story = {
  name: 'New password, weak (score 1, rules unmet)',
  args: { ...newPassword, defaultValue: 'azul', strength: { score: 1, requirements: rules(false, true, false) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seguridad de la contraseña: débil')).toBeInTheDocument();
    const rulesList = canvas.getByRole('list', { name: 'Requisitos de la contraseña' });
    await expect(within(rulesList).getByText('Al menos una letra')).toHaveTextContent('(cumplido)');
    await expect(within(rulesList).getByText('Al menos 8 caracteres')).toHaveTextContent('(pendiente)');
    await expect(within(rulesList).getByText('Al menos un número')).toHaveTextContent('(pendiente)');
  },
};

export const StrengthFair: Story = {
  name: 'New password, fair (score 2, rules met)',
  args: { ...newPassword, defaultValue: 'azulgrana1923', strength: { score: 2, requirements: rules(true, true, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seguridad de la contraseña: aceptable')).toBeInTheDocument();
    await expect(canvas.queryAllByText(/\(pendiente\)/)).toHaveLength(0);
  },
};

export const StrengthStrong: Story = {
  name: 'New password, strong (score 4, all rules met)',
  args: { ...newPassword, defaultValue: 'Azulgrana-1923!', strength: { score: 4, requirements: rules(true, true, true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seguridad de la contraseña: fuerte')).toBeInTheDocument();
    await expect(canvas.getAllByText(/\(cumplido\)/)).toHaveLength(3);
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { label: 'Contraseña actual', defaultValue: 'azulgrana', error: 'La contraseña actual no es correcta.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Contraseña actual');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('La contraseña actual no es correcta.');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
