import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqAccordion } from '../../src/ui';

/** The FAQ texts take the campaign's numbers by interpolation (the home page computes them from its data). */
const values = {
  games: 34,
  mensLeague: 17,
  womensLeague: 15,
  presentation: 2,
  under7Age: 7,
  under7Price: '25',
  childAge: 16,
  childPercent: 50,
  date1: '25 de junio',
  percent1: 40,
  date2: '18 de julio',
  percent2: 40,
  date3: '18 de agosto',
  percent3: 20,
  requestBefore: '23 de junio',
  clubCardMonth: 'octubre',
};
const items = [1, 2, 3].map((n) => ({ id: `faq-${n}`, questionKey: `FAQ.Q${n}`, answerKey: `FAQ.A${n}`, values }));

/** What FaqAccordion is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `Questions and answers (spec §2, FAQ): the first is open at the start, only one is open at a time, and clicking the open one closes it. Question and answer are translation keys.

**Accessibility.** Radix Accordion: each question is a button inside a heading (\`headingLevel\`, h3 by default), with \`aria-expanded\` and \`aria-controls\`; arrow keys move between questions, Home and End go to the first and last.`;

const meta = {
  title: 'ui/FaqAccordion',
  component: FaqAccordion,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: { items },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const Q1 = '¿Cuántos partidos incluye el abono de adulto?';
const Q2 = '¿Cuánto cuesta el abono para menores de 7 años?';
const Q3 = '¿Puedo pagar la renovación a plazos?';
const A1 = /34 partidos: 17 de la liga masculina, 15 de la liga femenina y 2 partidos de presentación/;
const A2 = /menores de 7 años pagan solo 25 €/;

const question = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const FirstOpenAtStart: Story = {
  name: 'First question open at the start',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(question(canvasElement, Q1)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, Q1)).toHaveAttribute('data-state', 'open');
    await expect(question(canvasElement, Q2)).toHaveAttribute('aria-expanded', 'false');
    await expect(question(canvasElement, Q3)).toHaveAttribute('aria-expanded', 'false');
    // The open answer is a region named by its question; the closed ones are not rendered.
    await expect(canvas.getByRole('region', { name: Q1 })).toHaveTextContent(A1);
    await expect(canvas.getByText(A1)).toBeVisible();
    await expect(canvas.queryByText(A2)).toBeNull();
  },
};

export const AnotherOpened: Story = {
  name: 'Open another with the keyboard; Enter again closes it',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(question(canvasElement, Q1)).toHaveFocus();
    await userEvent.tab();
    await expect(question(canvasElement, Q2)).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(question(canvasElement, Q2)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, Q1)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(A2)).toBeVisible());
    await waitFor(() => expect(canvas.queryByText(A1)).toBeNull());

    // Clicking (here: Enter on) the open one closes it: none open.
    await userEvent.keyboard('{Enter}');
    await expect(question(canvasElement, Q2)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(question(canvasElement, Q2)).toHaveFocus();
  },
};

export const ArrowKeys: Story = {
  name: 'Arrow keys move between questions; Space opens',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(question(canvasElement, Q1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(canvasElement, Q2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(question(canvasElement, Q3)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(question(canvasElement, Q3)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, Q1)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(canvasElement).getByText(/25 de junio \(40 %\), 18 de julio \(40 %\) y 18 de agosto \(20 %\)/)).toBeVisible());
    await userEvent.keyboard('{Home}');
    await expect(question(canvasElement, Q1)).toHaveFocus();
  },
};

export const OneAtATimeByClick: Story = {
  name: 'Only one open at a time (pointer)',
  play: async ({ canvasElement }) => {
    await userEvent.click(question(canvasElement, Q3));
    await expect(question(canvasElement, Q3)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelectorAll('button[data-state="open"]')).toHaveLength(1);
    await userEvent.click(question(canvasElement, Q3));
    await expect(canvasElement.querySelectorAll('button[data-state="open"]')).toHaveLength(0);
  },
};

export const HeadingLevelTwo: Story = {
  name: 'Questions as h2',
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 2, name: Q1 })).toContainElement(question(canvasElement, Q1));
  },
};

export const English: Story = {
  name: 'In English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'How many games does the adult pass include?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/34 games/)).toBeVisible();
  },
};

export const French: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: "Combien de matchs comprend l'abonnement adulte ?" })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Mobile: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const first = question(canvasElement, Q1);
    await expect(first).toBeVisible();
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(first.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Empty: Story = {
  name: 'No items',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
