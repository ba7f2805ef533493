import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ServerConfig } from '../api/config';
import type { SignupScreen } from '../features/signup';
import { useSignupDraft } from '../features/signup';
import { loadServerConfig } from '../lib/server-config';
import { loadCurrentUser } from '../lib/session';
import { ApiError } from '../lib/http';
import type { ExtendedUser } from '../api/users';
import { employeeGuard, gateGuard, isPrivatePath, memberCardGuard, signupGuard } from './guards';

vi.mock('../lib/server-config', () => ({ loadServerConfig: vi.fn() }));
vi.mock('../lib/session', () => ({ loadCurrentUser: vi.fn(), loginPathFor: (target: string) => `/abonado?redirect=${encodeURIComponent(target)}` }));

describe('private paths (spec §2)', () => {
  it.each([
    ['/abonado/perfil', true],
    ['/abonado/cambiar-contrasena', true],
    ['/abonado/cambio-asiento/seleccion-sector', true],
    ['/simpatizante/perfil', true],
    ['/accionista', true],
    ['/empresa/perfil', true],
    ['/taquilla', true],
    ['/revision-fotos', true],
    ['/abonado', false],
    ['/abonado/pendiente', false],
    ['/abonado/cambio-asiento/checkout/success', false],
    ['/abonado/cambio-asiento/checkout/pending-refund', false],
    ['/accionistas/login', false],
    ['/', false],
    ['/abonos/joven', false],
  ])('%s → %s', (path, expected) => {
    expect(isPrivatePath(path)).toBe(expected);
  });
});

const config = (overrides: Partial<ServerConfig>): ServerConfig => ({
  partnerAreaMaintenanceMode: false,
  enablePartnerCreation: true,
  partnerGroupDoubleAuthentication: false,
  payments: { methods: ['CARD'], providerOrigin: 'http://localhost:4010' },
  seatChangeProductId: null,
  ...overrides,
});

async function whereTo(screen: SignupScreen, path = '/hazte-abonado/x'): Promise<string | null> {
  const request = new Request(`http://club.test${path}`);
  const answer = await signupGuard(screen)({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs);
  return answer instanceof Response ? answer.headers.get('Location') : null;
}

beforeEach(() => {
  localStorage.clear();
  useSignupDraft.setState({ draft: {}, discarded: false });
  vi.mocked(loadServerConfig).mockResolvedValue(config({}));
  vi.mocked(loadCurrentUser).mockResolvedValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('the sign-up guard (spec §5, on the stored record)', () => {
  it('sends everyone to maintenance first', async () => {
    vi.mocked(loadServerConfig).mockResolvedValue(config({ partnerAreaMaintenanceMode: true }));
    expect(await whereTo('personal')).toBe('/mantenimiento');
  });

  it('sends home while partner creation is off', async () => {
    vi.mocked(loadServerConfig).mockResolvedValue(config({ enablePartnerCreation: false }));
    expect(await whereTo('personal')).toBe('/');
  });

  it('lets step 1 open with nothing stored', async () => {
    expect(await whereTo('personal')).toBeNull();
  });

  it('reads the record from storage: no idRoll is not found, an unconfirmed mail step 1, idRoll opens the pass, secondStep the seats', async () => {
    expect(await whereTo('pass')).toBe('/noroute');
    localStorage.setItem('partner', JSON.stringify({ firstStep: true, idRoll: 1, mailConfirmed: false }));
    expect(await whereTo('pass')).toBe('/hazte-abonado/datos-personales-base');
    localStorage.setItem('partner', JSON.stringify({ firstStep: true, idRoll: 1, mailConfirmed: true }));
    expect(await whereTo('pass')).toBeNull();
    expect(await whereTo('seats')).toBe('/hazte-abonado/seleccion-abono-base');
    localStorage.setItem('partner', JSON.stringify({ firstStep: true, idRoll: 1, mailConfirmed: true, secondStep: true }));
    expect(await whereTo('payment')).toBeNull();
  });

  it('restarts at step 1 when the stored record is garbage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('partner', '{"idRoll":"x"');
    expect(await whereTo('payment')).toBe('/hazte-abonado/datos-personales-base');
    expect(useSignupDraft.getState().discarded).toBe(true);
  });

  it('asks the special renewal for its session', async () => {
    expect(await whereTo('membership', '/hazte-abonado/datos-personales')).toBe('/abonado?redirect=%2Fhazte-abonado%2Fdatos-personales');
  });
});

describe('member card guard (beyond §7)', () => {
  const cardGuard = () =>
    memberCardGuard({ request: new Request('http://club.test/abonado/carnet'), params: {}, context: undefined } as unknown as LoaderFunctionArgs);

  it('opens the card from the device when the session cannot be checked (no network)', async () => {
    vi.mocked(loadServerConfig).mockRejectedValue(new ApiError('network', 'config'));
    vi.mocked(loadCurrentUser).mockRejectedValue(new ApiError('network', 'users/extended'));
    expect(await cardGuard()).toBeNull();
  });

  it('sends a visitor without a session to the login, and lets a server error reach the error page', async () => {
    vi.mocked(loadServerConfig).mockResolvedValue(config({}));
    vi.mocked(loadCurrentUser).mockResolvedValue(null);
    expect((await cardGuard())?.headers.get('Location')).toBe('/abonado?redirect=%2Fabonado%2Fcarnet');
    vi.mocked(loadCurrentUser).mockRejectedValue(new ApiError('http', 'users/extended', 500));
    await expect(cardGuard()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the gate guard', () => {
  const openGate = () => gateGuard({ request: new Request('http://club.test/taquilla'), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
  const user = (fields: Partial<ExtendedUser>) => ({ type: 'EMPLOYEE', impersonator: null, ...fields }) as ExtendedUser;

  it('sends a visitor to the login, and lets only an employee acting as themself see the gate', async () => {
    const visitor = await openGate();
    expect(visitor instanceof Response && visitor.headers.get('Location')).toBe('/abonado?redirect=%2Ftaquilla');
    vi.mocked(loadCurrentUser).mockResolvedValue(user({}));
    expect(await openGate()).toEqual({ employee: true });
    vi.mocked(loadCurrentUser).mockResolvedValue(user({ type: 'PARTNER' }));
    expect(await openGate()).toEqual({ employee: false });
    vi.mocked(loadCurrentUser).mockResolvedValue(user({ type: 'PARTNER', impersonator: { name: 'Andrés', lastname: 'Llorens', mail: 'empleado@demo.club' } }));
    expect(await openGate()).toEqual({ employee: false });
  });

  it('opens on what the device keeps when the session cannot be checked (no network), not on a server refusal', async () => {
    vi.mocked(loadCurrentUser).mockRejectedValue(new ApiError('network', 'users/extended'));
    expect(await openGate()).toEqual({ employee: true });
    vi.mocked(loadCurrentUser).mockRejectedValue(new ApiError('http', 'users/extended', 500));
    await expect(openGate()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the photo review guard', () => {
  const openReview = () => employeeGuard({ request: new Request('http://club.test/revision-fotos'), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
  const user = (fields: Partial<ExtendedUser>) => ({ type: 'EMPLOYEE', impersonator: null, ...fields }) as ExtendedUser;

  it('sends a visitor to the login, and lets only an employee acting as themself see the review; no network is an error', async () => {
    vi.mocked(loadCurrentUser).mockResolvedValue(null);
    const visitor = await openReview();
    expect(visitor instanceof Response && visitor.headers.get('Location')).toBe('/abonado?redirect=%2Frevision-fotos');
    vi.mocked(loadCurrentUser).mockResolvedValue(user({}));
    expect(await openReview()).toEqual({ employee: true });
    vi.mocked(loadCurrentUser).mockResolvedValue(user({ type: 'PARTNER', impersonator: { name: 'Andrés', lastname: 'Llorens', mail: 'empleado@demo.club' } }));
    expect(await openReview()).toEqual({ employee: false });
    vi.mocked(loadCurrentUser).mockRejectedValue(new ApiError('network', 'users/extended'));
    await expect(openReview()).rejects.toBeInstanceOf(ApiError);
  });
});
