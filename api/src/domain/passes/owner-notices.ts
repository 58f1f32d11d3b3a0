import { plateRegionName } from '../../contract/plate-region';
import type { DbExecutor } from '../../db/db-executor';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate } from '../emails/mail-layout';
import { readGarageDetails } from '../garage/garage-details';
import type { PortalPass } from './portal-pass';

// "Was this you?" e-mails: the owner of a pass hears of every change made in the portal (and of a
// sign-in from a new device), in their language, with what to do if it was not them: sign out
// everywhere and reach the office, whose phone and e-mail (the garage's details) the message gives. All their
// words live here, in the domain, because the portal's resources (payments-public/) and the payment
// lifecycle each send some.

export type OwnerNoticeKind =
  | 'card_changed'
  | 'autopay_off'
  | 'autopay_on'
  | 'lost_card_reported'
  | 'new_device_sign_in'
  | 'email_changed'
  | 'plate_added'
  | 'plate_removed';

/** The plate a `plate_added` / `plate_removed` notice is about (docs/decisions/pass-plates.md). */
export type NoticePlate = { plate: string; plateState: string | null; endsOn: string | null };

export type OwnerNotice = {
  to: string;
  language: MailLanguage;
  firstName: string;
  /** The pass the change was about; none for a sign-in. */
  plate: string | null;
  kind: OwnerNoticeKind;
  /** The plate added or removed, for the plate notices. */
  changedPlate?: NoticePlate | undefined;
};

/** How the owner reaches the office if the change was not theirs (domain/garage/garage-details.ts). */
export type NoticeOffice = { phone: string; email: string };

type NoticeDeps = {
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
  db: DbExecutor;
};

const COPY = {
  en: {
    plate: 'Plate',
    subject: {
      card_changed: 'The card for your parking pass was changed',
      autopay_off: 'Autopay was turned off for your parking pass',
      autopay_on: 'Autopay was turned on for your parking pass',
      lost_card_reported: 'Your access card was reported lost',
      new_device_sign_in: 'New sign-in to your Border Garage payments',
      email_changed: 'The e-mail address of your parking pass was changed',
      plate_added: 'A plate was added to your parking pass',
      plate_removed: 'A plate was removed from your parking pass',
    },
    body: {
      card_changed: 'A new card was saved for your monthly pass. Future autopay charges will use it.',
      autopay_off:
        'Autopay was turned off. Your pass no longer renews by itself, and any discounted months left were given up.',
      autopay_on: 'Autopay was turned on. Your pass will renew by itself on each renewal date.',
      lost_card_reported:
        'The replacement fee was paid and your access card was marked lost: it no longer opens the gate. Staff will give you a new card.',
      new_device_sign_in:
        'Someone signed in to your pass on the Payments page from a device we had not seen before.',
      email_changed:
        'Garage staff changed the e-mail address on file for your pass. Sign-in codes and links now go to the new address; the ones sent to this address no longer work.',
      plate_added:
        'A plate was added to your monthly pass: the gate now lets it in. Only one vehicle of the pass may be inside at a time.',
      plate_removed: 'A plate was removed from your monthly pass: the gate no longer lets it in.',
    },
    changedPlate: { plate_added: 'Plate added', plate_removed: 'Plate removed' },
    issuedIn: 'Issued in',
    lastDay: 'Last day (temporary plate)',
    notYou: ({ phone, email }: NoticeOffice) =>
      `If this wasn't you: sign out everywhere on the Payments page, then call the garage office at ${phone} or write to ${email}. Nobody can sign in without the code we e-mail to this address.`,
  },
  es: {
    plate: 'Placa',
    subject: {
      card_changed: 'Se cambió la tarjeta de su pase de estacionamiento',
      autopay_off: 'Se desactivó el pago automático de su pase de estacionamiento',
      autopay_on: 'Se activó el pago automático de su pase de estacionamiento',
      lost_card_reported: 'Se reportó como perdida su tarjeta de acceso',
      new_device_sign_in: 'Nuevo inicio de sesión en sus pagos de Border Garage',
      email_changed: 'Se cambió el correo electrónico de su pase de estacionamiento',
      plate_added: 'Se agregó una placa a su pase de estacionamiento',
      plate_removed: 'Se quitó una placa de su pase de estacionamiento',
    },
    body: {
      card_changed:
        'Se guardó una tarjeta nueva para su pase mensual. Los próximos cobros automáticos se harán a ella.',
      autopay_off:
        'Se desactivó el pago automático. Su pase ya no se renueva solo y se perdieron los meses con descuento que quedaban.',
      autopay_on: 'Se activó el pago automático. Su pase se renovará solo en cada fecha de renovación.',
      lost_card_reported:
        'Se pagó la cuota por tarjeta perdida y su tarjeta de acceso quedó marcada como perdida: ya no abre la puerta. El personal le dará una tarjeta nueva.',
      new_device_sign_in:
        'Alguien inició sesión en su pase en la página de Pagos desde un dispositivo que no habíamos visto antes.',
      email_changed:
        'El personal del estacionamiento cambió el correo electrónico registrado de su pase. Los códigos y enlaces para iniciar sesión ahora van a la dirección nueva; los enviados a esta dirección ya no funcionan.',
      plate_added:
        'Se agregó una placa a su pase mensual: la puerta ya la deja entrar. Solo un vehículo del pase puede estar dentro a la vez.',
      plate_removed: 'Se quitó una placa de su pase mensual: la puerta ya no la deja entrar.',
    },
    changedPlate: { plate_added: 'Placa agregada', plate_removed: 'Placa quitada' },
    issuedIn: 'Emitida en',
    lastDay: 'Último día (placa temporal)',
    notYou: ({ phone, email }: NoticeOffice) =>
      `Si no fue usted: cierre la sesión en todos los dispositivos en la página de Pagos y llame a la oficina del estacionamiento al ${phone} o escriba a ${email}. Nadie puede iniciar sesión sin el código que enviamos a este correo.`,
  },
} as const;

export function ownerNoticeEmail(notice: OwnerNotice & { office: NoticeOffice }) {
  const copy = COPY[notice.language];
  return composeMail({
    language: notice.language,
    subject: notice.plate ? `${copy.subject[notice.kind]} – ${notice.plate}` : copy.subject[notice.kind],
    name: notice.firstName,
    paragraphs: [copy.body[notice.kind]],
    ...(notice.plate || notice.changedPlate ? { rows: noticeRows(notice) } : {}),
    after: [copy.notYou(notice.office)],
  });
}

function noticeRows(notice: OwnerNotice): (readonly [string, string])[] {
  const copy = COPY[notice.language];
  const rows: (readonly [string, string])[] = notice.plate ? [[copy.plate, notice.plate]] : [];
  const changed = notice.changedPlate;
  if (!changed) return rows;
  rows.push([
    notice.kind === 'plate_removed' ? copy.changedPlate.plate_removed : copy.changedPlate.plate_added,
    changed.plate,
  ]);
  const region = plateRegionName(changed.plateState);
  if (region) rows.push([copy.issuedIn, region]);
  if (changed.endsOn) rows.push([copy.lastDay, mailDate(changed.endsOn, notice.language)]);
  return rows;
}

/**
 * Sends the notice; a mail failure is logged and never undoes the change it reports (the change is
 * already made and the customer saw it succeed).
 */
export async function notifyOwner(deps: NoticeDeps, notice: OwnerNotice): Promise<void> {
  const { phone, email } = await readGarageDetails(deps.db);
  const office = { phone, email };
  try {
    await deps.mail.send({ to: notice.to, ...ownerNoticeEmail({ ...notice, office }) });
  } catch (error) {
    deps.log(`owner notice (${notice.kind}) to a customer failed`, error);
  }
}

/** The notice about a pass, to its owner in their language. */
export async function notifyPassOwner(
  deps: NoticeDeps,
  pass: PortalPass,
  kind: OwnerNoticeKind,
  changedPlate?: NoticePlate,
): Promise<void> {
  return notifyOwner(deps, {
    to: pass.customer.email,
    language: pass.customer.language,
    firstName: pass.customer.firstName,
    plate: pass.vehicle.plate,
    kind,
    changedPlate,
  });
}
