import { describe, expect, it } from 'vitest';
import { homeKindOf, type HomeKind } from '../../api/home';
import type { User } from '../../api/users';
import { homeUsers } from '../../../stories/fixtures/home';
import { partners, users } from '../../../stories/fixtures/users';

describe('homeKindOf (the rule the server answers `kind` by)', () => {
  const rows: [string, User, HomeKind][] = [
    ['an employee', users.EMPLOYEE, 'STAFF'],
    ['an employee who is also a partner: staff first', { ...users.EMPLOYEE, partner: users.PARTNER.partner }, 'STAFF'],
    ['an enterprise admin', users.ENTERPRISE_ADMIN, 'ENTERPRISE'],
    ['a partner', users.PARTNER, 'PARTNER'],
    ['a pending partner', partners.withoutSeat, 'PARTNER'],
    ['a partner who is also a fan offered the shareholders: partner first', { ...users.PARTNER, fan: homeUsers.shareholder.fan }, 'PARTNER'],
    ['a sympathizer', users.SYMPATHIZER, 'SYMPATHIZER'],
    ['a sympathizer with a number', users.SYMPATHIZER_WITH_NUMBER, 'SYMPATHIZER'],
    ['a fan offered the shareholders’ area', homeUsers.shareholder, 'SHAREHOLDER'],
    ['a fan', users.FAN, 'FAN'],
    ['an enterprise account (no profile of its own)', users.ENTERPRISE_ACCOUNT, 'FAN'],
  ];
  it.each(rows)('%s → %s', (_, user, kind) => {
    expect(homeKindOf(user)).toBe(kind);
  });
});
