import { telecomPromo } from '../../../src/features/campaign/data/campaign.ts';
import { CLUB } from '../club.ts';
import { euros, joinList } from '../format.ts';
import { Composer, linkTo, strong } from '../layout.ts';
import { issuedNote, type DocumentContext } from './shared.ts';

const OPERATOR = 'Embou';

/** The legal conditions of the telecom promotion (the bonus and, if the data says so, the shirt). */
export async function buildPromoConditions(ctx: DocumentContext): Promise<Uint8Array> {
  const { season } = ctx;
  const bonus = euros(telecomPromo.bonusEuros);
  const rewards = joinList([
    `un bono de ${bonus} de descuento en sus facturas de ${OPERATOR}`,
    ...(telecomPromo.freeShirt ? [`una camiseta oficial del club de la temporada ${season}`] : []),
  ]);
  const c = await Composer.create({
    title: `Promoción ${OPERATOR} para abonados`,
    subtitle: `Bases y condiciones · Temporada ${season}`,
    kicker: `Campaña de abonos ${season}`,
    runningTitle: `Promoción ${OPERATOR} · Bases ${season}`,
    subject: `Bases legales de la promoción de ${OPERATOR} para los abonados del ${CLUB.name} en la temporada ${season}.`,
    keywords: [OPERATOR, 'promoción', 'bases legales', 'abonos', `temporada ${season}`],
    issuedOn: ctx.issuedOn,
  });

  c.highlight({
    label: 'Para abonados',
    value: telecomPromo.freeShirt ? `Bono de ${bonus} + camiseta` : `Bono de ${bonus}`,
    note: `Al contratar un nuevo servicio de fibra o móvil con ${OPERATOR} durante la temporada ${season}.`,
  });

  const clauses: [string, string][] = [
    [
      'Organizadores',
      `La promoción la organiza ${OPERATOR}, operador de telecomunicaciones (en adelante, «el Operador»), en colaboración con el ${CLUB.name} (en adelante, «el Club»), con domicilio en el ${CLUB.venue}, ${CLUB.address}.`,
    ],
    [
      'Objeto',
      `Ofrecer a los abonados del Club que contraten un nuevo servicio del Operador ${rewards}.`,
    ],
    [
      'Quién puede participar',
      `Personas físicas mayores de edad, residentes en España, titulares de un abono del Club en vigor para la temporada ${season}, que contraten a su nombre un nuevo servicio de fibra o de telefonía móvil del Operador durante el periodo de la promoción. No participan quienes ya tuvieran contratado con el Operador el mismo servicio, ni los cambios de tarifa de clientes actuales.`,
    ],
    [
      'Periodo',
      `Desde la apertura de la campaña de abonos ${season} hasta el final de la temporada ${season}${telecomPromo.freeShirt ? ', o hasta agotar existencias de camisetas' : ''}.`,
    ],
    [
      'Cómo participar',
      `Al contratar en las tiendas o en la web del Operador, indica tu número de abonado y tu DNI. El Operador comprobará con el Club que el abono está en vigor; sin esa comprobación no se puede aplicar la promoción.`,
    ],
    [
      'El bono',
      `El bono de ${bonus} se descuenta de las facturas del servicio contratado, empezando por la primera, hasta agotar su importe. No se puede canjear por dinero, no es transferible y no se suma a otras promociones de bienvenida del Operador. Si el servicio se da de baja antes de consumirse el bono, el importe pendiente se pierde.`,
    ],
    ...(telecomPromo.freeShirt
      ? ([
          [
            'La camiseta',
            `Una camiseta por abonado, en la talla disponible en el momento de recogerla. Se recoge en las oficinas del Club, en su horario de atención, presentando el contrato con el Operador y el carné de abonado.`,
          ],
        ] as [string, string][])
      : []),
    [
      'Límites',
      'Una sola promoción por abonado, sea cual sea el número de servicios contratados. El Club y el Operador pueden excluir a quien participe de forma fraudulenta o contraria a estas bases.',
    ],
    [
      'Protección de datos',
      `Para aplicar la promoción, el Club solo comunicará al Operador si el número de abonado que facilites está en vigor, y solo con tu consentimiento. Cada entidad trata tus datos como responsable de su parte. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad ante el Club escribiendo a ${CLUB.email}, y ante el Operador en los canales que indica su política de privacidad. También puedes reclamar ante la Agencia Española de Protección de Datos.`,
    ],
    [
      'Aceptación y cambios',
      'Participar supone aceptar estas bases. Por causa justificada, el Club y el Operador pueden modificar o cancelar la promoción, publicándolo en la web del Club; los bonos ya concedidos se respetarán. Estas bases se rigen por la legislación española.',
    ],
  ];

  c.heading('Bases de la promoción');
  clauses.forEach(([title, text], index) => {
    c.subheading(`${index + 1}. ${title}`);
    c.paragraph(text);
  });

  c.heading('Dudas');
  c.paragraph([
    { text: `Sobre tu abono, escríbenos a ` },
    linkTo(CLUB.email, `mailto:${CLUB.email}`),
    { text: '. Sobre tu contrato o tus facturas, dirígete al Operador.' },
  ]);
  c.note([strong(`${CLUB.name}. `), { text: issuedNote(ctx) }]);

  return c.save();
}
