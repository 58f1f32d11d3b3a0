import type { SetupStep, StaffMe } from 'api/contract/staff-accounts';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { PageHeader, Stack } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import { signIn } from 'design-system/session/session';
import { notify } from 'design-system/toast/toast';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordForm } from './password-form';
import { SignOutButton } from './sign-out-button';
import { TotpEnrolment } from './totp-enrolment';

// The order the steps are done in: a new password first, so the factor is enrolled under it.
const STEP_ORDER: readonly SetupStep[] = ['password', 'second_factor'];
const STAFF_AREA_PATH = '/admin';

type SetupStepsProps = {
  me: StaffMe;
  /** What was owed when the page opened, for 'Step 2 of 2' once the first is done. */
  owedAtStart: readonly SetupStep[];
  /** The recovery codes panel, once the second factor is confirmed. */
  recoveryCodes: ReactNode;
  onRecoveryCodes: (codes: string[]) => void;
};

/**
 * Set-up mode: only what is still owed, one step at a time in order, then the way into the staff area.
 * Signing out stays possible: someone without their phone at hand can come back later.
 */
export function SetupSteps({ me, owedAtStart, recoveryCodes, onRecoveryCodes }: SetupStepsProps) {
  const t = useT();
  const navigate = useNavigate();
  const steps = STEP_ORDER.filter((step) => owedAtStart.includes(step));
  const current = STEP_ORDER.find((step) => me.setup_required.includes(step));

  let body: ReactNode;
  if (current) {
    const number = Math.max(steps.indexOf(current), 0) + 1;
    body = (
      <Card
        title={t('admin.account.setup.step', {
          number,
          total: Math.max(steps.length, number),
          name: t(`admin.account.setup.steps.${current}`),
        })}
      >
        {current === 'password' ? (
          <div className="account-section">
            <p className="account-section__text">{t('admin.account.setup.passwordIntro')}</p>
            <PasswordForm />
          </div>
        ) : (
          <div className="account-section">
            <p className="account-section__text">{t('admin.account.setup.factorIntro')}</p>
            <TotpEnrolment
              startLabel={t('admin.account.factor.setUp')}
              onConfirmed={(codes) => {
                notify.success(t('admin.account.factor.enrolled'));
                onRecoveryCodes(codes);
              }}
            />
          </div>
        )}
      </Card>
    );
  } else {
    body = (
      <Card title={t('admin.account.setup.doneTitle')}>
        <div className="account-section">
          {recoveryCodes}
          <p className="account-section__text">{t('admin.account.setup.doneText')}</p>
          <div>
            <Button
              onClick={() => {
                // The session this page keeps must know the set-up is done, or the staff area sends
                // the person back here.
                signIn(me);
                navigate(STAFF_AREA_PATH);
              }}
            >
              {t('admin.account.setup.goToStaffArea')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Stack gap={5} className="account-page">
      <PageHeader title={t('admin.account.setup.title')} description={t('admin.account.setup.why')} />
      {body}
      {current ? (
        <div>
          <SignOutButton variant="secondary" />
        </div>
      ) : null}
    </Stack>
  );
}
