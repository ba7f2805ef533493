import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { WomensPassSection } from '../../../src/features/campaign/components/home';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/6 WomensPassSection',
  component: WomensPassSection,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof WomensPassSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Women’s pass banner',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Abono femenino' });
    await expect(region).toHaveAttribute('id', 'abono-femenino');
    await expect(region).toHaveTextContent('Al menos 16 partidos del equipo femenino');
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(/^Saber más\s*, Ellas juegan, tú las animas$/);
    await expect(links[0]).toHaveAttribute('href', '/abonos/femenino');
    await expect(links[0]).not.toHaveAttribute('target');
  },
};

/** The banner around the button goes there too: a click on the picture reaches the same link. */
export const WholeBannerClickable: Story = {
  name: 'A click anywhere on the banner opens the women’s pass',
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Routes>
      <Route path="/" element={<WomensPassSection />} />
      <Route path="/abonos/femenino" element={<p>Página del abono femenino</p>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector('img') as HTMLImageElement;
    const box = picture.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit?.closest('a')).toBe(canvas.getByRole('link'));
    await userEvent.click(hit as Element);
    await expect(await canvas.findByText('Página del abono femenino')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
