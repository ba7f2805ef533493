import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RenewalView } from '../../../src/features/renewal/components/RenewalView';
import { alone, cardPending, closed, creditsCoverAll, failedInstalment, family, lastDayClubCard, notYet, renewedInstalments } from './fixtures';

const meta = {
  title: 'features/renewal/RenewalView',
  component: RenewalView,
  parameters: { layout: 'fullscreen', route: '/abonado/renovacion' },
  args: {
    load: { status: 'ready', data: alone },
    onRetry: fn(),
    onRenew: fn(),
    submitting: false,
    error: null,
    madeId: null,
  },
} satisfies Meta<typeof RenewalView>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}\\s€$`);

export const PartnerAlone: Story = {
  name: 'Open: a partner alone renews by card with their seat',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Renueva tu abono 26/27' })).toBeVisible();
    await expect(canvas.getByText('Renueva tu abono de la 26/27 con tu mismo asiento hasta el 24 de junio de 2026 incluido.')).toBeVisible();
    await expect(canvas.getByText('Abono Adulto (34 años el 1 de julio de 2026)')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pago único con tarjeta' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Tarjeta del club: nada hasta octubre' })).toBeDisabled();
    await expect(canvas.getByText('Solo para quien tiene la tarjeta del club.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar con mi asiento' }));
    await expect(args.onRenew).toHaveBeenCalledWith({ partnerIds: [21], option: 'CARD', wantsToMove: false });
  },
};

export const FamilyOwner: Story = {
  name: 'Open: a group owner renews the family, each with their own price, in instalments summed by date',
  args: { load: { status: 'ready', data: family } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Renovar a Laura Pérez Soto' })).toBeChecked();
    await expect(canvas.getByText('Descuento familiar')).toBeVisible();
    await expect(canvas.getByText('Total (3 personas)').nextSibling).toHaveTextContent(money('855,75'));
    await userEvent.click(canvas.getByRole('radio', { name: /^Tres plazos/ }));
    await expect(canvas.getByText('Los cargos irán a tu cuenta terminada en 1332.')).toBeVisible();
    await expect(canvas.getByText('25 de junio de 2026').nextSibling).toHaveTextContent(money('342,30'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Renovar a Sofía Pérez Soto' }));
    await expect(canvas.getByText(/El descuento familiar es para quienes renuevan juntos/)).toBeVisible();
    await expect(canvas.getByText('Total (2 personas)').nextSibling).toHaveTextContent(money('708,50'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Quiero cambiar de asiento para la 26/27' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar con mi asiento' }));
    await expect(args.onRenew).toHaveBeenCalledWith({ partnerIds: [5, 6], option: 'INSTALMENTS', wantsToMove: true });
  },
};

export const AttendanceEarned: Story = {
  name: 'Open: every game attended and credits from released seats, line by line',
  args: { load: { status: 'ready', data: family } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Has venido a 17 de 17: 5 % menos')).toHaveLength(2);
    await expect(canvas.getByText('Saldo de asientos liberados').nextSibling).toHaveTextContent(/^−\s12,50\s€$/);
  },
};

export const CreditsLargerThanPrice: Story = {
  name: 'Open: credits larger than the price, the rest stays',
  args: { load: { status: 'ready', data: creditsCoverAll } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Abono Menor de 7 (5 años el 1 de julio de 2026)')).toBeVisible();
    await expect(canvas.getByText(/^Te quedan 15\s€ de saldo para más adelante\.$/)).toBeVisible();
  },
};

export const InstalmentsClosedPartsOpen: Story = {
  name: 'Last day, a club card holder: instalments closed with their last day, the parts open',
  args: { load: { status: 'ready', data: lastDayClubCard } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Tres plazos/ })).toBeDisabled();
    await expect(canvas.getByText('Ya no se puede elegir: el último día fue el 22 de junio de 2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tarjeta del club: nada hasta octubre' }));
    await expect(canvas.getByText('5 de octubre de 2026').nextSibling).toHaveTextContent(money('140,08'));
    await expect(canvas.getByText('5 de diciembre de 2026').nextSibling).toHaveTextContent(money('135,96'));
  },
};

export const IbanRequired: Story = {
  name: 'Instalments without an IBAN on file: the field asks for one',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Tres plazos/ }));
    await expect(canvas.getByText('Se cargan en tu cuenta en estas fechas. Se piden hasta el 22 de junio de 2026 incluido.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar con mi asiento' }));
    const field = canvas.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(/Este campo es obligatorio\./);
    await userEvent.type(field, 'ES00 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar con mi asiento' }));
    await expect(field).toHaveAccessibleDescription(/Escribe un IBAN válido/);
    await expect(args.onRenew).not.toHaveBeenCalled();
  },
};

export const IbanChange: Story = {
  name: 'The IBAN on file, masked, or another account',
  args: { load: { status: 'ready', data: family } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Tres plazos/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Usar otra cuenta' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cuenta para los cargos (IBAN)' }), 'ES91 2100 0418 4502 0005 1332');
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar con mi asiento' }));
    await expect(args.onRenew).toHaveBeenCalledWith({ partnerIds: [5, 6, 7], option: 'INSTALMENTS', wantsToMove: false, iban: 'ES9121000418450200051332' });
  },
};

export const CardRedirecting: Story = {
  name: 'Card: going to the payment provider',
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Te llevamos al pago…' })).toBeDisabled();
  },
};

export const RenewedWithInstalments: Story = {
  name: 'Renewed in instalments: every charge, its day and state, and the relocation link',
  args: { load: { status: 'ready', data: renewedInstalments }, madeId: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Renovado: tu asiento es tuyo la próxima temporada.')).toHaveFocus();
    await expect(canvas.getByText('25 de junio de 2026 · Marta · cobrado')).toBeVisible();
    await expect(canvas.getByText('18 de julio de 2026 · Marta · pendiente')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cambiar de asiento en mi turno' })).toHaveAttribute('href', '/abonado/reubicacion');
    await expect(canvas.getByRole('link', { name: 'Mi temporada' })).toHaveAttribute('href', '/abonado/temporada');
    await expect(canvas.getByText('Ya está todo renovado para la 26/27.')).toBeVisible();
  },
};

export const FailedInstalment: Story = {
  name: 'A failed instalment: said in red with the office’s contact',
  args: { load: { status: 'ready', data: failedInstalment } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hemos podido cobrar un cargo de tu renovación 26/27')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'abonos@cbribera.example' })).toHaveAttribute('href', 'mailto:abonos@cbribera.example');
    await expect(canvas.getByText('18 de julio de 2026 · Marta · devuelto')).toBeVisible();
  },
};

export const CardPending: Story = {
  name: 'Card: the payment not confirmed yet',
  args: { load: { status: 'ready', data: cardPending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Esperando el pago con tarjeta.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cambiar de asiento en mi turno' })).toBeNull();
  },
};

export const NotYet: Story = {
  name: 'Not open yet: the day it opens, and the prices',
  args: { load: { status: 'ready', data: notYet } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La renovación abre el 1 de junio de 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Renovar con mi asiento' })).toBeNull();
    await expect(canvas.getByText('Abono Adulto (34 años el 1 de julio de 2026)')).toBeVisible();
  },
};

export const Closed: Story = {
  name: 'Closed: the office and the waiting list',
  args: { load: { status: 'ready', data: closed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La renovación terminó el 24 de junio de 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apuntarme a la lista de espera' })).toHaveAttribute('href', '/abonado/lista-de-espera');
    await expect(canvas.getByRole('link', { name: '+34 948 000 000' })).toHaveAttribute('href', 'tel:+34948000000');
    await expect(canvas.queryByRole('button', { name: 'Renovar con mi asiento' })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading the renewal',
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando tu renovación');
  },
};

export const LoadFailed: Story = {
  name: 'The renewal could not be read: a retry',
  args: { load: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu renovación');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NothingToRenew: Story = {
  name: 'Nothing to renew (no seat this season, not a partner): a way back',
  args: { load: { status: 'nothing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tienes ningún abono que renovar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a mi área' })).toHaveAttribute('href', '/abonado');
  },
};
