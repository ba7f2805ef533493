import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addMembersFormSchema, createGroupFormSchema, emptyMemberRow, latestBirthdate, memberRowSchema, toMemberInput, type MemberRowForm } from './forms';

const teresa: MemberRowForm = {
  partnerNumber: '2020',
  name: 'Teresa',
  lastname: 'Aleixandre Puig',
  dni: '20200020V',
  birthdate: '1990-03-15',
  mail: 'grupo.libre@demo.club',
  owner: false,
};

/** The fields a row is refused on, as the form would show them. */
const refusedFields = (row: Partial<MemberRowForm>) => {
  const result = z.safeParse(memberRowSchema, { ...teresa, ...row });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
};

describe('member row: the same rules as the server (contract schemas)', () => {
  it.each<[string, Partial<MemberRowForm>, string[]]>([
    ['Teresa as the README gives her is accepted', {}, []],
    ['no lastname is fine (optional)', { lastname: '' }, []],
    ['a NIE with its check letter', { dni: 'X1234567L' }, []],
    ['a lower-case DNI with spaces around', { dni: ' 20200020v ' }, []],
    ['a DNI with a wrong check letter', { dni: '20200020A' }, ['dni']],
    ['a DNI without its letter', { dni: '20200020' }, ['dni']],
    ['a NIE with a wrong check letter', { dni: 'X1234567A' }, ['dni']],
    ['an empty name', { name: '  ' }, ['name']],
    ['a name of 121 characters', { name: 'a'.repeat(121) }, ['name']],
    ['a lastname of 121 characters', { lastname: 'a'.repeat(121) }, ['lastname']],
    ['an impossible date', { birthdate: '1990-02-30' }, ['birthdate']],
    ['today is not a birth date', { birthdate: new Date().toISOString().slice(0, 10) }, ['birthdate']],
    ['a date in the future', { birthdate: '2999-01-01' }, ['birthdate']],
    ['before 1900', { birthdate: '1899-12-31' }, ['birthdate']],
    ['an empty date', { birthdate: '' }, ['birthdate']],
    ['a mail without domain', { mail: 'teresa@' }, ['mail']],
    ['a partner number with letters', { partnerNumber: '20a0' }, ['partnerNumber']],
    ['a partner number of 0', { partnerNumber: '0' }, ['partnerNumber']],
    ['a partner number beyond PostgreSQL integers', { partnerNumber: '2147483648' }, ['partnerNumber']],
  ])('%s', (_row, change, fields) => {
    expect(refusedFields(change)).toEqual(fields);
  });
});

describe('what is sent', () => {
  it('numbers the partner, drops an empty lastname and a false owner, upper-cases the DNI', () => {
    expect(toMemberInput({ ...teresa, partnerNumber: ' 2020 ', lastname: ' ', dni: '20200020v' })).toEqual({
      partnerNumber: 2020,
      name: 'Teresa',
      dni: '20200020V',
      birthdate: '1990-03-15',
      mail: 'grupo.libre@demo.club',
    });
  });

  it('keeps the lastname and a co-owner', () => {
    expect(toMemberInput({ ...teresa, owner: true })).toMatchObject({ lastname: 'Aleixandre Puig', owner: true });
  });
});

describe('form schemas', () => {
  it('a new group needs a type, a name and its first member', () => {
    expect(z.safeParse(createGroupFormSchema, { type: 'FRIENDS', name: 'Amigas de la grada', member: teresa }).success).toBe(true);
    expect(z.safeParse(createGroupFormSchema, { type: 'CLUB', name: '', member: emptyMemberRow() }).success).toBe(false);
  });

  it('one save adds from 1 to 10 people', () => {
    expect(z.safeParse(addMembersFormSchema, { members: [] }).success).toBe(false);
    expect(z.safeParse(addMembersFormSchema, { members: Array.from({ length: 10 }, () => teresa) }).success).toBe(true);
    expect(z.safeParse(addMembersFormSchema, { members: Array.from({ length: 11 }, () => teresa) }).success).toBe(false);
  });

  it('the date field stops at yesterday (UTC)', () => {
    expect(latestBirthdate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28');
    expect(latestBirthdate(new Date('2026-01-01T00:30:00Z'))).toBe('2025-12-31');
  });
});
