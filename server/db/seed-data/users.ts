import type { UserType } from '../../../src/api/users.ts';

/** The one password of every demo account (documented for the README). */
export const DEMO_PASSWORD = 'Demo2526!';
/** The one PIN of every demo partner and numbered sympathizer. */
export const DEMO_PIN = '1234';
/** The season the demo runs in: payments and products carry it. */
export const CURRENT_SEASON = '25/26';

/** The day a season's renewals open ('25/26' → 2025-07-01): the date of a seeded payment unless it says otherwise. */
export function seasonPaymentDate(season: string): string {
  return `20${season.slice(0, 2)}-07-01`;
}

export interface DemoAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
}

export interface DemoUserSeed {
  mail: string;
  name: string;
  lastname: string;
  type: UserType;
  dni?: string;
  /** YYYY-MM-DD */
  birthdate?: string;
  phone?: string;
  /** Defaults to true; false is the 'User not validated' account. */
  mailConfirmed?: boolean;
  address?: DemoAddress;
  /** A photo on file (data URL), CONFIRMED in an earlier season. */
  photo?: string;
  /** The photo was sent by the member and waits for the club's review (PENDING), instead. */
  photoWaitingForReview?: boolean;
  photoValidationRequired?: boolean;
  addressValidationRequired?: boolean;
  specialRenewal?: boolean;
  /** An employee's roles beyond being one (server/auth/staff-role.ts). */
  staffRoles?: ('gate' | 'photos')[];
  partner?: {
    partnerNumber: number;
    previousPartnerNumber?: number;
    iban: string | null;
    /** rols.code; defaults to ADULT. */
    rol?: string;
    status?: 'ACTIVE' | 'PENDING';
    blocked?: boolean;
    /**
     * Payments with their season and amount in cents; none this season is 'partner has no
     * payments'. Several in one season are instalments. `paidAt` (YYYY-MM-DD, club time)
     * defaults to the season's first day of payment (seasonPaymentDate).
     */
    payments: { season: string; amountCents: number; paidAt?: string }[];
    changeSeatAllowed: boolean;
    changeSeatExecutionAllowed: boolean;
  };
  sympathizer?: { number: number | null };
  fan?: { shareholdersAvailable: boolean };
}

const VALENCIA: DemoAddress = {
  street: 'Calle de Colón 12, 3º',
  postalCode: '46004',
  city: 'Valencia',
  province: 'Valencia',
  country: 'ES',
};

/** One account per user kind of the contract, plus a shareholder (a FAN with shareholders available). */
export const demoUsers: DemoUserSeed[] = [
  {
    mail: 'socio@demo.club',
    name: 'Lucía',
    lastname: 'Martínez Soler',
    type: 'PARTNER',
    dni: '12345678Z',
    birthdate: '1985-04-12',
    phone: '+34600111222',
    address: VALENCIA,
    partner: {
      partnerNumber: 1001,
      iban: 'ES9121000418450200051332',
      payments: [{ season: CURRENT_SEASON, amountCents: 24_000 }],
      changeSeatAllowed: true,
      changeSeatExecutionAllowed: true,
    },
  },
  { mail: 'simpatizante@demo.club', name: 'Pablo', lastname: 'Ferrer Vidal', type: 'SYMPATHIZER', sympathizer: { number: null } },
  {
    mail: 'simpatizante.numero@demo.club',
    name: 'Marta',
    lastname: 'Gil Navarro',
    type: 'SYMPATHIZER_WITH_NUMBER',
    dni: '23456789D',
    birthdate: '1992-09-30',
    sympathizer: { number: 5001 },
  },
  { mail: 'aficionado@demo.club', name: 'Jorge', lastname: 'Ruiz Campos', type: 'FAN', fan: { shareholdersAvailable: false } },
  {
    mail: 'accionista@demo.club',
    name: 'Carmen',
    lastname: 'Ortega Blasco',
    type: 'FAN',
    dni: '34567890V',
    birthdate: '1958-02-20',
    fan: { shareholdersAvailable: true },
  },
  { mail: 'empleado@demo.club', name: 'Andrés', lastname: 'Llorens Pons', type: 'EMPLOYEE', staffRoles: ['gate', 'photos'] },
  { mail: 'empresa@demo.club', name: 'Elena', lastname: 'Sanz Peris', type: 'ENTERPRISE_ADMIN' },
  { mail: 'cuenta.empresa@demo.club', name: 'Raúl', lastname: 'Mora Esteve', type: 'ENTERPRISE_ACCOUNT' },
];
