/**
 * What a member reads from the server, in Spanish (complete; the default): mails and the pass
 * card. The English and French files must have every key (typed as MemberTexts, and tested).
 */
export const es = {
  locale: 'es-ES',
  euros: (p: { amount: string }) => `${p.amount.replace('.', ',')} €`,
  mail: {
    confirmMail: (p: { link: string }) => ({ subject: 'Confirma tu correo', body: `Confirma tu correo en ${p.link}` }),
    mailCode: (p: { code: string; minutes: number }) => ({
      subject: `Tu código: ${p.code}`,
      body: `Tu código para confirmar el correo es ${p.code}. Caduca en ${p.minutes} minutos.`,
    }),
    groupInvitation: (p: { group: string; token: string; hours: number }) => ({
      subject: `Confirma tu incorporación al grupo ${p.group}`,
      body: `Te han añadido al grupo "${p.group}". Tu código de confirmación es ${p.token} (válido ${p.hours} horas).`,
    }),
    creationLogin: (p: { link: string }) => ({ subject: 'Accede a tu renovación', body: `Entra para renovar tu abono: ${p.link}` }),
    passwordRestore: (p: { link: string }) => ({
      subject: 'Restablece tu contraseña',
      body: `Restablece tu contraseña en ${p.link} (válido 1 hora).`,
    }),
    mailReminder: (p: { mail: string }) => ({ subject: 'Tu correo de acceso', body: `Este es el correo de tu cuenta: ${p.mail}` }),
    mailChangeNew: (p: { link: string }) => ({
      subject: 'Confirma tu nuevo correo',
      body: `Confirma que este es el nuevo correo de tu cuenta en ${p.link} (válido 24 horas).`,
    }),
    mailChangeOld: (p: { newMail: string; link: string }) => ({
      subject: 'Cambio del correo de tu cuenta',
      body:
        `Se ha pedido cambiar el correo de tu cuenta a ${p.newMail}. Si no has sido tú, deshaz el cambio en ` +
        `${p.link} (válido 7 días): se cerrarán todas las sesiones de tu cuenta.`,
    }),
    phoneCode: (p: { mail: string; code: string }) => ({ subject: 'SMS', body: `Código para confirmar tu teléfono (${p.mail}): ${p.code}` }),
    secondPaymentCharged: (p: { person: string; season: string; amount: string; ibanEnd: string }) => ({
      subject: 'Segundo pago de tu abono cobrado',
      body: `Hemos cobrado el segundo pago del abono ${p.season} de ${p.person}: ${p.amount} de la cuenta ···${p.ibanEnd}.`,
    }),
    secondPaymentDeclined: (p: { person: string; season: string; amount: string; ibanEnd: string }) => ({
      subject: 'No hemos podido cobrar el segundo pago de tu abono',
      body:
        `Tu banco ha rechazado el segundo pago del abono ${p.season} de ${p.person}: ${p.amount} de la cuenta ···${p.ibanEnd}. ` +
        'No lo volveremos a intentar. Págalo en la oficina de abonados (abonos@cbribera.example, +34 948 000 000) para mantener tu abono.',
    }),
    welcome: {
      subject: 'Bienvenido: tu abono está listo',
      paid: (p: { orderId: number; numbers: string }) => `Tu alta nº ${p.orderId} está pagada. Números de socio: ${p.numbers}.`,
      login: (p: { mail: string }) => `Ya puedes entrar en tu área de abonado con tu correo (${p.mail}) y tu contraseña.`,
      passCard: (p: { link: string }) => `Tu tarjeta de abonado (PDF) está en ${p.link}, y en la página del pago.`,
      family: (p: { count: number }) => `Las ${p.count} personas de tu alta forman tu grupo familiar: las gestionas desde tu cuenta.`,
      split: (p: { amount: string; date: string; ibanEnd: string }) =>
        `El segundo pago, de ${p.amount}, se cargará el ${p.date} en tu cuenta terminada en ${p.ibanEnd}.`,
    },
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
};

export type MemberTexts = typeof es;
