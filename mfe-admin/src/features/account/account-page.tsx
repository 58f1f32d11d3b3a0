import { useQuery } from '@tanstack/react-query';
import type { SetupStep } from 'api/contract/staff-accounts';
import { Alert } from 'design-system/components/alert';
import { Card } from 'design-system/components/card';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { staffMeQuery } from '../../lib/staff-me-query';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';
import { SetupSteps } from './setup-steps';
import { SignOutButton } from './sign-out-button';
import '../../lib/admin-list.css';
import './account-page.css';

/**
 * /admin/account, for every staff member: their e-mail and its language, password, second factor,
 * sessions, and signing out. A person who still owes set-up (a new password, a second factor) sees
 * only that, step by step, until it is done: the rest of the staff area refuses them meanwhile.
 */
export function AccountPage() {
  const t = useT();
  const meRead = useQuery(staffMeQuery());
  // Set-up owed when the page first read the person: the steps keep their numbers as each is done.
  const [owedAtStart, setOwedAtStart] = useState<SetupStep[] | null>(null);
  // Fresh recovery codes, kept here so they stay on screen when the set-up they finish goes away.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const me = meRead.data;
  if (me && owedAtStart === null) setOwedAtStart(me.setup_required);

  if (meRead.isPending) return <Loading />;
  if (!me) {
    return (
      <Stack gap={5}>
        <PageHeader title={t('admin.account.title')} />
        <Alert tone="danger">{t('admin.account.loadError')}</Alert>
      </Stack>
    );
  }

  const codes = recoveryCodes ? (
    <RecoveryCodes codes={recoveryCodes} username={me.username} onDone={() => setRecoveryCodes(null)} />
  ) : null;

  if (owedAtStart && owedAtStart.length > 0) {
    return (
      <SetupSteps
        me={me}
        owedAtStart={owedAtStart}
        recoveryCodes={codes}
        onRecoveryCodes={setRecoveryCodes}
      />
    );
  }

  return (
    <Stack gap={5} className="account-page">
      <PageHeader
        title={t('admin.account.title')}
        description={t('admin.account.signedInAs', {
          username: me.username,
          role: t(`admin.account.roles.${me.role}`),
        })}
      />
      <Card title={t('admin.account.email.heading')}>
        <div className="account-section">
          <p className="account-section__text">{t('admin.account.email.intro')}</p>
          <EmailForm me={me} />
        </div>
      </Card>
      <Card title={t('admin.account.password.heading')}>
        <PasswordForm />
      </Card>
      <SecondFactorSection me={me} onRecoveryCodes={setRecoveryCodes} />
      {codes ? <Card tone="muted">{codes}</Card> : null}
      <SessionsSection />
      <Card title={t('admin.account.signOut.heading')}>
        <div className="account-section">
          <p className="account-section__text">{t('admin.account.signOut.text')}</p>
          <div>
            <SignOutButton />
          </div>
        </div>
      </Card>
    </Stack>
  );
}
