import type { Catalog } from 'design-system/i18n/catalog';
import type { plansMessagesEn } from './messages.en';

export const plansMessagesEs: Catalog<typeof plansMessagesEn> = {
  admin: {
    plans: {
      title: 'Planes y artículos',
      reload: 'Recargar',
      newPlan: 'Nuevo plan',
      plansHeading: 'Planes',
      itemsHeading: 'Productos / artículos',
      columns: { name: 'Nombre', description: 'Descripción', price: 'Precio', edit: 'Editar' },
      autopayBadge: 'Pago automático',
      hiddenBadge: 'Oculto',
      edit: 'Editar',
      editPlan: 'Editar {name}',
      plansFailed: 'No se pudieron cargar los planes. Use Recargar para intentarlo de nuevo.',
      noPlans: 'No hay planes.',
      itemsFailed: 'No se pudieron cargar los artículos. Use Recargar para intentarlo de nuevo.',
      noItems: 'No hay artículos.',
      pendingPrice:
        'Los clientes con pago automático pagan {old} hasta el {date} ({count} avisados por correo)',
      loadPlansError: 'Error al cargar los planes',
      loadItemsError: 'Error al cargar los artículos',
      form: {
        newTitle: 'Nuevo plan',
        editTitle: 'Editar plan',
        save: 'Guardar',
        name: 'Nombre',
        description: 'Descripción',
        nameEs: 'Nombre en español',
        descriptionEs: 'Descripción en español',
        spanishHint: 'Lo ven los lectores en español; si lo deja vacío, verán el nombre en inglés.',
        price: 'Precio (USD)',
        priceHint: 'Escriba el importe en dólares, por ejemplo 250.00.',
        autopay: 'Pago automático mensual recurrente',
        created: 'Plan creado',
        updated: 'Plan actualizado',
        saveError: 'Error al guardar el plan',
        nameRequired: 'El nombre es obligatorio',
        priceRequired: 'El precio es obligatorio',
        effectiveDate: 'Fecha de aplicación para los clientes con pago automático',
        effectiveDateHint:
          'Déjela vacía para la más próxima: en 30 días. Se les avisa por correo de inmediato.',
        priceTooSoon:
          'A los clientes con pago automático se les avisa con 30 días: el nuevo precio puede aplicarles a partir del {date}.',
        priceInvalid:
          'Escriba el precio en dólares, 0 o más, con dos decimales como máximo (por ejemplo 250.00)',
      },
    },
  },
};
