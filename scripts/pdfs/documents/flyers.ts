import { advantagesFor } from '../../../src/features/campaign/data/advantages.ts';
import {
  family,
  games,
  gold,
  newMembers,
  prices,
  renewalPayment,
  womensPass,
  youth,
  type PassSlug,
} from '../../../src/features/campaign/data/campaign.ts';
import { CLUB } from '../club.ts';
import { count, euros, longDate, percent } from '../format.ts';
import { Composer, strong, type RichText } from '../layout.ts';
import {
  advantageShort,
  AUDIENCE,
  contactLines,
  familyRows,
  gamesList,
  officeHoursSentence,
  PASS_NAMES,
  passTypesTable,
  youthAdvantagesSentence,
  youthRows,
  type DocumentContext,
} from './shared.ts';

interface Flyer {
  tagline: string;
  /** The highlighted figure: usually the "desde" price. */
  figure: { value: string; note: RichText };
  /** What only this pass has to say, between the figure and the advantages. */
  body: (c: Composer) => void;
  /** False for the women's pass, which the campaign does not sell with the club advantages. */
  withAdvantages: boolean;
}

function includedGames(c: Composer): void {
  c.heading('Qué incluye');
  c.paragraph(`${games.total} partidos en el ${CLUB.venue}:`);
  c.list(gamesList());
}

const FLYERS: Record<PassSlug, Flyer> = {
  adulto: {
    tagline: 'Toda la temporada del club, desde tu asiento.',
    figure: { value: `Desde ${euros(prices.from.adulto)}`, note: `${AUDIENCE.adulto}. Precio por temporada.` },
    body: includedGames,
    withAdvantages: true,
  },
  oro: {
    tagline: 'Para quienes llevan toda la vida animando.',
    figure: {
      value: `Desde ${euros(prices.from.oro)}`,
      note: [
        { text: `${AUDIENCE.oro}: ` },
        strong(`${percent(gold.discountPercent)} de descuento`),
        { text: ' sobre el abono de adulto.' },
      ],
    },
    body: includedGames,
    withAdvantages: true,
  },
  joven: {
    tagline: `El abono a tu medida, si tienes entre ${youth.minAge} y ${youth.maxAge} años.`,
    figure: { value: `Desde ${euros(prices.from.joven)}`, note: `${AUDIENCE.joven}. Precio por temporada.` },
    body: (c) => {
      c.heading('Precio según tu edad');
      c.table(
        [
          { header: 'Edad', width: 0.6, bold: true },
          { header: 'Precio por temporada', width: 0.4, align: 'right' },
        ],
        youthRows(),
      );
      c.paragraph(youthAdvantagesSentence());
    },
    withAdvantages: true,
  },
  familiar: {
    tagline: 'Más baloncesto, en familia.',
    figure: {
      value: `Desde ${euros(prices.from.familiar)}`,
      note: `${family.example.adults} adulto y ${family.example.children} menor de ${family.childMaxAge + 1} años, por temporada.`,
    },
    body: (c) => {
      c.heading('Descuentos para tu familia');
      c.table(
        [
          { header: 'Quién', width: 0.45, bold: true },
          { header: 'Qué paga', width: 0.55 },
        ],
        [
          ...familyRows(),
          [
            `Familias con jugadores en la Fundación ${CLUB.shortName}`,
            `${euros(prices.foundationPromo.adult)} por adulto y ${euros(prices.foundationPromo.child)} por menor`,
          ],
        ],
      );
    },
    withAdvantages: true,
  },
  femenino: {
    tagline: 'Vive cada partido de nuestro equipo femenino.',
    figure: {
      value: `Al menos ${womensPass.minGames} partidos`,
      note: 'Consulta el precio en la tienda online o en las oficinas del club.',
    },
    body: (c) => {
      c.heading('Qué incluye');
      c.list([
        [strong(count(womensPass.league, 'partido', 'partidos')), { text: ' de liga.' }],
        [strong(count(womensPass.european, 'partido', 'partidos')), { text: ' de competición europea.' }],
        [strong(count(womensPass.presentation, 'partido', 'partidos')), { text: ' de presentación.' }],
      ]);
      c.paragraph([
        strong('¿Ya tienes el abono de adulto? '),
        { text: `Incluye los ${games.womensLeague} partidos de la liga femenina, además de los de la masculina.` },
      ]);
    },
    withAdvantages: false,
  },
  'abono-club': {
    tagline: 'Todos los equipos, todas las ventajas.',
    figure: {
      value: `Desde ${euros(Math.min(...Object.values(prices.from)))}`,
      note: 'El precio depende de tu modalidad: adulto, oro, joven o familiar.',
    },
    body: (c) => {
      c.heading('Elige tu modalidad');
      passTypesTable(c);
    },
    withAdvantages: true,
  },
};

/** One page per pass: the figure, what it includes, its advantages, how to sign up. */
export async function buildFlyer(slug: PassSlug, ctx: DocumentContext): Promise<Uint8Array> {
  const { season } = ctx;
  const flyer = FLYERS[slug];
  const name = PASS_NAMES[slug];
  const c = await Composer.create({
    title: `${name} ${season}`,
    subtitle: flyer.tagline,
    kicker: `Campaña de abonos ${season}`,
    runningTitle: `${name} ${season}`,
    subject: `${name} de la temporada ${season} del ${CLUB.name}: precio, partidos, ventajas y cómo abonarte.`,
    keywords: ['abonos', name, `temporada ${season}`, CLUB.name],
    issuedOn: ctx.issuedOn,
    compact: true,
  });

  c.highlight({ label: name, ...flyer.figure });
  flyer.body(c);

  if (flyer.withAdvantages) {
    c.heading('Tus ventajas');
    c.list(
      advantagesFor(slug === 'joven').map((item) => advantageShort(item.id, season)),
      { columns: 2 },
    );
  }

  c.heading('Cómo abonarte');
  c.list([
    [
      strong('Si renuevas:'),
      {
        text: ` domiciliación en plazos si la pides antes del ${longDate(season, renewalPayment.directDebitRequestBefore)}, o pago único hasta el ${longDate(season, renewalPayment.singlePaymentBefore)}.`,
      },
    ],
    [
      strong('Si es tu primer abono:'),
      {
        text: ` desde el ${longDate(season, newMembers.signUpFrom)} (lista de prerreserva desde el ${longDate(season, newMembers.preReservationFrom)}).`,
      },
    ],
    [strong('Dónde:'), { text: ' en la tienda online (botón «Abónate ahora» de la web del club) o en las oficinas.' }],
  ]);
  c.list(contactLines(), { columns: 2 });
  c.note(`${officeHoursSentence()} Información a ${ctx.issuedOnText}.`);

  return c.save();
}
