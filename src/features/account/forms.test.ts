import { describe, expect, it } from 'vitest';
import { users } from '../../../stories/fixtures/users';
import { profileFormSchemaFor } from './forms';
import { changedFields } from './components/PersonalData';

const user = { ...users.PARTNER, mail: 'lucia@correo.es' };
const form = { name: user.name, lastname: user.lastname, mail: user.mail, phone: '', currentPassword: '' };
const issuesOf = (values: typeof form) => profileFormSchemaFor(user.mail).safeParse(values).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the profile form and a new mail', () => {
  it('asks for the current password only for another address, not for the same one in another case', () => {
    expect(issuesOf({ ...form, mail: 'LUCIA@correo.es' })).toEqual([]);
    expect(issuesOf({ ...form, mail: 'lucia.nueva@correo.es' })).toEqual(['currentPassword']);
    expect(issuesOf({ ...form, mail: 'lucia.nueva@correo.es', currentPassword: 'Demo2526!' })).toEqual([]);
  });

  it('sends the password with a new mail, and never without one', () => {
    expect(changedFields(user, { ...form, mail: 'lucia.nueva@correo.es', currentPassword: 'Demo2526!' })).toEqual({
      mail: 'lucia.nueva@correo.es',
      currentPassword: 'Demo2526!',
    });
    expect(changedFields(user, { ...form, name: 'Lu', currentPassword: 'typed, then the mail put back' })).toEqual({ name: 'Lu' });
  });
});
