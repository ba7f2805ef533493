import { DEFAULT_THEME, themes } from '../../src/ui/theme/themes/index.ts';
import { APP_PATHS, appLink, type AppPath } from '../../src/api/app-paths/index.ts';
import type { MemberLanguage } from '../../src/api/users.ts';
import type { MailClub } from './content.ts';
import type { MailFrame, MailKind, MailParams } from './render.tsx';

/**
 * Every mail with believable data, for the stories designers review and the tests that render
 * each kind in each language. Links point at the sample origin, as a real mail points at
 * PUBLIC_ORIGIN.
 */
export const SAMPLE_ORIGIN = 'https://abonos.cbribera.example';

export const SAMPLE_CLUB: MailClub = {
  name: 'Club Baloncesto Ribera',
  address: 'Pabellón Ribera Arena, Paseo del Río 12, 46010 Ribera',
  phone: '+34 960 000 000',
  mail: 'abonos@cbribera.example',
  origin: SAMPLE_ORIGIN,
};

const link = (path: string) => `${SAMPLE_ORIGIN}${path}`;
const HASH = 'Zt4k9QpW2xR7mN3vB8cL5yH1';
const MAIL = 'lucia.martinez@correo.example';
const NEW_MAIL = 'lucia.nueva@correo.example';
/** A mail's one-time link, as the server fills it. */
const hashLink = (path: AppPath & `${string}/:hash/:mail`, mail = MAIL) => link(appLink(path, { hash: HASH, mail }));

export const SAMPLE_PARAMS: { [Kind in MailKind]: MailParams<Kind> } = {
  confirmMail: { link: hashLink(APP_PATHS.confirmMail) },
  mailCode: { code: '482913', minutes: 15 },
  groupInvitation: { group: 'Familia Martínez', token: 'K7QX2MPA9D', hours: 72, link: link(APP_PATHS.memberHome) },
  creationLogin: { link: hashLink(APP_PATHS.creationLogin) },
  passwordRestore: { link: hashLink(APP_PATHS.restorePassword) },
  mailReminder: { mail: MAIL, link: link(APP_PATHS.memberHome) },
  mailChangeNew: { link: hashLink(APP_PATHS.confirmMailChange, NEW_MAIL) },
  mailChangeOld: { newMail: NEW_MAIL, link: hashLink(APP_PATHS.undoMailChange) },
  secondPaymentCharged: { person: 'Lucía', season: '25/26', amount: '142,50 €', ibanEnd: '4021', link: link(APP_PATHS.memberHome) },
  secondPaymentDeclined: { person: 'Lucía', season: '25/26', amount: '142,50 €', ibanEnd: '4021', office: 'abonos@cbribera.example, +34 960 000 000' },
  renewalChargeApproved: { person: 'Lucía', season: '26/27', amount: '160,00 €', ibanEnd: '4021', link: link(APP_PATHS.memberRenewal) },
  renewalChargeDeclined: { person: 'Lucía', season: '26/27', amount: '160,00 €', ibanEnd: '4021', office: 'abonos@cbribera.example, +34 960 000 000' },
  ticketsBought: {
    orderId: 318,
    game: 'Valencia Basket',
    when: 'domingo, 12 de abril de 2026, 18:00',
    seats: 'Zona N2B, fila 4, asientos 11 y 12',
    total: '56,00 €',
    link: link(APP_PATHS.tickets),
  },
  creditEarned: { game: 'Valencia Basket', seat: 'Zona N2B, fila 4, asiento 11', amount: '14,00 €', link: link(APP_PATHS.partnerProfile) },
  guestPass: {
    member: 'Lucía Martínez',
    game: 'Valencia Basket',
    when: 'domingo, 12 de abril de 2026, 18:00',
    seat: 'Fondo Norte · Zona N2B, fila 4, asiento 11',
    link: link(appLink(APP_PATHS.guestPass, { token: 'q3Xk8Zp2Lm7Rt4Wv9Nb1Hc6Yd0Fs5Ga3Je8Ku2Po7Qi' })),
  },
  welcome: {
    orderId: 1042,
    numbers: '20511, 20512, 20513',
    mail: MAIL,
    link: link(APP_PATHS.memberHome),
    passCardLink: link('/api/signup/orders/1042/pass.pdf'),
    family: { count: 3 },
    split: { amount: '142,50 €', date: '10 de enero de 2026', ibanEnd: '4021' },
  },
};

export const SAMPLE_NAME = 'Lucía';
/** A name as long as the profile allows, and one an attacker would type: both must read as text. */
export const LONG_NAME = 'María de las Mercedes Fernández-Villaverde y Sánchez-Albornoz';
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

export const sampleFrame = (language: MemberLanguage, name = SAMPLE_NAME): MailFrame => ({
  language,
  name,
  club: SAMPLE_CLUB,
  theme: themes[DEFAULT_THEME],
});
