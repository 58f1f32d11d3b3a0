import type { AdminCustomer } from 'api/contract/admin-customers';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Inline, Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { saveFile } from '../../lib/save-file';
import { exportCustomer } from './api/get-customer-export';
import { useEraseCustomer } from './api/use-erase-customer';

/**
 * A customer's privacy requests (docs/decisions/privacy-requests.md), for staff holding
 * privacy_requests: the export, and the erasure behind a dialog that asks for the e-mail typed again.
 */
export function PrivacyActions({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const eraseCustomer = useEraseCustomer(customer.id);
  const erasing = eraseCustomer.isPending;
  const formId = useId();

  const download = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportCustomer(customer.id);
      saveFile(blob, fileName);
      notify.success(t('admin.profile.privacy.exported'));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    } finally {
      setExporting(false);
    }
  };

  const close = () => {
    setOpen(false);
    setTyped('');
    setMismatch(false);
  };

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks it too; this only spares a round trip for a slip.
    if (typed.trim().toLowerCase() !== customer.email.toLowerCase()) {
      setMismatch(true);
      return;
    }
    try {
      await eraseCustomer.mutateAsync({ confirm_email: typed });
      notify.success(t('admin.profile.privacy.erased'));
      close();
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  const erased = customer.erased_at !== null;
  return (
    <>
      <Inline gap={2} className="customer-profile__privacy">
        <Button variant="secondary" size="sm" loading={exporting} onClick={download}>
          {t('admin.profile.privacy.export')}
        </Button>
        {erased ? null : (
          <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
            {t('admin.profile.privacy.erase')}
          </Button>
        )}
      </Inline>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        size="sm"
        title={t('admin.profile.privacy.eraseTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={erasing}>
              {t('admin.profile.privacy.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={erasing}>
              {t('admin.profile.privacy.eraseConfirm')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={erase} noValidate>
          <Stack gap={3}>
            <p className="customer-profile__privacy-text">{t('admin.profile.privacy.eraseWhat')}</p>
            <p className="customer-profile__privacy-text">{t('admin.profile.privacy.eraseKept')}</p>
            <TextField
              label={t('admin.profile.privacy.eraseEmail')}
              type="email"
              autoComplete="off"
              value={typed}
              error={mismatch ? t('admin.profile.privacy.eraseEmailMismatch') : undefined}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setMismatch(false);
              }}
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
