import { ADVANTAGES, type AdvantageDefinition } from '../../../src/features/campaign/data/advantages.ts';
import {
  discounts,
  family,
  games,
  gold,
  newMembers,
  officeHours,
  PASS_CARD_SLUGS,
  PAYMENT_METHODS,
  prices,
  renewalPayment,
  telecomPromo,
  youth,
  type PassSlug,
  type PaymentMethod,
} from '../../../src/features/campaign/data/campaign.ts';
import { CLUB, phoneUri } from '../club.ts';
import {
  count,
  dayRange,
  euros,
  joinList,
  longDate,
  monthOfSeason,
  ordinal,
  percent,
  shiftSeason,
  timeRanges,
  timeSlotsSentence,
} from '../format.ts';
import { linkTo, strong, type Composer, type RichText } from '../layout.ts';

/** What every document builder gets: the season and the day the documents are dated. */
export interface DocumentContext {
  season: string;
  issuedOn: Date;
  /** "1 de junio de 2025", printed as "información a …". */
  issuedOnText: string;
}

/** Blocks several documents share, so a date reads the same in the dossier and in a flyer. */

export const PASS_NAMES: Record<PassSlug, string> = {
  adulto: 'Abono Adulto',
  oro: 'Abono Oro',
  joven: 'Abono Joven',
  familiar: 'Abono Familiar',
  femenino: 'Abono Femenino',
  'abono-club': 'Abono Club',
};

/** Who each age-based pass is for, from the age limits of the data. */
export const AUDIENCE = {
  adulto: `De ${youth.maxAge + 1} a ${gold.minAge - 1} años`,
  oro: `${gold.minAge} años o más (nacidos antes de ${gold.bornBefore})`,
  joven: `De ${youth.minAge} a ${youth.maxAge} años`,
  familiar: `Adultos y menores de una misma familia (desde ${family.example.adults} adulto + ${family.example.children} menor)`,
} as const;

/** The adult pass's games, one line per competition. */
export const gamesList = (): RichText[] => [
  [strong(count(games.mensLeague, 'partido', 'partidos')), { text: ' de la liga masculina.' }],
  [strong(count(games.womensLeague, 'partido', 'partidos')), { text: ' de la liga femenina.' }],
  [strong(count(games.presentation, 'partido', 'partidos')), { text: ' de presentación.' }],
];

export const gamesSentence = (): string =>
  `${games.total} partidos en casa: ${games.mensLeague} de la liga masculina, ${games.womensLeague} de la liga femenina y ${games.presentation} de presentación.`;

/** Each advantage of the campaign list, as a bold lead and a sentence. */
export function advantageText(id: AdvantageDefinition['id'], season: string): RichText {
  const texts: Record<AdvantageDefinition['id'], [string, string]> = {
    FREE_SEAT: ['Libre elección de asiento.', 'Elige tu sitio en el Pabellón Ribera y consérvalo temporada tras temporada.'],
    GAMES: ['Todos los partidos.', gamesSentence()],
    RENEWAL: [
      `${percent(discounts.fullAttendanceRenewalPercent)} extra al renovar.`,
      `Si asistes al ${percent(discounts.fullAttendancePercent)} de los partidos de la temporada ${season}, tu renovación para la ${shiftSeason(season, 1)} tiene un ${percent(discounts.fullAttendanceRenewalPercent)} de descuento adicional.`,
    ],
    SOCIAL: [
      `${percent(discounts.socialPercent)} de descuento social.`,
      `Con una discapacidad superior al ${percent(discounts.disabilityMinPercent)} o en desempleo desde hace más de ${discounts.unemploymentMinMonths} meses.`,
    ],
    BANK: [
      'Tarjeta Club Caja Ribera.',
      `Paga tu abono a plazos y no pagues nada hasta ${monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth)}.`,
    ],
    TELECOM: [
      'Promoción Embou.',
      `Un bono de ${euros(telecomPromo.bonusEuros)}${telecomPromo.freeShirt ? ' y la camiseta oficial del club de regalo' : ''} al contratar con Embou.`,
    ],
  };
  const [lead, sentence] = texts[id];
  return [strong(lead), { text: ` ${sentence}` }];
}

/** Each advantage in a few words, for the two-column list of the one-page flyers. */
export function advantageShort(id: AdvantageDefinition['id'], season: string): RichText {
  const texts: Record<AdvantageDefinition['id'], [string, string]> = {
    FREE_SEAT: ['Libre elección', ' de asiento.'],
    GAMES: [`${games.total} partidos`, ' en casa.'],
    RENEWAL: [
      `${percent(discounts.fullAttendanceRenewalPercent)} extra`,
      ` al renovar para la ${shiftSeason(season, 1)} si asistes al ${percent(discounts.fullAttendancePercent)} de los partidos.`,
    ],
    SOCIAL: [`${percent(discounts.socialPercent)} de descuento social`, ' por discapacidad o desempleo.'],
    BANK: ['Caja Ribera:', ` nada que pagar hasta ${monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth)}.`],
    TELECOM: ['Embou:', ` bono de ${euros(telecomPromo.bonusEuros)}${telecomPromo.freeShirt ? ' y camiseta de regalo' : ''}.`],
  };
  const [lead, rest] = texts[id];
  return [strong(lead), { text: rest }];
}

/** Each advantage by name, for sentences such as "todas las ventajas salvo …". */
const ADVANTAGE_NAMES: Record<AdvantageDefinition['id'], string> = {
  FREE_SEAT: 'la libre elección de asiento',
  GAMES: 'todos los partidos',
  RENEWAL: 'el descuento por asistencia',
  SOCIAL: 'el descuento social',
  BANK: 'la oferta de Caja Ribera',
  TELECOM: 'la promoción Embou',
};

/** The youth pass drops the advantages marked notForYouth (spec §2, isJoven). */
export function youthAdvantagesSentence(): string {
  const excluded = ADVANTAGES.filter((item) => item.notForYouth).map((item) => ADVANTAGE_NAMES[item.id]);
  return excluded.length
    ? `Incluye todas las ventajas del club salvo ${joinList(excluded)}.`
    : 'Incluye todas las ventajas del club.';
}

export const PAYMENT_METHOD_TEXTS: Record<PaymentMethod, RichText> = {
  cash: [strong('Efectivo,'), { text: ' en las oficinas del club.' }],
  card: [strong('Tarjeta de crédito o débito,'), { text: ' en la tienda online o en las oficinas.' }],
  bank: [strong('Entidad bancaria:'), { text: ' domiciliación del pago en tu cuenta.' }],
};

/** Renewal: direct debit in instalments, single payment, the bank's club card. */
export function renewalCalendar(c: Composer, { season }: DocumentContext): void {
  c.subheading('Pago domiciliado en plazos');
  c.paragraph([
    { text: 'Solicita la domiciliación ' },
    strong(`antes del ${longDate(season, renewalPayment.directDebitRequestBefore)}`),
    { text: ' y pagarás tu abono en estos cargos:' },
  ]);
  c.table(
    [
      { header: 'Plazo', width: 0.25, bold: true },
      { header: 'Fecha de cargo', width: 0.45 },
      { header: 'Importe', width: 0.3, align: 'right' },
    ],
    renewalPayment.directDebit.map((instalment, index) => [
      `${ordinal(index + 1)} plazo`,
      longDate(season, instalment.day),
      `${percent(instalment.percent)} del abono`,
    ]),
  );
  c.subheading('Pago único');
  c.paragraph(
    `Antes del ${longDate(season, renewalPayment.singlePaymentBefore)}, con tarjeta en la tienda online o en las oficinas del club.`,
  );
  c.subheading('Con la Tarjeta Club Caja Ribera');
  c.paragraph(
    `Fracciona el pago y no pagues nada hasta ${monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth)}. Todos los detalles, en el folleto de Caja Ribera.`,
  );
}

/** New and returning members: when to sign up and how to pay. */
export function newMembersCalendar(c: Composer, { season }: DocumentContext): void {
  c.table(
    [
      { header: 'Quién', width: 0.55, bold: true },
      { header: 'Desde', width: 0.45 },
    ],
    [
      ['Lista de prerreserva', longDate(season, newMembers.preReservationFrom)],
      ['Nuevos abonados y antiguos abonados que vuelven', longDate(season, newMembers.signUpFrom)],
    ],
  );
  c.paragraph('Puedes pagar tu abono de dos maneras:');
  c.list([
    [strong('En un solo pago,'), { text: ' en efectivo o con tarjeta.' }],
    [
      strong('En dos pagos:'),
      {
        text: ` el ${percent(newMembers.splitPercent)} al darte de alta y el ${percent(100 - newMembers.splitPercent)} restante domiciliado el ${longDate(season, newMembers.splitDebitDay)}.`,
      },
    ],
  ]);
}

export function paymentMethods(c: Composer): void {
  c.list(PAYMENT_METHODS.map((method) => PAYMENT_METHOD_TEXTS[method]));
}

/** Family discounts as table rows: who, what they pay. */
export function familyRows(): RichText[][] {
  return [
    ['Primer adulto', `Precio del abono de adulto (desde ${euros(prices.from.adulto)})`],
    ['Segundo adulto', `${percent(family.secondAdultDiscountPercent)} de descuento`],
    ['Tercer adulto y siguientes', `${percent(family.thirdAdultDiscountPercent)} de descuento`],
    [`Menores de ${family.childMaxAge + 1} años`, `${percent(family.childDiscountPercent)} de descuento`],
    [`Menores de ${family.under7MaxAge + 1} años`, `${euros(prices.under7Pass)} por temporada`],
  ];
}

export function youthRows(): RichText[][] {
  return prices.youthBands.map((band) => [`De ${band.minAge} a ${band.maxAge} años`, euros(band.price)]);
}

export function officeHoursTable(c: Composer): void {
  c.table(
    [
      { header: 'Días', width: 0.4, bold: true },
      { header: 'Horario de atención', width: 0.6 },
    ],
    officeHours.map((range) => [dayRange(range.fromDay, range.toDay), timeRanges(range.slots)]),
  );
}

/** E-mail and phone first: in two columns they share the left one and the longer address gets the right. */
export function contactLines(): RichText[] {
  return [
    [strong('Correo: '), linkTo(CLUB.email, `mailto:${CLUB.email}`)],
    [strong('Teléfono: '), linkTo(CLUB.phone, phoneUri(CLUB.phone))],
    [strong('Oficinas: '), { text: `${CLUB.venue}, ${CLUB.address}` }],
  ];
}

/** Office hours in one line, for one-page documents. */
export const officeHoursSentence = (): string =>
  `Horario de oficinas: ${officeHours
    .map((range) => `${dayRange(range.fromDay, range.toDay).toLowerCase()}, ${timeSlotsSentence(range.slots)}`)
    .join('; ')}.`;

export const issuedNote = ({ issuedOnText }: DocumentContext): string =>
  `Información a ${issuedOnText}. El club puede modificar fechas u horarios por causas ajenas a su voluntad; cualquier cambio se publicará en la web del club.`;

/** The four pass types with who they are for and their "desde" price. */
export function passTypesTable(c: Composer): void {
  c.table(
    [
      { header: 'Modalidad', width: 0.25, bold: true },
      { header: 'Para quién', width: 0.5 },
      { header: 'Precio', width: 0.25, align: 'right' },
    ],
    PASS_CARD_SLUGS.map((slug) => [PASS_NAMES[slug], AUDIENCE[slug], `Desde ${euros(prices.from[slug])}`]),
  );
}
