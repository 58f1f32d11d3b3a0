import { useQuery } from '@tanstack/react-query';
import { ROLES, type Role } from 'api/contract/capabilities';
import type { StaffUserRow } from 'api/contract/staff-accounts';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { staffMeQuery } from '../../lib/staff-me-query';
import { staffUsersQuery } from './api/get-staff-users';
import { useChangeStaffRole } from './api/use-change-staff-role';
import { useDisableStaffUser } from './api/use-disable-staff-user';
import { useEnableStaffUser } from './api/use-enable-staff-user';
import { useResetSecondFactor } from './api/use-reset-second-factor';
import { useSendPasswordLink } from './api/use-send-password-link';
import { InviteDialog } from './invite-dialog';
import { staffUsersErrorText } from './staff-users-error-text';
import { useStaffWords } from './staff-words';
import '../../lib/admin-list.css';
import './staff-users-page.css';

/** What is open over the list: one dialog at a time. */
type Open =
  | { kind: 'invite' }
  | { kind: 'role'; user: StaffUserRow; role: Role }
  | { kind: 'disable'; user: StaffUserRow }
  | { kind: 'reset'; user: StaffUserRow };

const NO_USERS: StaffUserRow[] = [];
const STATUS_TONES: Record<StaffUserRow['status'], BadgeTone> = {
  invited: 'info',
  active: 'success',
  disabled: 'neutral',
};

/**
 * /admin/staff (capability `staff_users`): every staff member, with their role, status, second factor
 * and last sign-in; invite a person, change a role, disable or enable, e-mail a password link, reset a
 * lost second factor. The signed-in person's own row has no actions (the API refuses them anyway).
 */
export function StaffUsersPage() {
  const t = useT();
  const words = useStaffWords();
  const usersRead = useQuery(staffUsersQuery());
  const meRead = useQuery(staffMeQuery());
  const [open, setOpen] = useState<Open | null>(null);
  const changeRole = useChangeStaffRole();
  const disableUser = useDisableStaffUser();
  const enableUser = useEnableStaffUser();
  const resetFactor = useResetSecondFactor();
  const sendPasswordLink = useSendPasswordLink();
  // One change at a time: every action waits until the last one's list has been read again.
  const busy = [changeRole, disableUser, enableUser, resetFactor, sendPasswordLink].some(
    (write) => write.isPending,
  );
  const close = () => setOpen(null);

  const act = async (call: () => Promise<StaffUserRow>, done: (row: StaffUserRow) => string) => {
    try {
      notify.success(done(await call()));
    } catch (error) {
      notify.error(staffUsersErrorText(error, t));
    } finally {
      close();
    }
  };

  const sendLink = (user: StaffUserRow) =>
    act(
      () => sendPasswordLink.mutateAsync(user.id),
      () =>
        t(user.status === 'invited' ? 'admin.staffUsers.done.inviteSent' : 'admin.staffUsers.done.linkSent', {
          username: user.username,
        }),
    );
  const enable = (user: StaffUserRow) =>
    act(
      () => enableUser.mutateAsync(user.id),
      () => t('admin.staffUsers.done.enabled', { username: user.username }),
    );

  const isMe = (user: StaffUserRow) => meRead.data?.username === user.username;
  // Until the page knows who is signed in, no row offers actions: one of them may be their own.
  const mayAct = (user: StaffUserRow) => meRead.isSuccess && !isMe(user);

  const roleCell = (user: StaffUserRow) =>
    mayAct(user) ? (
      <Select
        label={t('admin.staffUsers.actions.roleOf', { username: user.username })}
        hideLabel
        fieldClassName="staff-users__role"
        value={user.role}
        disabled={busy}
        onChange={(event) => {
          const role = event.currentTarget.value as Role;
          if (role !== user.role) setOpen({ kind: 'role', user, role });
        }}
        options={ROLES.map((role) => ({ value: role, label: words.role(role) }))}
      />
    ) : (
      words.role(user.role)
    );

  const actionsCell = (user: StaffUserRow) => {
    if (isMe(user)) return <span className="staff-users__muted">{t('admin.staffUsers.yourself')}</span>;
    if (!mayAct(user)) return null;
    const name = { username: user.username };
    const disabled = user.status === 'disabled';
    return (
      <Inline gap={2} justify="end">
        {disabled ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('admin.staffUsers.actions.enableUser', name)}
            onClick={() => void enable(user)}
          >
            {t('admin.staffUsers.actions.enable')}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={t(
                user.status === 'invited'
                  ? 'admin.staffUsers.actions.resendInviteUser'
                  : 'admin.staffUsers.actions.sendLinkUser',
                name,
              )}
              onClick={() => void sendLink(user)}
            >
              {t(
                user.status === 'invited'
                  ? 'admin.staffUsers.actions.resendInvite'
                  : 'admin.staffUsers.actions.sendLink',
              )}
            </Button>
            {user.totp_enabled ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={t('admin.staffUsers.actions.resetFactorUser', name)}
                onClick={() => setOpen({ kind: 'reset', user })}
              >
                {t('admin.staffUsers.actions.resetFactor')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={t('admin.staffUsers.actions.disableUser', name)}
              onClick={() => setOpen({ kind: 'disable', user })}
            >
              {t('admin.staffUsers.actions.disable')}
            </Button>
          </>
        )}
      </Inline>
    );
  };

  const columns: TableColumn<StaffUserRow>[] = [
    {
      id: 'username',
      header: t('admin.staffUsers.columns.username'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (user) => (
        <span className="staff-users__name">
          {user.username}
          {isMe(user) ? <Badge tone="info">{t('admin.staffUsers.you')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('admin.staffUsers.columns.email'),
      className: 'admin-list__wrap staff-users__email',
      cell: (user) =>
        user.email ?? <span className="staff-users__muted">{t('admin.staffUsers.noEmail')}</span>,
    },
    { id: 'role', header: t('admin.staffUsers.columns.role'), cell: roleCell },
    {
      id: 'status',
      header: t('admin.staffUsers.columns.status'),
      cell: (user) => <Badge tone={STATUS_TONES[user.status]}>{words.status(user.status)}</Badge>,
    },
    {
      id: 'factor',
      header: t('admin.staffUsers.columns.secondFactor'),
      cell: (user) =>
        t(user.totp_enabled ? 'admin.staffUsers.secondFactor.on' : 'admin.staffUsers.secondFactor.off'),
    },
    {
      id: 'last-sign-in',
      header: t('admin.staffUsers.columns.lastSignIn'),
      cell: (user) => words.when(user.last_sign_in_at),
    },
    {
      id: 'actions',
      header: t('admin.staffUsers.columns.actions'),
      headerHidden: true,
      align: 'end',
      className: 'admin-list__wrap',
      cell: actionsCell,
    },
  ];

  const confirming = open && open.kind !== 'invite' ? open : null;
  const confirmText = (() => {
    if (!confirming) return { title: '', message: '', confirm: '' };
    const username = confirming.user.username;
    if (confirming.kind === 'role') {
      return {
        title: t('admin.staffUsers.confirm.roleTitle', { username, role: words.role(confirming.role) }),
        message: t('admin.staffUsers.confirm.roleMessage'),
        confirm: t('admin.staffUsers.confirm.roleConfirm'),
      };
    }
    if (confirming.kind === 'disable') {
      return {
        title: t('admin.staffUsers.confirm.disableTitle', { username }),
        message: t('admin.staffUsers.confirm.disableMessage'),
        confirm: t('admin.staffUsers.confirm.disableConfirm'),
      };
    }
    return {
      title: t('admin.staffUsers.confirm.resetTitle', { username }),
      message: t('admin.staffUsers.confirm.resetMessage'),
      confirm: t('admin.staffUsers.confirm.resetConfirm'),
    };
  })();

  const confirm = () => {
    if (!confirming) return;
    const { user } = confirming;
    const username = user.username;
    if (confirming.kind === 'role') {
      const role = confirming.role;
      void act(
        () => changeRole.mutateAsync({ userId: user.id, role }),
        (row) => t('admin.staffUsers.done.roleChanged', { username, role: words.role(row.role) }),
      );
    } else if (confirming.kind === 'disable') {
      void act(
        () => disableUser.mutateAsync(user.id),
        () => t('admin.staffUsers.done.disabled', { username }),
      );
    } else {
      void act(
        () => resetFactor.mutateAsync(user.id),
        () => t('admin.staffUsers.done.factorReset', { username }),
      );
    }
  };

  return (
    <Stack gap={5} className="staff-users-page">
      <PageHeader
        title={t('admin.staffUsers.title')}
        description={t('admin.staffUsers.description')}
        actions={<Button onClick={() => setOpen({ kind: 'invite' })}>{t('admin.staffUsers.invite')}</Button>}
      />
      <Table
        caption={t('admin.staffUsers.caption')}
        captionHidden
        columns={columns}
        rows={usersRead.data ?? NO_USERS}
        getRowKey={(user) => user.id}
        loading={usersRead.isPending}
        rowClassName={(user) => (user.status === 'disabled' ? 'staff-users__disabled' : undefined)}
        empty={t(usersRead.isError ? 'admin.staffUsers.loadError' : 'admin.staffUsers.empty')}
      />

      {open?.kind === 'invite' ? (
        <InviteDialog
          onClose={close}
          onInvited={(user) => {
            notify.success(t('admin.staffUsers.done.invited', { username: user.username }));
            close();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        tone={confirming?.kind === 'role' ? 'default' : 'danger'}
        title={confirmText.title}
        message={confirmText.message}
        confirmLabel={confirmText.confirm}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={confirm}
        onCancel={close}
      />
    </Stack>
  );
}
