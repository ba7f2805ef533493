import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from '../../../src/app/shell/LanguageSwitcher';

const languages = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
];

const meta = {
  title: 'app/shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { languages, current: 'es', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  name: 'Spanish selected',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Idioma' });
    const buttons = within(group).getAllByRole('button');
    // Two-letter codes on screen, full names (in their own language) for screen readers.
    await expect(buttons.map((b) => b.textContent)).toEqual(['ESEspañol', 'ENEnglish', 'FRFrançais']);
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    // The current language does nothing; another one asks for the change.
    await userEvent.click(canvas.getByRole('button', { name: 'Español' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Français' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};

export const English: Story = {
  name: 'English selected',
  args: { current: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const TwoLanguages: Story = {
  args: { languages: languages.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

export const SingleLanguageRendersNothing: Story = {
  name: 'One language: renders nothing',
  args: { languages: languages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Wired to state, as the header does with i18n.changeLanguage. */
function Controlled({ onChange, ...props }: React.ComponentProps<typeof LanguageSwitcher>) {
  const [current, setCurrent] = useState(props.current);
  return (
    <LanguageSwitcher
      {...props}
      current={current}
      onChange={(code) => {
        onChange(code);
        setCurrent(code);
      }}
    />
  );
}

export const KeyboardSwitch: Story = {
  name: 'Keyboard: Tab, Enter, Space',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr');
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
  },
};
