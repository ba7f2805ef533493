import { DEMO_PHOTO } from './demo-photo.ts';
import { CURRENT_SEASON, type DemoUserSeed } from './users.ts';

/** Demo accounts of the users and login area (partner numbers 1100–1199), one per login error path. */
export const loginDemo = {
  notValidated: 'sin.validar@demo.club',
  noPayments: 'socio.sin.pagos@demo.club',
  pending: 'socio.pendiente@demo.club',
  validations: 'validaciones@demo.club',
  photoOnFile: 'validacion.foto@demo.club',
  omitPhoto: 'validacion.omitir@demo.club',
  specialRenewal: 'renovacion@demo.club',
  blocked: 'socio.bloqueado@demo.club',
  fan: 'aficionado.login@demo.club',
} as const;

const paid = [{ season: CURRENT_SEASON, amountCents: 24_000 }];

function partner(partnerNumber: number, extra: Partial<NonNullable<DemoUserSeed['partner']>> = {}): DemoUserSeed['partner'] {
  return { partnerNumber, iban: null, payments: paid, changeSeatAllowed: false, changeSeatExecutionAllowed: false, ...extra };
}

export const loginAccounts: DemoUserSeed[] = [
  {
    mail: loginDemo.notValidated,
    name: 'Inés',
    lastname: 'Cortés Baeza',
    type: 'PARTNER',
    dni: '11000001K',
    birthdate: '1988-05-14',
    mailConfirmed: false,
    partner: partner(1101),
  },
  {
    mail: loginDemo.noPayments,
    name: 'Tomás',
    lastname: 'Albiol Revert',
    type: 'PARTNER',
    dni: '11000002E',
    birthdate: '1979-11-03',
    partner: partner(1102, { payments: [] }),
  },
  {
    mail: loginDemo.pending,
    name: 'Alba',
    lastname: 'Segarra Pons',
    type: 'PARTNER',
    dni: '11000003T',
    birthdate: '1999-02-21',
    partner: partner(1103, { status: 'PENDING', payments: [] }),
  },
  {
    mail: loginDemo.validations,
    name: 'Diego',
    lastname: 'Benlloch Mira',
    type: 'PARTNER',
    dni: '11000004R',
    birthdate: '1975-08-09',
    phone: '+34600333444',
    address: { street: 'Avenida del Puerto 40, 5º', postalCode: '46023', city: 'Valencia', province: 'Valencia', country: 'ES' },
    photoValidationRequired: true,
    addressValidationRequired: true,
    partner: partner(1104),
  },
  {
    // Keeps the photo on file: photo validation only.
    mail: loginDemo.photoOnFile,
    name: 'Rosa',
    lastname: 'Climent Sales',
    type: 'PARTNER',
    dni: '11000010F',
    birthdate: '1991-10-05',
    photo: DEMO_PHOTO,
    photoValidationRequired: true,
    partner: partner(1107),
  },
  {
    // Omits the photo, then confirms the address on file.
    mail: loginDemo.omitPhoto,
    name: 'Ximo',
    lastname: 'Peris Alcaraz',
    type: 'PARTNER',
    dni: '11000011P',
    birthdate: '1984-01-27',
    address: { street: 'Carrer de Sueca 21, 1ª', postalCode: '46006', city: 'Valencia', province: 'Valencia', country: 'ES' },
    photo: DEMO_PHOTO,
    photoValidationRequired: true,
    addressValidationRequired: true,
    partner: partner(1108),
  },
  {
    mail: loginDemo.specialRenewal,
    name: 'Pilar',
    lastname: 'Esteve Martí',
    type: 'PARTNER',
    dni: '11000005W',
    birthdate: '1968-12-30',
    specialRenewal: true,
    // Renewing: last season is paid, this one not yet; she logs in with her previous number.
    partner: partner(1105, { previousPartnerNumber: 1150, payments: [{ season: '24/25', amountCents: 23_000 }] }),
  },
  {
    mail: loginDemo.blocked,
    name: 'Óscar',
    lastname: 'Vidal Ferri',
    type: 'PARTNER',
    dni: '11000006A',
    birthdate: '1982-03-17',
    partner: partner(1106, { blocked: true }),
  },
  {
    mail: loginDemo.fan,
    name: 'Sara',
    lastname: 'Moll Tormo',
    type: 'FAN',
    dni: '11000007G',
    birthdate: '2001-07-01',
    fan: { shareholdersAvailable: false },
  },
];
