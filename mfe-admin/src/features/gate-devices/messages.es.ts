import type { Catalog } from 'design-system/i18n/catalog';
import type { gateDevicesMessagesEn } from './messages.en';

export const gateDevicesMessagesEs: Catalog<typeof gateDevicesMessagesEn> = {
  admin: {
    gateDevices: {
      title: 'Dispositivos de acceso',
      description:
        'Los controladores de acceso y las cámaras de placas que leen la lista de acceso. Cada uno tiene su propia clave, que solo sirve para su ubicación.',
      register: 'Registrar dispositivo',
      caption: 'Dispositivos de acceso',
      empty: 'Todavía no hay dispositivos de acceso. Registre el primer controlador o cámara.',
      loadError: 'No se pudieron cargar los dispositivos de acceso.',
      columns: {
        name: 'Nombre',
        location: 'Ubicación',
        kind: 'Sentido',
        key: 'Clave',
        state: 'Conexión',
        webhook: 'Último webhook',
        actions: 'Acciones',
      },
      kinds: { entry: 'Solo entrada', exit: 'Solo salida', both: 'Entrada y salida' },
      keyPrefix: '{prefix}…',
      online: 'En línea',
      offline: 'Sin conexión',
      revoked: 'Revocado',
      revokedAt: 'Revocado {time}',
      lastSeen: 'Última llamada {time}',
      neverSeen: 'Todavía no ha llamado',
      webhook: {
        none: 'Sin webhook: el dispositivo consulta por su cuenta',
        noneYet: 'Nada enviado todavía',
        delivered: 'Entregado {time}',
        failed: 'Falló {time}',
        status: 'Estado HTTP {status}',
        noAnswer: 'sin respuesta',
        nextAttempt: 'Siguiente intento {time}',
      },
      actions: {
        edit: 'Editar',
        editDevice: 'Editar {name}',
        rotate: 'Cambiar clave',
        rotateDevice: 'Cambiar clave de {name}',
        revoke: 'Revocar',
        revokeDevice: 'Revocar {name}',
        deliveries: 'Envíos',
        deliveriesOf: 'Envíos de webhook de {name}',
      },
      form: {
        registerTitle: 'Registrar un dispositivo de acceso',
        registerDescription:
          'Su clave y su secreto de firma del webhook se muestran una sola vez, justo después de registrarlo: tenga abierta la configuración del dispositivo.',
        editTitle: 'Editar {name}',
        name: 'Nombre',
        nameHint: 'Cómo lo distingue el personal, por ejemplo “Cámara de la entrada norte”.',
        location: 'Ubicación',
        kind: 'Sentido',
        webhookUrl: 'Dirección del webhook (opcional)',
        webhookHint:
          'Adonde se envía, firmado, cada cambio de la lista de acceso. Déjela vacía si el dispositivo solo consulta los cambios por su cuenta.',
        save: 'Guardar',
        registerSubmit: 'Registrar',
        saved: '{name} guardado.',
        fixFields: 'Revise los campos marcados en rojo.',
      },
      secrets: {
        registeredTitle: '{name} quedó registrado',
        rotatedTitle: 'Nueva clave de {name}',
        warning:
          'Copie ahora la clave y el secreto de firma del webhook en el dispositivo. Se muestran solo esta vez y no se pueden volver a mostrar: si se pierden, cambie la clave.',
        apiKey: 'Clave de API',
        webhookSecret: 'Secreto de firma del webhook',
        copy: 'Copiar',
        copyApiKey: 'Copiar la clave de API',
        copyWebhookSecret: 'Copiar el secreto de firma del webhook',
        copied: '{what}: copiado.',
        copyFailed: 'No se pudo copiar: seleccione el texto y cópielo a mano.',
        done: 'Ya los copié',
      },
      rotate: {
        title: '¿Cambiar la clave de {name}?',
        message:
          'La clave actual deja de funcionar de inmediato, y también el secreto de firma del webhook. El dispositivo necesita la clave y el secreto nuevos, que se muestran una sola vez en la siguiente pantalla.',
        confirm: 'Cambiar clave',
        done: 'La clave anterior de {name} ya no funciona.',
      },
      revoke: {
        title: '¿Revocar {name}?',
        message:
          'Su clave deja de funcionar de inmediato: el dispositivo ya no puede leer la lista de acceso ni consultar el acceso. No se puede deshacer; para volver a usar el dispositivo, regístrelo de nuevo.',
        confirm: 'Revocar',
        done: '{name} quedó revocado.',
      },
      deliveries: {
        title: 'Envíos de webhook de {name}',
        description: 'Los últimos 50 intentos, del más reciente al más antiguo.',
        caption: 'Envíos de webhook',
        empty: 'Todavía no se ha enviado ningún webhook a este dispositivo.',
        loadError: 'No se pudieron cargar los envíos.',
        columns: {
          time: 'Hora',
          changes: 'Cambios',
          attempt: 'Intento',
          result: 'Resultado',
          next: 'Siguiente intento',
        },
        range: '{from} a {to}',
        ok: 'Entregado',
        failed: 'Falló',
        close: 'Cerrar',
      },
      settings: {
        heading: 'Reglas de acceso por ubicación',
        loadError: 'No se pudieron cargar las reglas de acceso.',
        antiPassback: 'Antipassback',
        antiPassbackHint:
          'Desactivado: un pase puede entrar dos veces. Avisar: se le deja entrar y la decisión lo indica. Bloquear: se rechaza una segunda entrada sin salida (y una salida sin entrada).',
        modes: { off: 'Desactivado', warn: 'Avisar', enforce: 'Bloquear' },
        facilityCode: 'Código de instalación (opcional)',
        facilityCodeHint:
          'El código de sitio impreso en las tarjetas del estacionamiento, de 0 a 65535, para los controladores que lo necesitan.',
        save: 'Guardar reglas',
        saved: 'Reglas de acceso de {location} guardadas.',
      },
    },
  },
};
