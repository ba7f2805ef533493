import { describe, expect, it } from 'vitest';
import { ibanSchema, isValidIban, signupOrderBodySchema, signupPaymentBodySchema } from './signup';

describe('isValidIban', () => {
  it.each(['ES9121000418450200051332', 'es91 2100 0418 4502 0005 1332', 'GB82WEST12345698765432', 'DE89370400440532013000'])(
    'accepts %j',
    (value) => {
      expect(isValidIban(value)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', 'ES9121000418450200051333'],
    ['a short Spanish IBAN', 'ES91210004184502000513'],
    ['letters in the check digits', 'ESXX21000418450200051332'],
    ['an empty text', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('is stored without spaces, upper-cased', () => {
    expect(ibanSchema.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
});

describe('sign-up bodies', () => {
  it('takes the caller by `self` and others with their data', () => {
    const body = {
      term: 'FULL_SEASON',
      people: [
        { self: true, productId: 101 },
        { self: false, name: 'Lucía', lastname: 'Roig', birthdate: '2016-05-01', productId: 106 },
      ],
    };
    expect(signupOrderBodySchema.safeParse(body).success).toBe(true);
    expect(signupOrderBodySchema.safeParse({ ...body, people: [{ self: false, productId: 101 }] }).success).toBe(false);
  });

  it('needs a valid IBAN for a split payment only', () => {
    expect(signupPaymentBodySchema.safeParse({ method: 'CARD' }).success).toBe(true);
    expect(signupPaymentBodySchema.safeParse({ method: 'SPLIT' }).success).toBe(false);
    expect(signupPaymentBodySchema.safeParse({ method: 'SPLIT', iban: 'ES9121000418450200051333' }).success).toBe(false);
    expect(signupPaymentBodySchema.safeParse({ method: 'SPLIT', iban: 'ES9121000418450200051332' }).success).toBe(true);
  });
});
