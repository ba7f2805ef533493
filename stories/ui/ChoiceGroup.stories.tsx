import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceGroup } from '../../src/ui';

/** What ChoiceGroup is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `One choice among a few (two to five), shown as pills: how to log in, which kind of member.

**Use it** for a short set of exclusive options that are all visible at once. For an on/off choice use a checkbox; for a long list, a select.

**Accessibility.** Native radio buttons in a \`fieldset\` named by its \`legend\`: Tab enters the group on the chosen option, arrow keys move the choice, and screen readers read "N of M". Controlled: \`value\` and \`onChange\`.`;

const meta = {
  title: 'ui/ChoiceGroup',
  component: ChoiceGroup,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: {
    legend: '¿Cómo quieres entrar?',
    choices: [
      { value: 'mail', label: 'Correo y contraseña' },
      { value: 'partners', label: 'Abonado' },
      { value: 'sympathizers', label: 'Simpatizante' },
      { value: 'fan', label: 'Aficionado' },
    ],
    value: 'mail',
    onChange: fn(),
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: '¿Cómo quieres entrar?' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(within(group).getByRole('radio', { name: 'Correo y contraseña' })).toBeChecked();
    // Controlled: a click reports the choice; the parent decides what is checked.
    await userEvent.click(within(group).getByText('Simpatizante'));
    await expect(args.onChange).toHaveBeenCalledWith('sympathizers');
  },
};

/** Keeps the choice in state, as LoginView does, and still reports it. */
function Stateful(props: ComponentProps<typeof ChoiceGroup>) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

export const Keyboard: Story = {
  name: 'Arrow keys move the choice',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab lands on the checked radio, not on the first one.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Correo y contraseña' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('radio', { name: 'Abonado' });
    await expect(next).toBeChecked();
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Correo y contraseña' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('partners');
  },
};
