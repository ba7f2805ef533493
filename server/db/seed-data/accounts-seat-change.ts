import { CURRENT_SEASON, type DemoUserSeed } from './users.ts';

/** Partner numbers of the accounts whose seat changes seedSeatChanges creates. */
export const SEAT_CHANGE_DEMO = {
  open: 3001,
  pendingPayment: 3002,
  paid: 3003,
  failed: 3006,
} as const;

const partner = (partnerNumber: number, changeSeatAllowed = true, changeSeatExecutionAllowed = true) => ({
  partnerNumber,
  iban: null,
  payments: [{ season: CURRENT_SEASON, amountCents: 24_000 }],
  changeSeatAllowed,
  changeSeatExecutionAllowed,
});

/** A family whose owner moves with its member: both may change seat. */
export const seatChangeFamily = { owner: 'cambio.titular@demo.club', member: 'cambio.familiar@demo.club' } as const;

/**
 * Partners free to start a seat change of their own. Each browser test takes its own, so tests
 * running side by side never meet in one change (a partner has at most one live change).
 */
export const FREE_SEAT_CHANGE_PARTNERS = 10;
export const freeSeatChangeMail = (index: number) => `cambio.libre.${index}@demo.club`;

/** Demo accounts of this area (partner numbers 3000–3999). */
export const seatChangeAccounts: DemoUserSeed[] = [
  { mail: 'cambio.abierto@demo.club', name: 'Irene', lastname: 'Cano Beltrán', type: 'PARTNER', partner: partner(SEAT_CHANGE_DEMO.open) },
  { mail: 'cambio.pago@demo.club', name: 'Hugo', lastname: 'Vidal Roig', type: 'PARTNER', partner: partner(SEAT_CHANGE_DEMO.pendingPayment) },
  { mail: 'cambio.pagado@demo.club', name: 'Nuria', lastname: 'Pastor Gómez', type: 'PARTNER', partner: partner(SEAT_CHANGE_DEMO.paid) },
  { mail: 'cambio.fallido@demo.club', name: 'Óscar', lastname: 'Lozano Miralles', type: 'PARTNER', partner: partner(SEAT_CHANGE_DEMO.failed) },
  { mail: 'cambio.no.permitido@demo.club', name: 'Sara', lastname: 'Bosch Climent', type: 'PARTNER', partner: partner(3004, false, false) },
  { mail: 'cambio.sin.ejecucion@demo.club', name: 'Iván', lastname: 'Segarra Moll', type: 'PARTNER', partner: partner(3005, true, false) },
  { mail: seatChangeFamily.owner, name: 'Elena', lastname: 'Soler Ferrer', type: 'PARTNER', partner: partner(3010) },
  { mail: seatChangeFamily.member, name: 'Pau', lastname: 'Soler Ferrer', type: 'PARTNER', partner: partner(3011) },
  ...Array.from({ length: FREE_SEAT_CHANGE_PARTNERS }, (_, index): DemoUserSeed => ({
    mail: freeSeatChangeMail(index + 1),
    name: 'Abonado',
    lastname: `Libre ${index + 1}`,
    type: 'PARTNER',
    partner: partner(3020 + index),
  })),
];
