import { SIGN_IN_CODE_MINUTES } from '../../contract/portal-session';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

// The one sign-in e-mail: the code to type and a one-tap link, in the customer's language.

const COPY = {
  en: {
    // Never the code itself: a subject shows on a locked phone's screen.
    subject: 'Your Border Garage sign-in code',
    intro: (code: string) => `Your code to sign in to the Payments page is ${code}.`,
    expiry: `The code and the button below work once and expire in ${SIGN_IN_CODE_MINUTES} minutes. Staff will never ask you for them.`,
    action: 'Sign in',
    plate: 'Plate',
    ignore: "If you didn't ask for this, ignore this e-mail: nobody can sign in without this code.",
  },
  es: {
    subject: 'Su código de acceso de Border Garage',
    intro: (code: string) => `Su código para iniciar sesión en la página de Pagos es ${code}.`,
    expiry: `El código y el botón de abajo funcionan una sola vez y vencen en ${SIGN_IN_CODE_MINUTES} minutos. El personal nunca se los pedirá.`,
    action: 'Iniciar sesión',
    plate: 'Placa',
    ignore: 'Si usted no lo pidió, ignore este correo: nadie puede iniciar sesión sin este código.',
  },
} as const;

export function signInEmail(input: {
  language: MailLanguage;
  firstName: string;
  email: string;
  plate: string;
  code: string;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.subject,
    name: input.firstName,
    paragraphs: [copy.intro(input.code), copy.expiry],
    rows: [[copy.plate, input.plate]],
    action: { label: copy.action, url: input.url },
    after: [copy.ignore],
  });
}
