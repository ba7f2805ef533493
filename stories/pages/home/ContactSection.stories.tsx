import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactSection } from '../../../src/features/campaign/components/home';
import { expectNoHorizontalOverflow } from './layout';

const meta = {
  title: 'pages/home/10 ContactSection',
  component: ContactSection,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'E-mail, phone, address and office hours',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Contacto de abonos' });
    await expect(region).toHaveAttribute('id', 'contacto');
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute('href', 'mailto:abonos@cbribera.example');
    await expect(canvas.getByRole('link', { name: '+34 948 000 000' })).toHaveAttribute('href', 'tel:+34948000000');
    await expect(canvasElement.querySelector('address')).toHaveTextContent('Pabellón RiberaAv. del Ebro, 131500 Tudela (Navarra)');

    // Office hours: days as terms, one time slot per description, times machine-readable.
    const hours = canvasElement.querySelectorAll('dl')[1] as HTMLElement;
    await expect([...hours.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['De lunes a jueves', 'viernes']);
    await expect([...hours.querySelectorAll('dd')].map((slot) => slot.textContent)).toEqual([
      'De 9:00 a 13:30',
      'De 16:00 a 18:00',
      'De 9:00 a 13:30',
    ]);
    const times = [...hours.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
    await expect(times).toEqual(['09:00', '13:30', '16:00', '18:00', '09:00', '13:30']);
  },
};

export const Phone: Story = {
  name: 'On a 375 px phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tappable contact links.
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const English: Story = {
  name: 'In English',
  globals: { viewport: { value: 'mobile' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const hours = canvasElement.querySelectorAll('dl')[1] as HTMLElement;
    await expect([...hours.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Monday to Thursday', 'Friday']);
    await expect(hours.querySelector('dd')).toHaveTextContent('9:00 AM to 1:30 PM');
  },
};
