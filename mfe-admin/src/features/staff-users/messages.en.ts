/** The staff page (/admin/staff): people, roles, invitations. Spanish: ./messages.es.ts. */
export const staffUsersMessagesEn = {
  admin: {
    staffUsers: {
      title: 'Staff',
      description:
        'Everyone who signs in to the staff area, each with their own account. Invite a person by e-mail: they choose their own password from the link.',
      invite: 'Invite a person',
      caption: 'Staff members',
      empty: 'No staff members yet.',
      loadError: 'The staff members could not be loaded.',
      columns: {
        username: 'Username',
        email: 'E-mail',
        role: 'Role',
        status: 'Status',
        secondFactor: 'Second factor',
        lastSignIn: 'Last sign-in',
        actions: 'Actions',
      },
      roles: { admin: 'Admin', ambassador: 'Ambassador', manager: 'Manager' },
      statuses: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
      secondFactor: { on: 'On', off: 'Off' },
      never: 'Never',
      noEmail: 'No e-mail',
      you: 'You',
      yourself: 'Your own account: change it under My account.',
      actions: {
        roleOf: 'Role of {username}',
        disable: 'Disable',
        disableUser: 'Disable {username}',
        enable: 'Enable',
        enableUser: 'Enable {username}',
        sendLink: 'Send password link',
        sendLinkUser: 'Send password link to {username}',
        resendInvite: 'Send the invitation again',
        resendInviteUser: 'Send the invitation again to {username}',
        resetFactor: 'Reset second factor',
        resetFactorUser: 'Reset second factor of {username}',
      },
      confirm: {
        roleTitle: 'Make {username} {role}?',
        roleMessage: 'What they may do in the staff area changes with their next action.',
        roleConfirm: 'Change role',
        disableTitle: 'Disable {username}?',
        disableMessage:
          'They are signed out everywhere at once and cannot sign in again until someone enables them.',
        disableConfirm: 'Disable',
        resetTitle: 'Reset the second factor of {username}?',
        resetMessage:
          'Their authenticator app and recovery codes stop working and they are signed out everywhere. At their next sign-in they set up a new second factor.',
        resetConfirm: 'Reset second factor',
      },
      done: {
        invited: 'Invitation e-mailed to {username}.',
        roleChanged: '{username} is now {role}.',
        disabled: '{username} is disabled and signed out everywhere.',
        enabled: '{username} is enabled.',
        linkSent: 'A password link was e-mailed to {username}.',
        inviteSent: 'The invitation was e-mailed to {username} again.',
        factorReset: 'The second factor of {username} was reset.',
      },
      inviteDialog: {
        title: 'Invite a person',
        description:
          'They get an e-mail with a link to choose their password. The link works once, for 24 hours.',
        username: 'Username',
        usernameHint: '3 to 40 characters: lower-case letters, digits, dot, dash or underscore.',
        email: 'E-mail',
        role: 'Role',
        roleHint:
          'Admin: settings, plans, staff and reports. Ambassador: serves customers at the desk. Manager: both.',
        language: 'Language of the e-mail',
        languages: { en: 'English', es: 'Español' },
        submit: 'Send invitation',
      },
      errors: {
        notFound: 'That staff member no longer exists. Reload the page to see the current list.',
        usernameTaken: 'Another staff member already has that username. Choose another.',
        emailTaken: 'Another staff member already has that e-mail address.',
        emailMissing: 'This person has no e-mail address to send the link to.',
        userDisabled: 'This person is disabled. Enable them first, then send the link.',
        ownAccount: 'You cannot do this to your own account. Ask another admin.',
        rules: {
          username:
            'The username must be 3 to 40 characters: lower-case letters, digits, dot, dash or underscore.',
          emailRequired: 'Type their e-mail address.',
          email: 'Type a valid e-mail address, like name@example.com.',
          role: 'Choose admin, ambassador or manager.',
          language: 'Choose English or Spanish.',
        },
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/staff-users': typeof staffUsersMessagesEn;
  }
}
