import type { Catalog } from 'design-system/i18n/catalog';
import type { standaloneMessagesEn } from './messages.en';

export const standaloneMessagesEs: Catalog<typeof standaloneMessagesEn> = {
  admin: {
    signIn: {
      title: 'Inicio de sesión de administración (independiente)',
      username: 'Usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      code: 'Código de su aplicación de autenticación, o un código de recuperación',
      failed: 'No se pudo iniciar sesión',
    },
  },
};
