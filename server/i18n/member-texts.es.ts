import type { MailFrameText, MailText } from '../mail/content.ts';

/**
 * What a member reads from the server, in Spanish (complete; the default): mails and the pass
 * card. The English and French files must have every key (typed as MemberTexts, and tested).
 */
export const es = {
  locale: 'es-ES',
  euros: (p: { amount: string }) => `${p.amount.replace('.', ',')} €`,
  mailFrame: {
    greeting: (p: { name: string }) => `Hola, ${p.name}:`,
    linkFallback: 'Si el botón no se abre, copia este enlace en tu navegador:',
    reason: (p: { club: string }) => `Recibes este correo porque tienes una cuenta en el área de abonados de ${p.club}.`,
    contactLabel: 'Oficina de abonados',
  } satisfies MailFrameText,
  mail: {
    confirmMail: (p: { link: string }): MailText => ({
      subject: 'Confirma tu correo',
      preview: 'Un paso más para activar tu cuenta.',
      heading: 'Confirma tu correo',
      paragraphs: ['Para activar tu cuenta, confirma que este es tu correo.'],
      action: { label: 'Confirmar mi correo', url: p.link },
      note: 'Si no has creado una cuenta, ignora este correo.',
    }),
    mailCode: (p: { code: string; minutes: number }): MailText => ({
      subject: `Tu código: ${p.code}`,
      preview: `Escríbelo en la página del alta. Caduca en ${p.minutes} minutos.`,
      heading: 'Tu código para confirmar el correo',
      paragraphs: [`Escribe este código en la página del alta. Caduca en ${p.minutes} minutos.`],
      code: { label: 'Código', value: p.code },
      note: 'Si no estás creando una cuenta del club, ignora este correo: nadie podrá usar tu correo sin el código.',
    }),
    groupInvitation: (p: { group: string; token: string; hours: number; link: string }): MailText => ({
      subject: `Confirma tu incorporación al grupo ${p.group}`,
      preview: `Tu código de confirmación es válido ${p.hours} horas.`,
      heading: `Te han añadido al grupo «${p.group}»`,
      paragraphs: [`Para unirte, entra en tu área de abonado y escribe este código. Es válido ${p.hours} horas.`],
      code: { label: 'Código de confirmación', value: p.token },
      action: { label: 'Ir a mi área de abonado', url: p.link },
      note: 'Si no conoces este grupo, no hagas nada: sin el código no entrarás en él.',
    }),
    creationLogin: (p: { link: string }): MailText => ({
      subject: 'Accede a tu renovación',
      preview: 'Entra para renovar tu abono.',
      heading: 'Renueva tu abono',
      paragraphs: ['Entra con este enlace para renovar tu abono de la temporada.'],
      action: { label: 'Renovar mi abono', url: p.link },
      note: 'Si no lo has pedido tú, ignora este correo.',
    }),
    passwordRestore: (p: { link: string }): MailText => ({
      subject: 'Restablece tu contraseña',
      preview: 'El enlace es válido 1 hora.',
      heading: 'Restablece tu contraseña',
      paragraphs: ['Has pedido una contraseña nueva. El enlace es válido 1 hora.'],
      action: { label: 'Elegir una contraseña nueva', url: p.link },
      note: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    }),
    mailReminder: (p: { mail: string; link: string }): MailText => ({
      subject: 'Tu correo de acceso',
      preview: 'El correo con el que entras en tu área de abonado.',
      heading: 'Tu correo de acceso',
      paragraphs: ['Este es el correo de tu cuenta, con el que entras en tu área de abonado:'],
      facts: [{ label: 'Correo', value: p.mail }],
      action: { label: 'Entrar en mi área', url: p.link },
    }),
    mailChangeNew: (p: { link: string }): MailText => ({
      subject: 'Confirma tu nuevo correo',
      preview: 'El enlace es válido 24 horas.',
      heading: 'Confirma tu nuevo correo',
      paragraphs: ['Confirma que este es el nuevo correo de tu cuenta. El enlace es válido 24 horas.'],
      action: { label: 'Confirmar el nuevo correo', url: p.link },
      note: 'Si no lo has pedido tú, ignora este correo: tu cuenta sigue con su correo de siempre.',
    }),
    mailChangeOld: (p: { newMail: string; link: string }): MailText => ({
      subject: 'Cambio del correo de tu cuenta',
      preview: `Se ha pedido cambiar tu correo a ${p.newMail}.`,
      heading: 'Se ha pedido cambiar el correo de tu cuenta',
      paragraphs: [
        `El nuevo correo sería ${p.newMail}.`,
        'Si no has sido tú, deshaz el cambio (el enlace es válido 7 días): se cerrarán todas las sesiones de tu cuenta.',
      ],
      action: { label: 'No he sido yo: deshacer el cambio', url: p.link },
      note: 'Si has sido tú, no tienes que hacer nada.',
    }),
    secondPaymentCharged: (p: { person: string; season: string; amount: string; ibanEnd: string; link: string }): MailText => ({
      subject: 'Segundo pago de tu abono cobrado',
      preview: `${p.amount} del abono ${p.season} de ${p.person}.`,
      heading: 'Hemos cobrado el segundo pago',
      paragraphs: [`Hemos cobrado el segundo pago del abono ${p.season} de ${p.person}. Tu abono está pagado.`],
      facts: [
        { label: 'Importe', value: p.amount },
        { label: 'Cuenta', value: `···${p.ibanEnd}` },
      ],
      action: { label: 'Ver mi área de abonado', url: p.link },
    }),
    secondPaymentDeclined: (p: { person: string; season: string; amount: string; ibanEnd: string; office: string }): MailText => ({
      subject: 'No hemos podido cobrar el segundo pago de tu abono',
      preview: 'Tu banco ha rechazado el cargo: págalo en la oficina para mantener tu abono.',
      heading: 'Tu banco ha rechazado el segundo pago',
      paragraphs: [
        `Tu banco ha rechazado el segundo pago del abono ${p.season} de ${p.person}. No lo volveremos a intentar.`,
        `Págalo en la oficina de abonados (${p.office}) para mantener tu abono.`,
      ],
      facts: [
        { label: 'Importe', value: p.amount },
        { label: 'Cuenta', value: `···${p.ibanEnd}` },
      ],
    }),
    renewalChargeApproved: (p: { person: string; season: string; amount: string; ibanEnd: string; link: string }): MailText => ({
      subject: 'Cargo de tu renovación cobrado',
      preview: `${p.amount} de la renovación ${p.season} de ${p.person}.`,
      heading: 'Hemos cobrado un plazo de tu renovación',
      paragraphs: [`Hemos cobrado un plazo de la renovación ${p.season} de ${p.person}.`],
      facts: [
        { label: 'Importe', value: p.amount },
        { label: 'Cuenta', value: `···${p.ibanEnd}` },
      ],
      action: { label: 'Ver mi renovación', url: p.link },
    }),
    renewalChargeDeclined: (p: { person: string; season: string; amount: string; ibanEnd: string; office: string }): MailText => ({
      subject: 'No hemos podido cobrar un plazo de tu renovación',
      preview: 'Tu banco ha rechazado el cargo: págalo en la oficina para mantener tu asiento.',
      heading: 'Tu banco ha rechazado un plazo de la renovación',
      paragraphs: [
        `Tu banco ha rechazado un plazo de la renovación ${p.season} de ${p.person}. No lo volveremos a intentar.`,
        `Págalo en la oficina de abonados (${p.office}) para mantener tu asiento.`,
      ],
      facts: [
        { label: 'Importe', value: p.amount },
        { label: 'Cuenta', value: `···${p.ibanEnd}` },
      ],
    }),
    ticketsBought: (p: { orderId: number; game: string; when: string; seats: string; total: string; link: string }): MailText => ({
      subject: `Tus entradas: ${p.game}`,
      preview: `Compra nº ${p.orderId} pagada.`,
      heading: 'Tus entradas están listas',
      paragraphs: [
        `Tu compra nº ${p.orderId} está pagada. Abre tus entradas en el móvil antes de ir al pabellón: su código cambia cada 30 segundos y funciona sin conexión una vez abierto.`,
      ],
      facts: [
        { label: 'Partido', value: p.game },
        { label: 'Fecha', value: `${p.when} (hora de Madrid)` },
        { label: 'Asientos', value: p.seats },
        { label: 'Total', value: p.total },
      ],
      action: { label: 'Ver mis entradas', url: p.link },
    }),
    creditEarned: (p: { game: string; seat: string; amount: string; link: string }): MailText => ({
      subject: `Tu asiento se ha vendido: +${p.amount}`,
      preview: `Has ganado ${p.amount} para tu renovación.`,
      heading: 'Tu asiento liberado se ha vendido',
      paragraphs: [
        `Alguien ha comprado el asiento que liberaste para el partido ${p.game}. Te abonamos ${p.amount}, que se descontarán de tu renovación.`,
        'Ese día tu carnet no dará acceso a ese asiento: ahora es de quien lo ha comprado.',
      ],
      facts: [
        { label: 'Partido', value: p.game },
        { label: 'Asiento', value: p.seat },
        { label: 'Crédito', value: p.amount },
      ],
      action: { label: 'Ver mis créditos', url: p.link },
    }),
    guestPass: (p: { member: string; game: string; when: string; seat: string; link: string }): MailText => ({
      subject: `${p.member} te cede su asiento: ${p.game}`,
      preview: 'Tu entrada de invitado: ábrela en el móvil con el que vayas a entrar.',
      heading: 'Tienes una entrada de invitado',
      paragraphs: [
        `${p.member} te cede su asiento de abonado para el partido ${p.game}.`,
        'Abre el enlace en el móvil con el que vayas a entrar: la entrada se queda en el primer dispositivo que lo abre. En la puerta enseña su código, que cambia cada 30 segundos.',
      ],
      facts: [
        { label: 'Partido', value: p.game },
        { label: 'Fecha', value: `${p.when} (hora de Madrid)` },
        { label: 'Asiento', value: p.seat },
        { label: 'Te lo cede', value: p.member },
      ],
      action: { label: 'Abrir mi entrada', url: p.link },
      note: 'No reenvíes este correo: quien abra antes el enlace se queda con la entrada.',
      reason: `Recibes este correo porque ${p.member} ha escrito tu dirección al cederte su asiento.`,
    }),
    welcome: (p: {
      orderId: number;
      numbers: string;
      mail: string;
      link: string;
      passCardLink: string;
      family?: { count: number };
      split?: { amount: string; date: string; ibanEnd: string };
    }): MailText => ({
      subject: 'Bienvenido: tu abono está listo',
      preview: `Tu alta nº ${p.orderId} está pagada.`,
      heading: 'Tu abono está listo',
      paragraphs: [
        `Tu alta nº ${p.orderId} está pagada. Ya puedes entrar en tu área de abonado con tu correo (${p.mail}) y tu contraseña.`,
        ...(p.family ? [`Las ${p.family.count} personas de tu alta forman tu grupo familiar: las gestionas desde tu cuenta.`] : []),
        ...(p.split ? [`El segundo pago, de ${p.split.amount}, se cargará el ${p.split.date} en tu cuenta terminada en ${p.split.ibanEnd}.`] : []),
      ],
      facts: [
        { label: 'Alta', value: `nº ${p.orderId}` },
        { label: 'Números de socio', value: p.numbers },
      ],
      action: { label: 'Entrar en mi área de abonado', url: p.link },
      secondary: { label: 'Descargar mi tarjeta de abonado (PDF)', url: p.passCardLink },
    }),
  },
  /** There is no SMS gateway: the text waits in mail_outbox with the phone as recipient. */
  sms: {
    phoneCode: (p: { mail: string; code: string }) => `Código para confirmar tu teléfono (${p.mail}): ${p.code}`,
  },
  ticket: {
    title: (p: { game: string; club: string }) => `Entrada · ${p.game} · ${p.club}`,
    heading: (p: { game: string }) => `Entrada · ${p.game}`,
    holder: 'Titular',
    game: 'Partido',
    when: 'Fecha (hora de Madrid)',
    seatLabel: 'Asiento',
    seat: (p: { sector: string; area: string; row: number; number: number }) => `${p.sector} · ${p.area}, fila ${p.row}, asiento ${p.number}`,
    ticketNumber: 'Entrada n.º',
    price: 'Precio',
    noCode: 'Este papel no da acceso: enseña en la puerta el código de la entrada en tu móvil.',
  },
  passCard: {
    title: (p: { season: string; club: string }) => `Abono ${p.season} · ${p.club}`,
    heading: (p: { season: string }) => `Abono temporada ${p.season}`,
    seat: (p: { area: string; row: number; number: number }) => `${p.area}, fila ${p.row}, asiento ${p.number}`,
    noSeat: 'Sin asiento',
    holder: 'Titular',
    partnerNumber: 'Abonado n.º',
    product: 'Abono',
    seatLabel: 'Asiento',
    amount: 'Importe',
  },
  memberCard: {
    title: (p: { season: string; club: string }) => `Carnet de abonado ${p.season} · ${p.club}`,
    heading: (p: { season: string }) => `Carnet de abonado · temporada ${p.season}`,
    holder: 'Titular',
    partnerNumber: 'Abonado n.º',
    pass: 'Abono',
    seatLabel: 'Asiento',
    seat: (p: { sector: string; area: string; row: number; number: number }) => `${p.sector}, ${p.area}, fila ${p.row}, asiento ${p.number}`,
    group: 'Grupo',
    entryCode: 'Para entrar, enseña el código de tu carnet en el móvil (Mi carnet): cambia cada 30 segundos y este papel no lo lleva.',
  },
  /** The calendar feeds (iCalendar) a calendar app subscribes to. */
  calendar: {
    gamesName: (p: { club: string; season: string }) => `${p.club} · partidos ${p.season}`,
    memberName: (p: { club: string; season: string }) => `${p.club} · mi abono ${p.season}`,
    seat: (p: { sector: string; area: string; row: number; number: number }) => `Tu asiento: ${p.sector}, ${p.area}, fila ${p.row}, asiento ${p.number}`,
    given: (p: { guest: string }) => `Has cedido tu asiento a ${p.guest} para este partido.`,
    released: 'Has liberado tu asiento para este partido: está a la venta.',
    releasedSold: 'Has liberado tu asiento para este partido y se ha vendido.',
  },
};

export type MemberTexts = typeof es;
