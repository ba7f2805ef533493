import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FooterView } from '../../src/app/shell/Footer';
import { HeaderView } from '../../src/app/shell/Header';
import { Banner, Button, Card, CardGrid, InlineAlert, PasswordField, TextField } from '../../src/ui';
import { SeatMapLegend } from '../../src/ui/SeatMap/SeatMapLegend';
import { alamedaTheme } from '../../src/ui/theme/themes/alameda';
import { themeModes } from '../../.storybook/modes';
import { information } from '../fixtures/information';

/**
 * The kit under the second club's theme (src/ui/theme/themes/alameda.ts): green and white, serif
 * headings, squarer corners. Its baselines prove that components take the club's look from the
 * theme, not from constants; the same components under the default theme are in stories/ui.
 */
const meta = {
  title: 'themes/Alameda (second theme)',
  globals: { theme: 'alameda' },
  // Chromatic: only these two snapshots; the default theme's are taken by the components' own stories.
  parameters: { chromatic: { modes: themeModes('alameda') } },
  // Every story checks that the theme is the one on screen, not just the attribute.
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('alameda');
    await expect(getComputedStyle(canvasElement).color).toBe(rgb(alamedaTheme.color.text));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `#rrggbb` as getComputedStyle reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      <Button variant="primary">Hazte socio</Button>
      <Button variant="secondary">Ver ventajas</Button>
      <Button variant="link">Más información</Button>
      <Button size="small">Aceptar</Button>
      <Button disabled>Abonos agotados</Button>
    </div>
  ),
  play: async (context) => {
    await meta.play(context);
    const primary = within(context.canvasElement).getByRole('button', { name: 'Hazte socio' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(alamedaTheme.color.brand));
  },
};

export const Cards: Story = {
  render: () => (
    <CardGrid>
      <Card
        title="Abono adulto"
        subtitle="Toda la temporada en casa"
        description="34 partidos: 17 de la liga masculina, 15 de la liga femenina y 2 de presentación."
        price={240}
        imgUrl="/img/campaign/pase-adulto.svg"
        href="/abonos/adulto"
      />
      <Card
        title="Abono joven"
        subtitle="Tu precio según tu edad"
        ageRestriction="De 14 a 30 años"
        description="147,50 € de 14 a 16 años, 160 € de 17 a 22 y 170 € de 23 a 30."
        price={147.5}
        imgUrl="/img/campaign/pase-joven.svg"
        href="/abonos/joven"
      />
    </CardGrid>
  ),
};

export const Banners: Story = {
  render: () => (
    <Banner
      title="Abono femenino"
      text="Al menos 16 partidos de nuestro equipo femenino: 15 de liga, los de competición europea y la presentación."
      imgUrl="/img/campaign/banner-femenino.svg"
      href="/abonos/femenino"
    />
  ),
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <InlineAlert tone="error">No hemos podido conectar con el club. Inténtalo de nuevo.</InlineAlert>
      <InlineAlert tone="warning" title="Quedan 2 minutos">Los asientos reservados se liberarán pronto.</InlineAlert>
      <InlineAlert tone="success" title="Contraseña cambiada" />
      <InlineAlert tone="info" live={false}>Inicia sesión para continuar.</InlineAlert>
    </div>
  ),
};

export const Form: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Correo electrónico" type="email" autoComplete="email" defaultValue="socio@ejemplo.com" />
      <TextField label="DNI o NIE" autoComplete="off" hint="Con la letra, por ejemplo 12345678Z." />
      <TextField label="Teléfono" type="tel" autoComplete="tel" defaultValue="600" error="Escribe un teléfono de 9 cifras." />
      <PasswordField label="Contraseña" autoComplete="current-password" />
      <Button type="submit">Entrar</Button>
    </form>
  ),
};

export const Shell: Story = {
  name: 'Header and footer',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <HeaderView
        account={{ status: 'anonymous', loginPath: '/abonado' }}
        languages={[
          { code: 'es', name: 'Español' },
          { code: 'en', name: 'English' },
        ]}
        currentLanguage="es"
        onLanguageChange={fn()}
      />
      <FooterView state={{ status: 'loaded', information }} year={2025} onRetry={fn()} />
    </>
  ),
};

export const SeatLegend: Story = {
  name: 'Seat map legend',
  render: () => <SeatMapLegend />,
};
