import type { Product } from '../../../src/api/membership';
import type { SignupOrder, SignupOrderPerson } from '../../../src/api/signup';
import { rolForBirthdate } from '../../../src/api/signup-pricing';
import type { OrderPerson } from '../../../src/features/signup/people';

/** The sign-up stories' data: the demo products of the reference server and orders in each status. */
const product = (id: number, rolId: number, name: string, price: number, unitsLeft: number | null = null): Product => ({
  id,
  kind: 'NEW',
  rolId,
  term: 'FULL_SEASON',
  name,
  price,
  season: '25/26',
  unitsLeft,
  soldOut: unitsLeft === 0,
});

export const products = {
  adult: product(101, 1, 'Abono Adulto', 240),
  adultPremium: product(121, 1, 'Abono Adulto Tribuna', 360, 12),
  adultSoldOut: product(131, 1, 'Abono Adulto Pista', 480, 0),
  gold: product(102, 2, 'Abono Oro (65 y más)', 192, 40),
  child: product(106, 6, 'Abono Infantil (7-13)', 120),
  infant: product(107, 7, 'Abono Menor de 7', 60),
  youth: product(104, 4, 'Abono Joven 17-22', 160),
};

const SEASON = '25/26';
export const person = (name: string, lastname: string, birthdate: string): OrderPerson => ({ name, lastname, birthdate, rol: rolForBirthdate(birthdate, SEASON) });

export const holder = person('Ana', 'García Ruiz', '1988-04-12');
export const family = [holder, person('Luis', 'Pérez Gil', '1986-09-30'), person('Leo', 'Pérez García', '2015-03-03')];

const orderPerson = (at: number, overrides: Partial<SignupOrderPerson>): SignupOrderPerson => ({
  personId: 5678 + at,
  self: at === 0,
  name: 'Ana',
  lastname: 'García Ruiz',
  birthdate: '1988-04-12',
  age: 37,
  rolId: 1,
  rolReason: { code: 'adult-31-to-64', minAge: 31, maxAge: 64, referenceDate: '2025-07-01' },
  productId: 101,
  productName: 'Abono Adulto',
  seat: { idSeat: 421 + at, areaId: 104, areaName: 'Zona N1D', row: 3, number: 3 + at },
  partnerNumber: null,
  priceRule: 'first-adult',
  basePrice: 360,
  discount: 0,
  price: 360,
  ...overrides,
});

export const familyOrder: SignupOrder = {
  id: 1,
  status: 'OPEN',
  kind: 'NEW',
  term: 'FULL_SEASON',
  season: SEASON,
  people: [
    orderPerson(0, {}),
    orderPerson(1, { name: 'Luis', lastname: 'Pérez Gil', birthdate: '1986-09-30', age: 38, priceRule: 'second-adult', discount: 72, price: 288 }),
    orderPerson(2, {
      name: 'Leo',
      lastname: 'Pérez García',
      birthdate: '2015-03-03',
      age: 10,
      rolId: 6,
      rolReason: { code: 'child-7-to-13', minAge: 7, maxAge: 13, referenceDate: '2025-07-01' },
      productId: 106,
      productName: 'Abono Infantil (7-13)',
      priceRule: 'child',
      basePrice: 180,
      price: 180,
    }),
  ],
  total: 828,
  discount: 72,
  expiresIn: 840,
  payment: null,
};

export const singleOrder: SignupOrder = { ...familyOrder, people: [orderPerson(0, { priceRule: 'single' })], total: 360, discount: 0 };

const payment = (status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'REFUND_PENDING', method: 'CARD' | 'CASH' | 'SPLIT' = 'CARD') => ({
  method,
  status,
  amountNow: method === 'SPLIT' ? 180 : 360,
  amountLater: method === 'SPLIT' ? 180 : 0,
  debitDate: method === 'SPLIT' ? '2025-09-10' : null,
  ibanEnd: method === 'SPLIT' ? '1332' : null,
});

export const orders = {
  paid: { ...singleOrder, status: 'PAID', expiresIn: 0, people: [{ ...singleOrder.people[0]!, partnerNumber: 105638 }], payment: payment('APPROVED') },
  paidSplit: { ...singleOrder, status: 'PAID', expiresIn: 0, people: [{ ...singleOrder.people[0]!, partnerNumber: 105638 }], payment: payment('APPROVED', 'SPLIT') },
  pending: { ...singleOrder, status: 'PENDING_PAYMENT', payment: payment('PENDING') },
  declined: { ...singleOrder, status: 'FAILED', expiresIn: 0, payment: payment('DECLINED') },
  refund: { ...singleOrder, status: 'REFUND_PENDING', expiresIn: 0, payment: payment('REFUND_PENDING') },
  paidFamily: {
    ...familyOrder,
    status: 'PAID',
    expiresIn: 0,
    people: familyOrder.people.map((person, at) => ({ ...person, partnerNumber: 105638 + at })),
    payment: { ...payment('APPROVED'), amountNow: 828 },
    familyGroup: { id: 9, name: 'Familia García' },
  },
  cash: { ...singleOrder, status: 'AWAITING_CASH', payment: payment('PENDING', 'CASH') },
  cashFamily: { ...familyOrder, status: 'AWAITING_CASH', payment: { ...payment('PENDING', 'CASH'), amountNow: 828 } },
  expired: { ...singleOrder, status: 'EXPIRED', expiresIn: 0 },
} satisfies Record<string, SignupOrder>;

/** A season-pass sign-up this browser had stored, well past step 1: an account made for tickets leaves it as it was. */
export const passDraft = {
  firstStep: true,
  idRoll: 1,
  mailConfirmed: true,
  secondStep: true,
  productId: 101,
  personal: { name: 'Ana', lastname: 'García Ruiz', dni: '12345678Z', birthdate: '1988-04-12', mail: 'ana@example.com', phone: '' },
};
