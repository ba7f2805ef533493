import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeepMemberLanguage } from './useKeepMemberLanguage';

const state = vi.hoisted(() => ({ appLanguage: 'en', user: null as null | { id: number; language?: string; impersonator?: object | null } }));
const updateProfile = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { resolvedLanguage: state.appLanguage } }) }));
vi.mock('../../lib/session', () => ({ useCurrentUser: () => ({ data: state.user }) }));
vi.mock('./api', () => ({ updateProfile }));

describe('useKeepMemberLanguage', () => {
  beforeEach(() => updateProfile.mockClear());

  it("stores the app's language as the member's when they differ, once", () => {
    state.appLanguage = 'en';
    state.user = { id: 7, language: 'es', impersonator: null };
    const { rerender } = renderHook(() => useKeepMemberLanguage());
    rerender();
    expect(updateProfile.mock.calls).toEqual([[{ language: 'en' }]]);
  });

  it.each([
    ['the same language', { id: 7, language: 'en', impersonator: null }, 'en'],
    ['no member', null, 'en'],
    ['an employee acting as the member', { id: 7, language: 'es', impersonator: { name: 'Empleada' } }, 'en'],
    ['a language the server does not write in', { id: 7, language: 'es', impersonator: null }, 'ca'],
  ])('changes nothing for %s', (_, user, appLanguage) => {
    state.user = user;
    state.appLanguage = appLanguage;
    renderHook(() => useKeepMemberLanguage());
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
