import { Button } from 'design-system/components/button';
import { useLeaveGuard } from 'design-system/components/leave-guard';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endStaffSession } from '../../lib/end-staff-session';

const LOGIN_PATH = '/login';

/** Ends this session on the server, then on this page; a failed call never keeps anyone signed in here. */
export function SignOutButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useT();
  const navigate = useNavigate();
  const { confirmLeave, leaveDialog } = useLeaveGuard();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    if (!(await confirmLeave())) return;
    setBusy(true);
    await endStaffSession();
    navigate(LOGIN_PATH);
  };

  return (
    <>
      <Button variant={variant} loading={busy} onClick={() => void leave()}>
        {t('admin.account.signOut.button')}
      </Button>
      {leaveDialog}
    </>
  );
}
