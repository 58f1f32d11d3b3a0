import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Inline } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import { useId, useState } from 'react';

type RecoveryCodesProps = {
  codes: readonly string[];
  username: string;
  /** 'I have saved them': the codes leave the page for good. */
  onDone: () => void;
};

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): to copy, to download
 * as a text file, or to write down, with a plain warning that they are not shown again.
 */
export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const t = useT();
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = [t('admin.account.codes.fileHeading', { username }), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="account-codes" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-codes__heading">
        {t('admin.account.codes.heading')}
      </h3>
      <Alert tone="warning" live="off">
        {t('admin.account.codes.warning')}
      </Alert>
      <ol className="account-codes__list" aria-label={t('admin.account.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Inline gap={2}>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('admin.account.codes.copy')}
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={t('admin.account.codes.fileName')}
        >
          {t('admin.account.codes.download')}
        </a>
        <Button size="sm" onClick={onDone}>
          {t('admin.account.codes.saved')}
        </Button>
      </Inline>
      <p className="account-codes__copied" role="status">
        {copied === null ? null : t(copied ? 'admin.account.codes.copied' : 'admin.account.codes.copyFailed')}
      </p>
    </section>
  );
}
