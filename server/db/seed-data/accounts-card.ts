import type { Queryable } from '../db.ts';
import { DEMO_PHOTO } from './demo-photo.ts';
import { CURRENT_SEASON, type DemoUserSeed } from './users.ts';

/**
 * Demo accounts of the member card (partner numbers 4100–4199): a card with a photo, and a paid
 * partner without a seat whose photo waits for the club's review (/revision-fotos). The other states come from other areas' accounts: socio@demo.club (a
 * card without photo), grupo.titular@demo.club (a card with a group), socio.sin.pagos@demo.club
 * (NOT_PAID), socio.pendiente@demo.club (PENDING), socio.bloqueado@demo.club (BLOCKED),
 * aficionado@demo.club (NOT_PARTNER).
 */
export const cardDemo = { withPhoto: 'carnet@demo.club', noSeat: 'carnet.sin.asiento@demo.club' } as const;

const partner = (partnerNumber: number) => ({
  partnerNumber,
  iban: null,
  payments: [{ season: CURRENT_SEASON, amountCents: 24_000 }],
  changeSeatAllowed: false,
  changeSeatExecutionAllowed: false,
});

export const cardAccounts: DemoUserSeed[] = [
  { mail: cardDemo.withPhoto, name: 'Nuria', lastname: 'Bosch Alapont', type: 'PARTNER', dni: '41000001V', birthdate: '1987-06-18', photo: DEMO_PHOTO, partner: partner(4101) },
  { mail: cardDemo.noSeat, name: 'Vicent', lastname: 'Roig Tarazona', type: 'PARTNER', dni: '41000002H', birthdate: '1990-01-09', photo: DEMO_PHOTO, photoWaitingForReview: true, partner: partner(4102) },
];

/** Every ACTIVE demo partner got a seat with the arena; this one gives it back (the last of the block, so no one else moves). */
export async function releaseNoSeatDemoSeat(tx: Queryable): Promise<void> {
  await tx.query(
    `DELETE FROM seat_claims WHERE kind = 'SOLD'
       AND partner_id = (SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE u.mail = $1)`,
    [cardDemo.noSeat],
  );
}
