import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portalErrorText } from '../../lib/portal-error-text';
import { sandboxInvoiceQuery } from './api/get-sandbox-invoice';
import { useConfirmSandboxInvoice } from './api/use-confirm-sandbox-invoice';

/**
 * /sandbox-invoice?invoice=: the offline sandbox's hosted invoice page (Stripe's `hosted_invoice_url`
 * online), where the customer passes the bank's check for an autopay renewal it e-mailed them about.
 */
export function SandboxInvoicePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('invoice');
  const confirmInvoice = useConfirmSandboxInvoice(id ?? '');
  const loaded = useQuery({ ...sandboxInvoiceQuery(id ?? ''), enabled: id !== null });
  const invoice = loaded.data ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const error = !id
    ? t('sandboxInvoice.missing')
    : loaded.isError
      ? portalErrorText(loaded.error, t)
      : failure;

  async function confirm() {
    if (!invoice?.client_secret || !id) return;
    setFailure(null);
    try {
      const result = await confirmInvoice.mutateAsync(invoice.client_secret);
      if (result.status !== 'succeeded') setFailure(t('sandboxInvoice.failed'));
    } catch (problem) {
      setFailure(portalErrorText(problem, t));
    }
  }

  return (
    <Container width="narrow">
      <PageHeader title={t('sandboxInvoice.title')} description={t('sandboxInvoice.intro')} />
      <Stack gap={4}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {!invoice && !error ? <Loading /> : null}
        {invoice ? (
          <>
            <p>
              <strong>{t('sandboxInvoice.amount', { amount: formatMoney(invoice.amount_cents) })}</strong>
            </p>
            {invoice.status === 'paid' ? (
              <Alert tone="success">{t('sandboxInvoice.paid')}</Alert>
            ) : (
              <Button
                variant="primary"
                fullWidth
                loading={confirmInvoice.isPending}
                disabled={!invoice.client_secret}
                onClick={() => void confirm()}
              >
                {t('sandboxInvoice.confirm')}
              </Button>
            )}
            <a href="/payments">{t('sandboxInvoice.back')}</a>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
