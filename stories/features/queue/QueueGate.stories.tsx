import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NO_EXPIRY } from '../../../src/api/queue';
import { QueueGate } from '../../../src/features/queue';
import { useQueueStore, type QueueState } from '../../../src/features/queue/store';

const CHECKOUT = '/abonado/cambio-asiento/checkout';

/** A purchase step with a field, to show that what the member typed survives the gate's changes. */
function PurchaseStep() {
  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">Pago</h1>
      <label>
        Nombre en la factura <input name="billing-name" />
      </label>
    </section>
  );
}

/** The store as the socket would have left it; the countdown is never started here. */
const seed = (state: Partial<QueueState>) => () => {
  useQueueStore.getState().reset();
  useQueueStore.setState(state);
  return () => useQueueStore.getState().reset();
};
const connected = { status: true, initialized: true };
const admitted = { ...connected, permission: true, expiresIn: NO_EXPIRY, route: CHECKOUT };
const waiting = { ...connected, permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT, position: 2, queueSize: 9, avgTime: 900, startPosition: 5 };

const meta = {
  title: 'features/queue/QueueGate',
  component: QueueGate,
  parameters: { layout: 'fullscreen', route: CHECKOUT },
  args: { enabled: true, children: <PurchaseStep /> },
} satisfies Meta<typeof QueueGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('heading', { level: 1, name: 'Pago' });

export const TrackerOff: Story = {
  name: 'Tracker off: the page itself, nothing else',
  args: { enabled: false },
  beforeEach: seed({}),
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Connecting: Story = {
  name: 'Never connected yet: a loading status, never a blank page',
  beforeEach: seed({}),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Conectando con la fila de compra…')).toBeInTheDocument();
    await expect(step(canvasElement)).not.toBeInTheDocument();
  },
};

export const Checking: Story = {
  name: 'Connected, the answer for this page not in yet (the last one was for another page)',
  beforeEach: seed({ ...connected, permission: true, route: '/' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Comprobando tu turno…')).toBeInTheDocument();
    await expect(step(canvasElement)).not.toBeInTheDocument();
  },
};

export const Waiting: Story = {
  name: 'Refused for now: the waiting room',
  beforeEach: seed(waiting),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Eres el número 2 en la fila')).toBeInTheDocument();
    await expect(step(canvasElement)).not.toBeInTheDocument();
  },
};

export const Admitted: Story = {
  name: 'Admitted while waiting: "Es tu turno" is announced and the page opens',
  beforeEach: seed(waiting),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const announcement = canvas.getAllByRole('status')[0]!;
    await expect(announcement).toBeEmptyDOMElement();
    useQueueStore.getState().routePermission({ permission: true, expiresIn: NO_EXPIRY, route: CHECKOUT });
    await waitFor(() => expect(announcement).toHaveTextContent('¡Es tu turno! Ya puedes continuar con tu compra.'));
    await expect(step(canvasElement)).toBeInTheDocument();
    await expect(canvas.queryByText('Eres el número 2 en la fila')).not.toBeInTheDocument();
  },
};

export const AdmittedStraightAway: Story = {
  name: 'Admitted without waiting: the page, no announcement',
  beforeEach: seed(admitted),
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Reconnecting: Story = {
  name: 'Connection lost on an admitted page: the page and what was typed stay, a status says it is recovering',
  beforeEach: seed(admitted),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nombre en la factura' })).toHaveFocus();
    await userEvent.keyboard('Marta Soler');
    useQueueStore.getState().disconnected();
    await waitFor(() => expect(canvas.getByText('Recuperando la conexión…').closest('[role="status"]')).toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Nombre en la factura' })).toHaveValue('Marta Soler');
    useQueueStore.getState().connected();
    await waitFor(() => expect(canvas.queryByText('Recuperando la conexión…')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Nombre en la factura' })).toHaveValue('Marta Soler');
  },
};

export const ReconnectingWhileWaiting: Story = {
  name: 'Connection lost while waiting: the last known place stays, with the status',
  beforeEach: seed({ ...waiting, status: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Eres el número 2 en la fila')).toBeInTheDocument();
    await expect(canvas.getByText('Recuperando la conexión…')).toBeInTheDocument();
  },
};

export const FailingOnAdmittedPage: Story = {
  name: 'Failing for long on an admitted page: the page stays, an alert offers a retry',
  beforeEach: seed({ ...admitted, status: false, failing: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(step(canvasElement)).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No podemos conectar con la fila de compra');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const FailingBeforeConnecting: Story = {
  name: 'Never connected and failing: the alert and the retry instead of the spinner',
  beforeEach: seed({ failing: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Comprueba tu conexión a internet');
    await expect(canvas.queryByText('Conectando con la fila de compra…')).not.toBeInTheDocument();
  },
};

export const PreQueueThenDraw: Story = {
  name: 'Pre-queue, then the draw: the countdown gives way to the place, the draw announced once',
  beforeEach: seed({ ...waiting, position: null, avgTime: null, startPosition: null, queueSize: 40, opensAt: performance.now() + 3_600_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'La venta abre en' })).toBeInTheDocument();
    const announcement = canvas.getAllByRole('status').find((region) => region.tagName === 'P')!;
    await expect(announcement).toBeEmptyDOMElement();
    useQueueStore.getState().queueStatus({ position: 12, queueSize: 40, avgTime: 900, placeBy: 'draw' });
    await waitFor(() => expect(announcement).toHaveTextContent('Tu puesto se sorteó en la apertura de la venta.'));
    await expect(canvas.getByText('Eres el número 12 en la fila')).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    // A later move in line changes the place, not the announcement.
    useQueueStore.getState().queueStatus({ position: 11, queueSize: 39, avgTime: 900, placeBy: 'draw' });
    await waitFor(() => expect(canvas.getByText('Eres el número 11 en la fila')).toBeInTheDocument());
    await expect(announcement).toHaveTextContent('Tu puesto se sorteó en la apertura de la venta.');
  },
};

export const LoginRequired: Story = {
  name: 'A visitor on a members purchase step: log in, and come back here',
  beforeEach: seed({ ...connected, permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT, refusal: { reason: 'login-required', route: CHECKOUT } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inicia sesión para continuar' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/abonado?redirect=%2Fabonado%2Fcambio-asiento%2Fcheckout');
    await expect(step(canvasElement)).not.toBeInTheDocument();
  },
};

export const TooManyVisitors: Story = {
  name: 'Too many new visitors from this connection: log in, or retry in 10 minutes',
  beforeEach: seed({ refusal: { reason: 'too-many-visitors', retryIn: 600 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiadas personas nuevas desde tu conexión');
    await expect(canvas.getByRole('alert')).toHaveTextContent('vuelve a intentarlo dentro de 10 minutos');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await expect(canvas.queryByText('Conectando con la fila de compra…')).not.toBeInTheDocument();
  },
};
