import { newMembers, PASS_SLUGS, renewalPayment } from '../../../src/features/campaign/data/campaign.ts';
import { CLUB } from '../club.ts';
import { joinList, longDate, monthOfSeason } from '../format.ts';
import { Composer, strong } from '../layout.ts';
import { contactLines, PASS_NAMES, type DocumentContext } from './shared.ts';

const BANK = 'Caja Ribera';
const CARD = 'Tarjeta Club Caja Ribera';

/** The rural bank's offer for members: pay the pass in instalments, nothing until the data's month. One page. */
export async function buildBankLeaflet(ctx: DocumentContext): Promise<Uint8Array> {
  const { season } = ctx;
  const firstPayment = monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth);
  const c = await Composer.create({
    title: 'Tu abono, a tu ritmo',
    subtitle: `La oferta de ${BANK} para los abonados de la temporada ${season}.`,
    kicker: `${BANK} · Temporada ${season}`,
    runningTitle: `${BANK} · Abonos ${season}`,
    subject: `Pago fraccionado del abono de la temporada ${season} con la ${CARD}: nada que pagar hasta ${firstPayment}.`,
    keywords: [BANK, CARD, 'abonos', `temporada ${season}`, 'pago fraccionado'],
    issuedOn: ctx.issuedOn,
    compact: true,
  });

  c.highlight({
    label: `Con la ${CARD}`,
    value: `No pagas nada hasta ${firstPayment}`,
    note: 'Disfruta desde el primer partido y reparte el pago de tu abono en cómodos plazos.',
  });

  c.heading('Qué te ofrecemos');
  c.paragraph(
    `${BANK} acompaña al ${CLUB.name} desde la grada. Si eres titular de la ${CARD}, paga con ella tu abono de la temporada ${season} y fracciona el importe: el primer cargo no llega hasta ${firstPayment}.`,
  );
  c.list([
    [
      strong('Para todos los abonos:'),
      { text: ` ${joinList(PASS_SLUGS.map((slug) => PASS_NAMES[slug].replace('Abono ', '').toLowerCase()))}.` },
    ],
    [strong('Para toda la familia:'), { text: ' paga a la vez los abonos de todo tu grupo familiar.' }],
    [strong('Compatible con los descuentos del club:'), { text: ' fraccionas el precio final de tu abono.' }],
  ]);

  c.heading('Cómo conseguirlo');
  c.list(
    [
      [strong(`Pide tu ${CARD}`), { text: ` en cualquier oficina de ${BANK}. Si ya la tienes, sigue al paso 2.` }],
      [strong('Abónate o renueva'), { text: ' en la tienda online o en las oficinas del club y paga con la tarjeta.' }],
      [strong('Elige los plazos'), { text: ` en tu oficina o en la banca online de ${BANK}.` }],
    ],
    { ordered: true },
  );

  c.heading('Fechas que te interesan');
  c.table(
    [
      { header: 'Qué', width: 0.6, bold: true },
      { header: 'Cuándo', width: 0.4 },
    ],
    [
      ['Renovación con pago único', `Hasta el ${longDate(season, renewalPayment.singlePaymentBefore)}`],
      ['Lista de prerreserva para nuevos abonados', `Desde el ${longDate(season, newMembers.preReservationFrom)}`],
      ['Altas de nuevos abonados', `Desde el ${longDate(season, newMembers.signUpFrom)}`],
    ],
  );

  c.paragraph([
    strong('¿Dudas? '),
    { text: `Sobre la tarjeta, en cualquier oficina de ${BANK}. Sobre tu abono, en el club:` },
  ]);
  c.list(contactLines(), { columns: 2 });

  c.note(
    `Oferta válida durante la campaña de abonos ${season} para titulares de la ${CARD}. La concesión de la tarjeta y del pago aplazado está sujeta a la aprobación de ${BANK} según sus criterios de riesgo. El número de plazos, el coste y la TAE figuran en la información precontractual que te entregará la entidad antes de contratar. Folleto informativo, sin valor de oferta vinculante. Información a ${ctx.issuedOnText}.`,
  );

  return c.save();
}
