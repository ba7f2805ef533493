import type { UserType } from '../../../src/api/users.ts';

/** The one password of every demo account (documented for the README). */
export const DEMO_PASSWORD = 'Demo2526!';

export interface DemoUserSeed {
  mail: string;
  name: string;
  lastname: string;
  type: UserType;
  partner?: {
    partnerNumber: number;
    iban: string | null;
    totalPaidCents: number;
    season: string;
    changeSeatAllowed: boolean;
    changeSeatExecutionAllowed: boolean;
  };
  sympathizer?: { number: number | null };
  fan?: { shareholdersAvailable: boolean };
}

/** One account per user kind of the contract, plus a shareholder (a FAN with shareholders available). */
export const demoUsers: DemoUserSeed[] = [
  {
    mail: 'socio@demo.club',
    name: 'Lucía',
    lastname: 'Martínez Soler',
    type: 'PARTNER',
    partner: {
      partnerNumber: 1001,
      iban: 'ES9121000418450200051332',
      totalPaidCents: 24_000,
      season: '25/26',
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
    sympathizer: { number: 5001 },
  },
  { mail: 'aficionado@demo.club', name: 'Jorge', lastname: 'Ruiz Campos', type: 'FAN', fan: { shareholdersAvailable: false } },
  { mail: 'accionista@demo.club', name: 'Carmen', lastname: 'Ortega Blasco', type: 'FAN', fan: { shareholdersAvailable: true } },
  { mail: 'empleado@demo.club', name: 'Andrés', lastname: 'Llorens Pons', type: 'EMPLOYEE' },
  { mail: 'empresa@demo.club', name: 'Elena', lastname: 'Sanz Peris', type: 'ENTERPRISE_ADMIN' },
  { mail: 'cuenta.empresa@demo.club', name: 'Raúl', lastname: 'Mora Esteve', type: 'ENTERPRISE_ACCOUNT' },
];
