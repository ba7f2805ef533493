import { GROUP_MAX_MEMBERS } from '../store/groups.ts';
import type { ImportIssue } from './issues.ts';
import type { Counts } from './plan-arena.ts';
import { FILES, type MemberRow } from './schemas.ts';
import type { Snapshot } from './snapshot.ts';
import { seatKey, type Lined } from './validate.ts';

export interface MemberFields {
  number: number;
  dni: string;
  name: string;
  lastname: string;
  birthdate: string;
  mail: string | null;
  rolId: number;
}

export interface MemberChanges {
  membersNew: MemberFields[];
  /** Existing partners whose line differs: every field is written again. */
  membersChanged: (MemberFields & { userId: number; partnerId: number })[];
  /** Partners (by number) whose SOLD seat goes before the new ones are sold. */
  seatsReleased: number[];
  /** Lapsed holds on seats about to be sold. */
  lapsedHoldsDropped: number[];
  seatsSold: { seatId: number; number: number }[];
  payments: { number: number; cents: number }[];
  groupsNew: { name: string; type: 'FAMILY' | 'FRIENDS' }[];
  memberships: { number: number; group: string; owner: boolean }[];
  counts: Counts;
}

const file = FILES.members.file;

/** The members' lines against the database: who is new, who changed, which seats and groups follow. */
export function planMembers(snapshot: Snapshot, members: Lined<MemberRow>[], seatIds: Map<string, number>, season: string, issues: ImportIssue[]): MemberChanges {
  const changes: MemberChanges = {
    membersNew: [],
    membersChanged: [],
    seatsReleased: [],
    lapsedHoldsDropped: [],
    seatsSold: [],
    payments: [],
    groupsNew: [],
    memberships: [],
    counts: { inserted: 0, updated: 0, unchanged: 0 },
  };
  const rolByCode = new Map(snapshot.rols.map((rol) => [rol.code, rol.id]));
  const partnerByNumber = new Map(snapshot.partners.map((p) => [p.partner_number, p]));
  const partnerNumberById = new Map(snapshot.partners.map((p) => [p.id, p.partner_number]));
  const userByDni = new Map(snapshot.identities.flatMap((u) => (u.dni ? [[u.dni, u.id] as const] : [])));
  const userByMail = new Map(snapshot.identities.flatMap((u) => (u.mail ? [[u.mail, u.id] as const] : [])));
  const claimBySeat = new Map(snapshot.claims.map((c) => [c.seat_id, c]));
  const soldSeatOfPartner = new Map(snapshot.claims.filter((c) => c.kind === 'SOLD' && c.partner_id !== null).map((c) => [c.partner_id, c.seat_id]));
  const targetSeat = new Map<number, number>();
  const touched = new Set<number>();

  for (const { line, value } of members) {
    const issue = (field: string, message: string) => issues.push({ file, line, field, message });
    const rolId = rolByCode.get(value.pass);
    if (rolId === undefined) issue('pass', `no hay ningún abono con el código ${value.pass} (${snapshot.rols.map((r) => r.code).join(', ')})`);
    const existing = partnerByNumber.get(value.number);
    const dniOwner = userByDni.get(value.dni);
    if (dniOwner !== undefined && dniOwner !== existing?.user_id) issue('dni', 'ya lo tiene otra cuenta de la base de datos');
    const mailOwner = value.mail ? userByMail.get(value.mail.toLowerCase()) : undefined;
    if (mailOwner !== undefined && mailOwner !== existing?.user_id) issue('mail', 'ya lo usa otra cuenta de la base de datos');
    if (value.row !== null && value.seat !== null) {
      const seatId = seatIds.get(seatKey(value.sector, value.area, value.row, value.seat));
      if (seatId === undefined) issue('seat', `no existe el asiento ${value.sector} / ${value.area} fila ${value.row} asiento ${value.seat} (ni en seats.csv ni en la base de datos)`);
      else targetSeat.set(value.number, seatId);
    }
    if (rolId === undefined) continue;
    const fields: MemberFields = { number: value.number, dni: value.dni, name: value.name, lastname: value.lastname, birthdate: value.birthdate, mail: value.mail, rolId };
    let changed = false;
    if (!existing) {
      changes.membersNew.push(fields);
      changes.counts.inserted++;
      touched.add(value.number);
    } else {
      // An empty mail keeps the account's address: an import never takes a member's login away.
      const mail = value.mail ?? existing.mail;
      const same =
        existing.dni === value.dni && existing.name === value.name && existing.lastname === value.lastname && existing.birthdate === value.birthdate &&
        existing.mail === mail && existing.rol_id === rolId && existing.season === season;
      if (!same) {
        changes.membersChanged.push({ ...fields, mail, userId: existing.user_id, partnerId: existing.id });
        changed = true;
      }
    }
    if (value.paid !== null && value.paid > 0 && !(existing && snapshot.paidPartnerIds.has(existing.id))) {
      changes.payments.push({ number: value.number, cents: value.paid });
      changed = true;
    }
    if (existing && changed) touched.add(value.number);
  }

  planSeats(snapshot, members, targetSeat, partnerByNumber, partnerNumberById, claimBySeat, soldSeatOfPartner, changes, touched, issues);
  planGroups(snapshot, members, partnerByNumber, changes, touched, issues);
  const existingTouched = [...touched].filter((number) => partnerByNumber.has(number)).length;
  changes.counts.updated = existingTouched;
  changes.counts.unchanged = members.length - changes.counts.inserted - existingTouched;
  return changes;
}

function planSeats(
  snapshot: Snapshot,
  members: Lined<MemberRow>[],
  targetSeat: Map<number, number>,
  partnerByNumber: Map<number, Snapshot['partners'][number]>,
  partnerNumberById: Map<number, number>,
  claimBySeat: Map<number, Snapshot['claims'][number]>,
  soldSeatOfPartner: Map<number | null, number>,
  changes: MemberChanges,
  touched: Set<number>,
  issues: ImportIssue[],
): void {
  for (const { line, value } of members) {
    const seatId = targetSeat.get(value.number);
    if (seatId === undefined) continue;
    const partner = partnerByNumber.get(value.number);
    const current = partner ? soldSeatOfPartner.get(partner.id) : undefined;
    if (current === seatId) continue;
    const claim = claimBySeat.get(seatId);
    if (claim?.kind === 'HELD' && claim.live) {
      issues.push({ file, line, field: 'seat', message: 'está reservado ahora mismo por una compra o un cambio de asiento en curso: repite la importación cuando venza la reserva' });
      continue;
    }
    if (claim?.kind === 'SOLD') {
      const holder = claim.partner_id === null ? undefined : partnerNumberById.get(claim.partner_id);
      const holderMoves = holder !== undefined && targetSeat.has(holder) && targetSeat.get(holder) !== seatId;
      if (!holderMoves) {
        issues.push({ file, line, field: 'seat', message: `ya está vendido al socio ${holder ?? '?'}` });
        continue;
      }
    }
    if (claim?.kind === 'HELD') changes.lapsedHoldsDropped.push(seatId);
    if (current !== undefined) changes.seatsReleased.push(value.number);
    changes.seatsSold.push({ seatId, number: value.number });
    touched.add(value.number);
  }
}

function planGroups(
  snapshot: Snapshot,
  members: Lined<MemberRow>[],
  partnerByNumber: Map<number, Snapshot['partners'][number]>,
  changes: MemberChanges,
  touched: Set<number>,
  issues: ImportIssue[],
): void {
  const groupByName = new Map<string, Snapshot['groups'][number]>();
  for (const group of snapshot.groups) if (!groupByName.has(group.name)) groupByName.set(group.name, group);
  const groupNameById = new Map(snapshot.groups.map((g) => [g.id, g.name]));
  const groupOfPartner = new Map(snapshot.memberships.map((m) => [m.partner_id, m.group_id]));
  const added = new Map<string, { type: string; members: number }>();
  for (const { line, value } of members) {
    if (value.group === '' || value.group_type === null) continue;
    const issue = (field: string, message: string) => issues.push({ file, line, field, message });
    const partner = partnerByNumber.get(value.number);
    const current = partner ? groupOfPartner.get(partner.id) : undefined;
    if (current !== undefined) {
      const currentName = groupNameById.get(current);
      if (currentName !== value.group) issue('group', `ya está en el grupo «${currentName}»: que salga de él en la web antes de importarlo en otro`);
      continue;
    }
    const existing = groupByName.get(value.group);
    let group = added.get(value.group);
    if (!group) {
      group = { type: existing?.type ?? value.group_type, members: existing?.members ?? 0 };
      added.set(value.group, group);
      if (!existing) changes.groupsNew.push({ name: value.group, type: value.group_type });
    }
    if (group.type !== value.group_type) {
      issue('group_type', `el grupo «${value.group}» es ${group.type}`);
      continue;
    }
    const max = existing?.max_members ?? GROUP_MAX_MEMBERS[value.group_type];
    if (group.members >= max) {
      issue('group', `el grupo «${value.group}» ya tiene ${max} miembros, su máximo`);
      continue;
    }
    // The first member a new group gets from the file owns it.
    changes.memberships.push({ number: value.number, group: value.group, owner: !existing && group.members === 0 });
    group.members++;
    touched.add(value.number);
  }
}
