import type { MemberTexts } from './member-texts.es.ts';

export const fr: MemberTexts = {
  locale: 'fr-FR',
  euros: (p) => `${p.amount.replace('.', ',')} €`,
  mail: {
    confirmMail: (p) => ({ subject: 'Confirmez votre adresse e-mail', body: `Confirmez votre adresse e-mail sur ${p.link}` }),
    mailCode: (p) => ({
      subject: `Votre code : ${p.code}`,
      body: `Votre code pour confirmer votre adresse e-mail est ${p.code}. Il expire dans ${p.minutes} minutes.`,
    }),
    groupInvitation: (p) => ({
      subject: `Confirmez votre entrée dans le groupe ${p.group}`,
      body: `Vous avez été ajouté au groupe « ${p.group} ». Votre code de confirmation est ${p.token} (valable ${p.hours} heures).`,
    }),
    creationLogin: (p) => ({ subject: 'Accédez à votre renouvellement', body: `Connectez-vous pour renouveler votre abonnement : ${p.link}` }),
    passwordRestore: (p) => ({
      subject: 'Réinitialisez votre mot de passe',
      body: `Réinitialisez votre mot de passe sur ${p.link} (valable 1 heure).`,
    }),
    mailReminder: (p) => ({ subject: 'Votre adresse de connexion', body: `Voici l'adresse e-mail de votre compte : ${p.mail}` }),
    mailChangeNew: (p) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: `Confirmez que c'est la nouvelle adresse de votre compte sur ${p.link} (valable 24 heures).`,
    }),
    mailChangeOld: (p) => ({
      subject: "Changement de l'adresse e-mail de votre compte",
      body:
        `Il a été demandé de remplacer l'adresse de votre compte par ${p.newMail}. Si ce n'est pas vous, annulez le ` +
        `changement sur ${p.link} (valable 7 jours) : toutes les sessions de votre compte seront fermées.`,
    }),
    phoneCode: (p) => ({ subject: 'SMS', body: `Code pour confirmer votre téléphone (${p.mail}) : ${p.code}` }),
    secondPaymentCharged: (p) => ({
      subject: 'Second paiement de votre abonnement prélevé',
      body: `Nous avons prélevé le second paiement de l'abonnement ${p.season} de ${p.person} : ${p.amount} sur le compte ···${p.ibanEnd}.`,
    }),
    secondPaymentDeclined: (p) => ({
      subject: "Nous n'avons pas pu prélever le second paiement de votre abonnement",
      body:
        `Votre banque a refusé le second paiement de l'abonnement ${p.season} de ${p.person} : ${p.amount} sur le compte ···${p.ibanEnd}. ` +
        "Nous ne réessaierons pas. Réglez-le au bureau des abonnés (abonos@cbribera.example, +34 948 000 000) pour conserver votre abonnement.",
    }),
    welcome: {
      subject: 'Bienvenue : votre abonnement est prêt',
      paid: (p) => `Votre inscription n° ${p.orderId} est payée. Numéros d'abonné : ${p.numbers}.`,
      login: (p) => `Vous pouvez dès maintenant vous connecter à votre espace abonné avec votre e-mail (${p.mail}) et votre mot de passe.`,
      passCard: (p) => `Votre carte d'abonné (PDF) est sur ${p.link}, ainsi que sur la page du paiement.`,
      family: (p) => `Les ${p.count} personnes de votre inscription forment votre groupe familial : vous les gérez depuis votre compte.`,
      split: (p) => `Le second paiement, de ${p.amount}, sera prélevé le ${p.date} sur votre compte se terminant par ${p.ibanEnd}.`,
    },
  },
  passCard: {
    title: (p) => `Abonnement ${p.season} · ${p.club}`,
    heading: (p) => `Abonnement saison ${p.season}`,
    seat: (p) => `${p.area}, rang ${p.row}, place ${p.number}`,
    noSeat: 'Sans place',
    holder: 'Titulaire',
    partnerNumber: "N° d'abonné",
    product: 'Abonnement',
    seatLabel: 'Place',
    amount: 'Montant',
  },
  memberCard: {
    title: (p) => `Carte d'abonné ${p.season} · ${p.club}`,
    heading: (p) => `Carte d'abonné · saison ${p.season}`,
    holder: 'Titulaire',
    partnerNumber: 'Abonné n°',
    pass: 'Abonnement',
    seatLabel: 'Place',
    seat: (p) => `${p.sector}, ${p.area}, rang ${p.row}, place ${p.number}`,
    group: 'Groupe',
    entryCode: "Pour entrer, montrez le code de votre carte sur votre téléphone (Ma carte) : il change toutes les 30 secondes et ne figure pas sur ce papier.",
  },
};
