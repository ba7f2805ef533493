import type { MemberTexts } from './member-texts.es.ts';

export const en: MemberTexts = {
  locale: 'en-GB',
  euros: (p) => `€${p.amount}`,
  mail: {
    confirmMail: (p) => ({ subject: 'Confirm your email', body: `Confirm your email at ${p.link}` }),
    mailCode: (p) => ({
      subject: `Your code: ${p.code}`,
      body: `Your code to confirm your email is ${p.code}. It expires in ${p.minutes} minutes.`,
    }),
    groupInvitation: (p) => ({
      subject: `Confirm you are joining the group ${p.group}`,
      body: `You have been added to the group "${p.group}". Your confirmation code is ${p.token} (valid for ${p.hours} hours).`,
    }),
    creationLogin: (p) => ({ subject: 'Sign in to renew', body: `Sign in to renew your season pass: ${p.link}` }),
    passwordRestore: (p) => ({ subject: 'Reset your password', body: `Reset your password at ${p.link} (valid for 1 hour).` }),
    mailReminder: (p) => ({ subject: 'Your sign-in email', body: `This is your account's email: ${p.mail}` }),
    mailChangeNew: (p) => ({
      subject: 'Confirm your new email',
      body: `Confirm that this is your account's new email at ${p.link} (valid for 24 hours).`,
    }),
    mailChangeOld: (p) => ({
      subject: "Your account's email is changing",
      body:
        `Someone asked to change your account's email to ${p.newMail}. If it was not you, undo the change at ` +
        `${p.link} (valid for 7 days): every session of your account will be closed.`,
    }),
    phoneCode: (p) => ({ subject: 'SMS', body: `Code to confirm your phone (${p.mail}): ${p.code}` }),
    secondPaymentCharged: (p) => ({
      subject: 'Second payment of your season pass charged',
      body: `We have charged the second payment of the ${p.season} season pass of ${p.person}: ${p.amount} from the account ···${p.ibanEnd}.`,
    }),
    secondPaymentDeclined: (p) => ({
      subject: 'We could not charge the second payment of your season pass',
      body:
        `Your bank declined the second payment of the ${p.season} season pass of ${p.person}: ${p.amount} from the account ···${p.ibanEnd}. ` +
        'We will not try again. Please pay it at the members\' office (abonos@cbribera.example, +34 948 000 000) to keep your pass.',
    }),
    welcome: {
      subject: 'Welcome: your season pass is ready',
      paid: (p) => `Your sign-up no. ${p.orderId} is paid. Member numbers: ${p.numbers}.`,
      login: (p) => `You can now sign in to your member area with your email (${p.mail}) and your password.`,
      passCard: (p) => `Your pass card (PDF) is at ${p.link}, and on the payment page.`,
      family: (p) => `The ${p.count} people of your sign-up are your family group: you manage them from your account.`,
      split: (p) => `The second payment, ${p.amount}, will be charged on ${p.date} to your account ending in ${p.ibanEnd}.`,
    },
  },
  passCard: {
    title: (p) => `Season pass ${p.season} · ${p.club}`,
    heading: (p) => `Season pass ${p.season}`,
    seat: (p) => `${p.area}, row ${p.row}, seat ${p.number}`,
    noSeat: 'No seat',
    holder: 'Holder',
    partnerNumber: 'Member no.',
    product: 'Pass',
    seatLabel: 'Seat',
    amount: 'Amount',
  },
  memberCard: {
    title: (p) => `Member card ${p.season} · ${p.club}`,
    heading: (p) => `Member card · season ${p.season}`,
    holder: 'Holder',
    partnerNumber: 'Member no.',
    pass: 'Pass',
    seatLabel: 'Seat',
    seat: (p) => `${p.sector}, ${p.area}, row ${p.row}, seat ${p.number}`,
    group: 'Group',
    entryCode: 'To get in, show the code of your card on your phone (My card): it changes every 30 seconds and is not on this paper.',
  },
};
