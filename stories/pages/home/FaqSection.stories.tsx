import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqSection } from '../../../src/features/campaign/components/home';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/9 FaqSection',
  component: FaqSection,
  parameters: { layout: 'fullscreen', route: '/' },
  args: { season: '25/26' },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');
const openOnes = (canvasElement: HTMLElement) =>
  questionsOf(canvasElement).filter((question) => question.getAttribute('aria-expanded') === 'true');

export const FirstOpen: Story = {
  name: '15 questions, the first open',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Preguntas frecuentes' });
    await expect(region).toHaveAttribute('id', 'faqs');
    const questions = questionsOf(canvasElement);
    await expect(questions).toHaveLength(15);
    // Questions are h3 under the section's h2.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(15);
    await expect(openOnes(canvasElement)).toEqual([questions[0]]);
    await expect(canvas.getByRole('region', { name: '¿Cuántos partidos incluye el abono de adulto?' })).toHaveTextContent(
      'El abono de adulto incluye 34 partidos: 17 de la liga masculina, 15 de la liga femenina y 2 partidos de presentación.',
    );
    // Numbers in questions are interpolated too.
    await expect(questions[1]).toHaveTextContent('¿Cuánto cuesta el abono para menores de 7 años?');
    await expect(region).not.toHaveTextContent(/\{\{|\}\}/);
  },
};

export const OneAtATime: Story = {
  name: 'Opening another closes the first',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const questions = questionsOf(canvasElement);
    await userEvent.click(questions[4] as HTMLElement);
    await expect(openOnes(canvasElement)).toEqual([questions[4]]);
    await expect(canvas.getByRole('region', { name: '¿Qué precio tiene el abono joven?' })).toHaveTextContent(
      '147,50 € de 14 a 16 años, 160 € de 17 a 22 años y 170 € de 23 a 30 años.',
    );
    await userEvent.click(questions[11] as HTMLElement);
    await expect(openOnes(canvasElement)).toEqual([questions[11]]);
    await expect(canvas.getByRole('region', { name: '¿Tengo descuento si renuevo?' })).toHaveTextContent(
      'Si vienes al 100 % de los partidos de la temporada 25/26, tendrás un 5 % de descuento extra al renovar para la temporada 26/27.',
    );
  },
};

export const ClickOpenCloses: Story = {
  name: 'Clicking the open question closes it',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const first = questionsOf(canvasElement)[0] as HTMLElement;
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(openOnes(canvasElement)).toEqual([]);
    await waitFor(() => expect(within(canvasElement).queryByText(/El abono de adulto incluye/)).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'By keyboard: arrows move, Enter opens the last',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const questions = questionsOf(canvasElement);
    await userEvent.tab();
    await expect(questions[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(questions[14]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openOnes(canvasElement)).toEqual([questions[14]]);
    await expect(within(canvasElement).getByRole('region', { name: '¿Cómo me abono por internet?' })).toHaveTextContent(
      'Pulsa «Abónate ahora» al principio de esta página',
    );
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    for (const question of questionsOf(canvasElement)) await expect(question.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I pay my renewal in instalments?' }));
    await expect(canvas.getByRole('region', { name: 'Can I pay my renewal in instalments?' })).toHaveTextContent(
      'June 25 (40%), July 18 (40%) and August 18 (20%)',
    );
  },
};
