import type { Catalog } from 'design-system/i18n/catalog';
import type { landingMessagesEn } from './messages.en';

export const landingMessagesEs: Catalog<typeof landingMessagesEn> = {
  landing: {
    hero: {
      garageName: 'Border Garage',
      title: 'Estacionamiento mensual a pasos de la frontera',
      subtitle:
        'Estacionamiento techado y seguro junto al cruce fronterizo. Compre su pase mensual en línea en unos minutos.',
      cta: 'Obtener un pase mensual',
      closeSignup: 'Cerrar registro',
    },
    features: {
      title: 'Lo que incluye',
      covered: { title: 'Estacionamiento techado', body: 'Su vehículo queda protegido del sol y la lluvia.' },
      access247: { title: 'Acceso 24/7', body: 'Entre y salga a cualquier hora, todos los días del año.' },
      cameras: {
        title: 'Cámaras de seguridad',
        body: 'El estacionamiento está vigilado por cámaras las 24 horas.',
      },
      walkToBorder: {
        title: 'A pie al cruce fronterizo',
        body: 'El cruce peatonal está a una corta caminata del estacionamiento.',
      },
      inAndOut: {
        title: 'Entradas y salidas libres',
        body: 'Salga y regrese cuantas veces quiera mientras su pase esté vigente.',
      },
      accessCard: {
        title: 'Tarjeta de acceso',
        body: 'Su propia tarjeta abre la pluma: sin boletos y sin filas.',
      },
    },
    terms: {
      title: 'Condiciones del pase',
      oneVehicle: { title: 'Un vehículo por pase', body: 'Cada pase cubre un solo vehículo registrado.' },
      validity: {
        title: 'Vigencia del pase',
        body: 'Desde las 00:00 del día de compra hasta las 23:45 de la fecha de renovación, un mes menos un día después.',
      },
      renewalWindow: {
        title: 'Periodo de renovación',
        body: 'Puede renovar hasta 15 días antes de la fecha de renovación, o en cualquier momento después de que venza su pase.',
      },
      autopay: {
        title: 'Descuento con pago automático',
        body: 'Con pago automático obtiene {percent}% de descuento los primeros 3 meses; después paga el precio normal.',
      },
      lostCard: {
        title: 'Tarjeta perdida',
        body: 'Reponer una tarjeta de acceso perdida tiene un costo, que se paga en línea en la página Tarjeta perdida.',
      },
      noRefunds: {
        title: 'Sin reembolsos parciales',
        body: 'No hay reembolsos por meses incompletos.',
      },
      plateMatch: {
        title: 'La placa debe coincidir',
        body: 'El vehículo estacionado con su tarjeta debe coincidir con la placa registrada en su pase.',
      },
      contents: {
        title: 'Sus pertenencias',
        body: 'El estacionamiento no se hace responsable de los objetos dejados en los vehículos.',
      },
      cancelAnytime: {
        title: 'Cancele cuando quiera',
        body: 'Puede desactivar el pago automático en cualquier momento; su pase sigue vigente hasta la fecha de renovación.',
      },
      violations: {
        title: 'Reglas del estacionamiento',
        body: 'El personal puede prohibir la entrada a vehículos que no respeten las reglas.',
      },
    },
    help: {
      title: 'Ayuda y contacto',
      intro: '¿Tiene preguntas sobre su pase? Con gusto le ayudamos.',
      unavailable:
        'No se pudieron cargar los datos de la oficina. Vuelva a cargar la página para intentarlo de nuevo.',
      phoneLabel: 'Teléfono',
      emailLabel: 'Correo electrónico',
      addressLabel: 'Dirección',
      hoursLabel: 'Horario de oficina',
      garageHours: 'El estacionamiento está abierto las 24 horas.',
      call: 'Llámenos',
      writeEmail: 'Envíenos un correo',
    },
    footer: {
      version: 'Versión {version}',
    },
  },
};
