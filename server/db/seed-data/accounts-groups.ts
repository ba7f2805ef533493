import { CURRENT_SEASON, type DemoUserSeed } from './users.ts';

/** Mail of each groups demo account (partner numbers 2000–2999), for the seeder and the tests. */
export const groupDemo = {
  familyOwner: 'grupo.titular@demo.club',
  familySpouse: 'grupo.conyuge@demo.club',
  familyChild: 'grupo.hijo@demo.club',
  familyPending: 'grupo.pendiente@demo.club',
  friendsOwner: 'grupo.amigos@demo.club',
  friendsMemberA: 'grupo.amigo1@demo.club',
  friendsMemberB: 'grupo.amigo2@demo.club',
  free: 'grupo.libre@demo.club',
  blocked: 'grupo.bloqueado@demo.club',
  noGroup: 'grupo.sin.grupo@demo.club',
  /** Owner of "Amics de la Fonteta", whose only other member (grupo.invitada) is still pending. */
  inviteOwner: 'grupo.anfitrion@demo.club',
  /**
   * Pending in "Amics de la Fonteta" with the expired token: the invited partner's own view
   * (confirm or decline). Apart from grupo.pendiente, whom the owner's tests remove and add again.
   */
  invitePending: 'grupo.invitada@demo.club',
} as const;

/** The token mailed to the pending family member; it expired, so validating it answers 457. */
export const EXPIRED_GROUP_TOKEN = 'CADUCADA26';

/** The season of the family owner (grupo.titular), paid in three instalments of 80 €. */
export const FAMILY_OWNER_INSTALMENTS = [
  { season: CURRENT_SEASON, amountCents: 8_000, paidAt: '2025-06-16' },
  { season: CURRENT_SEASON, amountCents: 8_000, paidAt: '2025-09-15' },
  { season: CURRENT_SEASON, amountCents: 8_000, paidAt: '2025-12-15' },
];

/** A paid-up adult partner of this area; `partner` overrides (rol, blocked) per account. */
function groupPartner(
  mail: string,
  person: { name: string; lastname: string; dni: string; birthdate: string },
  partnerNumber: number,
  partner: Partial<NonNullable<DemoUserSeed['partner']>> = {},
): DemoUserSeed {
  return {
    mail,
    type: 'PARTNER',
    ...person,
    partner: {
      partnerNumber,
      iban: null,
      payments: [{ season: CURRENT_SEASON, amountCents: 24_000 }],
      changeSeatAllowed: false,
      changeSeatExecutionAllowed: false,
      ...partner,
    },
  };
}

/** Demo accounts of this area (partner numbers 2000–2999). */
export const groupAccounts: DemoUserSeed[] = [
  // Pays the season in three instalments (the profile's payment plan); the total is the usual 240 €.
  groupPartner(groupDemo.familyOwner, { name: 'Vicente', lastname: 'Ferrando Gil', dni: '20010001R', birthdate: '1978-02-11' }, 2001, {
    payments: FAMILY_OWNER_INSTALMENTS,
  }),
  groupPartner(groupDemo.familySpouse, { name: 'Amparo', lastname: 'Llopis Sanz', dni: '20020002C', birthdate: '1980-06-23' }, 2002),
  groupPartner(groupDemo.familyChild, { name: 'Nicolás', lastname: 'Ferrando Llopis', dni: '20030003Q', birthdate: '2014-09-05' }, 2003, { rol: 'CHILD' }),
  groupPartner(groupDemo.familyPending, { name: 'Rosa', lastname: 'Ferrando Llopis', dni: '20040004N', birthdate: '2008-12-01' }, 2004, { rol: 'YOUTH_17_22' }),
  groupPartner(groupDemo.friendsOwner, { name: 'Iván', lastname: 'Climent Roig', dni: '20100010B', birthdate: '1995-04-30' }, 2010, { rol: 'YOUTH_23_30' }),
  groupPartner(groupDemo.friendsMemberA, { name: 'Sergio', lastname: 'Peris Mas', dni: '20110011F', birthdate: '1996-01-17' }, 2011, { rol: 'YOUTH_23_30' }),
  groupPartner(groupDemo.friendsMemberB, { name: 'Nuria', lastname: 'Bosch Vila', dni: '20120012A', birthdate: '1994-10-08' }, 2012),
  groupPartner(groupDemo.free, { name: 'Teresa', lastname: 'Aleixandre Puig', dni: '20200020V', birthdate: '1990-03-15' }, 2020),
  groupPartner(groupDemo.blocked, { name: 'Hugo', lastname: 'Sendra Cano', dni: '20300030T', birthdate: '1987-07-21' }, 2030, { blocked: true }),
  groupPartner(groupDemo.noGroup, { name: 'Clara', lastname: 'Monzó Ribes', dni: '20400040Y', birthdate: '1983-11-02' }, 2040),
  groupPartner(groupDemo.inviteOwner, { name: 'Jordi', lastname: 'Pastor Ortega', dni: '20500050N', birthdate: '1985-05-20' }, 2050),
  groupPartner(groupDemo.invitePending, { name: 'Marta', lastname: 'Soriano Gimeno', dni: '20510051P', birthdate: '1992-08-14' }, 2051),
];
