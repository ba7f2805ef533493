import { ADVANTAGES } from '../../../src/features/campaign/data/advantages.ts';
import {
  discounts,
  family,
  games,
  gold,
  prices,
  renewalPayment,
  telecomPromo,
  womensPass,
  youth,
} from '../../../src/features/campaign/data/campaign.ts';
import { CLUB } from '../club.ts';
import { euros, longDate, monthOfSeason, percent, shiftSeason } from '../format.ts';
import { Composer, strong } from '../layout.ts';
import {
  advantageText,
  AUDIENCE,
  contactLines,
  familyRows,
  gamesList,
  issuedNote,
  newMembersCalendar,
  officeHoursTable,
  PASS_NAMES,
  passTypesTable,
  paymentMethods,
  renewalCalendar,
  youthAdvantagesSentence,
  youthRows,
  type DocumentContext,
} from './shared.ts';

/** The campaign dossier: every pass, price, advantage, discount and date of the season, in five parts. */
export async function buildDossier(ctx: DocumentContext): Promise<Uint8Array> {
  const { season } = ctx;
  const c = await Composer.create({
    title: `Dossier de abonos ${season}`,
    subtitle: `Todo lo que necesitas para vivir la temporada ${season} en el ${CLUB.venue}.`,
    kicker: `Campaña de abonos ${season}`,
    runningTitle: `Dossier de abonos ${season}`,
    subject: `Tipos de abono, precios, ventajas, descuentos y calendario de pago de la campaña de abonos ${season} del ${CLUB.name}.`,
    keywords: ['abonos', `temporada ${season}`, 'baloncesto', CLUB.name, 'precios', 'calendario de pago'],
    issuedOn: ctx.issuedOn,
  });

  c.paragraph(
    `Aquí tienes, en un solo documento, los tipos de abono de la temporada ${season}, sus precios, las ventajas y descuentos de ser abonado y el calendario para renovar o abonarte por primera vez. Si te queda alguna duda, escríbenos o pásate por las oficinas: te ayudamos encantados.`,
  );

  // ── 1. Passes and prices ──
  c.heading('Tipos de abono y precios');
  c.paragraph([
    strong(`El ${PASS_NAMES['abono-club']}`),
    {
      text: ` te abre las puertas a todos los partidos de todos nuestros equipos y a todas las ventajas del club. Su precio depende de tu modalidad:`,
    },
  ]);
  passTypesTable(c);
  c.note(
    `Precios por temporada. El carné físico cuesta ${euros(prices.physicalPass)}; el carné digital, en tu móvil, no tiene coste.`,
  );

  c.heading('Partidos incluidos');
  c.paragraph(`El abono de adulto incluye ${games.total} partidos en el ${CLUB.venue}:`);
  c.list(gamesList());

  c.heading(PASS_NAMES.femenino);
  c.paragraph(
    `Para quienes quieren seguir de cerca a nuestro equipo femenino: al menos ${womensPass.minGames} partidos, con ${womensPass.league} de liga, ${womensPass.european} de competición europea y ${womensPass.presentation} de presentación. Consulta su precio en la tienda online o en las oficinas del club.`,
  );

  // ── 2. Pass by pass ──
  c.newPage();
  c.heading(PASS_NAMES.joven);
  c.paragraph(`Para jóvenes de ${youth.minAge} a ${youth.maxAge} años. ${youthAdvantagesSentence()} El precio depende de tu edad:`);
  c.table(
    [
      { header: 'Edad', width: 0.6, bold: true },
      { header: 'Precio por temporada', width: 0.4, align: 'right' },
    ],
    youthRows(),
  );

  c.heading(PASS_NAMES.oro);
  c.paragraph([
    { text: `Si tienes ${gold.minAge} años o más (naciste antes de ${gold.bornBefore}), tu abono tiene un ` },
    strong(`${percent(gold.discountPercent)} de descuento`),
    { text: ` sobre el de adulto: desde ${euros(prices.from.oro)} por temporada.` },
  ]);

  c.heading(PASS_NAMES.familiar);
  c.paragraph('Abona a toda la familia y ahorra en cada abono a partir del primero:');
  c.table(
    [
      { header: 'Miembro de la familia', width: 0.45, bold: true },
      { header: 'Qué paga', width: 0.55 },
    ],
    familyRows(),
  );
  c.paragraph(
    `Por ejemplo, ${family.example.adults} adulto y ${family.example.children} menor de ${family.childMaxAge + 1} años: desde ${euros(prices.from.familiar)} los dos.`,
  );
  c.subheading('Promoción Fundación');
  c.paragraph(
    `Si algún miembro de tu familia juega en la escuela de la Fundación ${CLUB.shortName}, el abono cuesta ${euros(prices.foundationPromo.adult)} por adulto y ${euros(prices.foundationPromo.child)} por menor.`,
  );

  // ── 3. Advantages and discounts ──
  c.newPage();
  c.heading('Ventajas de ser abonado');
  c.list(ADVANTAGES.map((item) => advantageText(item.id, season)));
  c.note(
    `Las promociones de Caja Ribera y de Embou tienen sus propias condiciones, publicadas en la web del club junto a este dossier.`,
  );

  c.heading('Descuentos');
  c.table(
    [
      { header: 'Descuento', width: 0.28, bold: true },
      { header: 'Quién puede pedirlo', width: 0.54 },
      { header: 'Cuánto', width: 0.18, align: 'right' },
    ],
    [
      [
        'Social',
        `Personas con una discapacidad superior al ${percent(discounts.disabilityMinPercent)} o en desempleo desde hace más de ${discounts.unemploymentMinMonths} meses.`,
        percent(discounts.socialPercent),
      ],
      ['Oro', `Abonados de ${AUDIENCE.oro}.`, percent(gold.discountPercent)],
      [
        `Renovación ${shiftSeason(season, 1)}`,
        `Abonados que asistan al ${percent(discounts.fullAttendancePercent)} de los partidos de la temporada ${season}.`,
        `${percent(discounts.fullAttendanceRenewalPercent)} extra`,
      ],
    ],
  );
  c.note(
    'Para el descuento social, trae el certificado de discapacidad o el certificado de demanda de empleo al formalizar tu abono. Los descuentos no se suman entre sí: aplicamos siempre el más favorable para ti.',
  );

  c.heading('Promociones de nuestros patrocinadores');
  c.list([
    [
      strong('Caja Ribera:'),
      {
        text: ` con la Tarjeta Club, fracciona el pago de tu abono y no pagues nada hasta ${monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth)}.`,
      },
    ],
    [
      strong('Embou:'),
      {
        text: ` al contratar fibra o móvil como abonado, un bono de ${euros(telecomPromo.bonusEuros)}${telecomPromo.freeShirt ? ' y la camiseta oficial de regalo' : ''}.`,
      },
    ],
  ]);

  // ── 4. Calendars; 5. payment and contact ──
  c.newPage();
  c.heading(`Renovación: si ya eras abonado en la ${shiftSeason(season, -1)}`);
  renewalCalendar(c, ctx);

  c.heading('Nuevos abonados');
  newMembersCalendar(c, ctx);

  c.newPage();
  c.heading('Formas de pago');
  paymentMethods(c);

  c.heading('Cómo abonarte');
  c.list([
    [strong('En la tienda online:'), { text: ' entra en la web del club y pulsa «Abónate ahora».' }],
    [strong('En las oficinas del club,'), { text: ` en el ${CLUB.venue}, dentro del horario de atención.` }],
    [
      strong('Qué necesitas:'),
      {
        text: ' tu DNI y, si pides un descuento, el documento que lo acredite (certificado de discapacidad, certificado de demanda de empleo o libro de familia).',
      },
    ],
  ]);

  c.heading('Oficinas y contacto');
  officeHoursTable(c);
  c.list(contactLines());
  c.note(
    `Plazos de renovación: domiciliación hasta el ${longDate(season, renewalPayment.directDebitRequestBefore)}; pago único hasta el ${longDate(season, renewalPayment.singlePaymentBefore)}. ${issuedNote(ctx)}`,
  );

  return c.save();
}
