import { invoiceSubject } from 'api/contract/invoice-number';
import type { Payment } from 'api/contract/payments';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { TextArea } from 'design-system/components/text-area';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useRef, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useSendInvoiceEmail } from './api/use-send-invoice-email';
import {
  type InvoiceEmailErrors,
  type InvoiceEmailValues,
  MAX_SUBJECT_LENGTH,
  splitRecipients,
  validateInvoiceEmail,
} from './invoice-email-form';

type InvoiceEmailDialogProps = { payment: Payment; onClose: () => void };

/** 'Send invoice email' (SPEC sections 2 and 8). Mount it only while open. */
export function InvoiceEmailDialog({ payment, onClose }: InvoiceEmailDialogProps) {
  const t = useT();
  const [values, setValues] = useState<InvoiceEmailValues>(() => {
    // The customer reads the subject: it starts in their language, whatever staff's language is.
    return {
      recipients: payment.customer_email,
      subject: invoiceSubject(payment.customer_language, payment.number, payment.plate),
      body: '',
    };
  });
  const [errors, setErrors] = useState<InvoiceEmailErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const sendInvoiceEmail = useSendInvoiceEmail();
  const sending = sendInvoiceEmail.isPending;
  const formId = useId();
  const recipientsRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);

  const change = (patch: Partial<InvoiceEmailValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateInvoiceEmail(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateInvoiceEmail(values);
    setErrors(found);
    if (found.recipients) recipientsRef.current?.focus();
    else if (found.subject) subjectRef.current?.focus();
    if (found.recipients || found.subject) return;

    try {
      await sendInvoiceEmail.mutateAsync({
        invoice_id: payment.id,
        emails: splitRecipients(values.recipients),
        subject: values.subject.trim(),
        body: values.body,
      });
      notify.success(t('admin.payments.dialog.sent'));
      onClose();
    } catch (error) {
      // The dialog stays open with what was typed so the person can retry.
      notify.error(adminErrorText(error, t, 'admin.payments.dialog.error'));
    }
  };

  return (
    <Dialog
      open
      title={t('admin.payments.dialog.title')}
      description={t('admin.payments.dialog.description', {
        number: payment.number,
        customer: payment.customer_name,
      })}
      onClose={sending ? () => {} : onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending} disabled={sending}>
            {t('admin.payments.dialog.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="invoice-email-form" noValidate onSubmit={submit}>
        <TextField
          ref={recipientsRef}
          type="text"
          inputMode="email"
          autoComplete="off"
          label={t('admin.payments.dialog.recipients')}
          hint={t('admin.payments.dialog.recipientsHint')}
          required
          value={values.recipients}
          error={errors.recipients && t(errors.recipients)}
          onChange={(event) => change({ recipients: event.currentTarget.value })}
        />
        <TextField
          ref={subjectRef}
          label={t('admin.payments.dialog.subject')}
          required
          maxLength={MAX_SUBJECT_LENGTH}
          value={values.subject}
          error={errors.subject && t(errors.subject)}
          onChange={(event) => change({ subject: event.currentTarget.value })}
        />
        <TextArea
          label={t('admin.payments.dialog.body')}
          rows={5}
          maxLength={5000}
          value={values.body}
          onChange={(event) => change({ body: event.currentTarget.value })}
        />
      </form>
    </Dialog>
  );
}
