import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid, TestimonyCard, type TestimonyCardProps } from '../../src/ui';

const portrait = (n: number) => `/img/campaign/testimonio-${n}.svg`;

/** The six sample testimonies of the home page (static content, spec §3). */
const testimonies: TestimonyCardProps[] = [
  { name: 'Lucía Martín', passType: 'Abonada adulta', quote: 'Cada partido en casa es una fiesta. No me pierdo ni uno desde hace diez temporadas.', imgUrl: portrait(1) },
  { name: 'Javier Ortega', passType: 'Abonado joven', quote: 'Con el abono joven voy con mis amigos a todos los partidos por muy poco.', imgUrl: portrait(2) },
  { name: 'Carmen Ruiz', passType: 'Abonada oro', quote: 'Vengo desde que el club jugaba en el polideportivo viejo. Es mi segunda casa.', imgUrl: portrait(3) },
  { name: 'Andrés Gil', passType: 'Abonado del Abono Club', quote: 'Veo al equipo masculino y al femenino. Lo mejor, el ambiente en las gradas.', imgUrl: portrait(4) },
  { name: 'Marta y Pablo Sanz', passType: 'Abono familiar', quote: 'Nuestros hijos esperan el fin de semana para venir al pabellón con nosotros.', imgUrl: portrait(5) },
  { name: 'Irene Navarro', passType: 'Abonada femenina', quote: 'Ver crecer al equipo femenino desde la grada no tiene precio.', imgUrl: portrait(6) },
];

/** What TestimonyCard is for, when to use it, and its accessibility: the docs page's description. */
const guidelines = `A subscriber's words: the quotation, their portrait, name and pass type.

**Use it** in a **CardGrid** for the testimonials section. The portrait is decorative by default (the name is beside it).

**Accessibility.** A \`figure\` with the quote in a \`blockquote\` and the author in the \`figcaption\`; the decorative quotation mark is hidden.`;

const meta = {
  title: 'ui/TestimonyCard',
  component: TestimonyCard,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guidelines } } },
  args: testimonies[0],
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TestimonyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TestimonyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    const quote = figure.querySelector('blockquote');
    await expect(quote).toHaveTextContent('Cada partido en casa es una fiesta.');
    const caption = figure.querySelector('figcaption');
    await expect(caption).toHaveTextContent('Lucía Martín');
    await expect(caption).toHaveTextContent('Abonada adulta');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const WithPortraitAlt: Story = {
  name: 'Portrait with a text alternative',
  args: { imgAlt: 'Retrato de Lucía Martín' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Retrato de Lucía Martín' })).toBeInTheDocument();
  },
};

export const LongQuote: Story = {
  args: {
    ...testimonies[4],
    quote:
      'Empezamos con un abono para los dos y ahora venimos los cuatro. Los niños se saben el nombre de todas las jugadoras y de todos los jugadores, cantan con la grada y el día de la presentación no quieren irse a casa. Con los descuentos familiares nos sale a cuenta y, sobre todo, es el plan que compartimos cada fin de semana, gane o pierda el equipo.',
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/gane o pierda el equipo\.$/);
  },
};

function SixTestimonies() {
  return (
    <CardGrid columns={3}>
      {testimonies.map((testimony) => (
        <TestimonyCard key={testimony.name} {...testimony} />
      ))}
    </CardGrid>
  );
}

export const SixInAGrid: Story = {
  name: 'Six in a grid, desktop',
  globals: { viewport: { value: 'desktop' } },
  render: () => <SixTestimonies />,
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await expect(figures).toHaveLength(6);
    // Three per row from 992 px.
    const tops = figures.map((figure) => Math.round(figure.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
  },
};

export const SixOnMobile: Story = {
  name: 'Six in a grid, mobile',
  globals: { viewport: { value: 'mobile' } },
  render: () => <SixTestimonies />,
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    const tops = figures.map((figure) => Math.round(figure.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(6);
  },
};
