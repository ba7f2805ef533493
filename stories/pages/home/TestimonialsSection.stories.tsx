import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialsSection } from '../../../src/features/campaign/components/home';
import { TESTIMONIALS } from '../../../src/features/campaign/data/testimonials';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/7 TestimonialsSection',
  component: TestimonialsSection,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Six testimonies',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Lo que dicen nuestros abonados' });
    await expect(region).toHaveAttribute('id', 'testimonios');
    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(TESTIMONIALS.length);
    // Each one: a quotation, then its author and the pass they hold.
    await expect(figures[0]?.querySelector('blockquote')).toHaveTextContent('Cada partido en casa es una fiesta.');
    await expect(figures[0]?.querySelector('figcaption')).toHaveTextContent('Lucía MartínAbono adulto');
    await expect(figures[5]?.querySelector('figcaption')).toHaveTextContent('Iñaki NavarroAbono Club');
    for (const [index, testimonial] of TESTIMONIALS.entries()) {
      const image = figures[index]?.querySelector('img');
      await expect(image).toHaveAttribute('src', testimonial.image);
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const French: Story = {
  name: 'In French',
  globals: { viewport: { value: 'mobile' }, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ce que disent nos abonnés' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('figure')[2]?.querySelector('figcaption')).toHaveTextContent('Carla RomeroAbonnement jeune');
  },
};
