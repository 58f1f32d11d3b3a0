import { NotFound } from 'design-system/components/not-found';
import { useT } from 'design-system/i18n/language';

type AdminNotFoundProps = {
  /** An admin page the visitor may open. */
  link: { to: string };
};

/** Shown inside the admin layout for unknown admin paths and for pages not built yet. */
export function AdminNotFound({ link }: AdminNotFoundProps) {
  const t = useT();
  return (
    <NotFound
      title={t('admin.notFound.title')}
      message={t('admin.notFound.message')}
      homeHref={link.to}
      homeLabel={t('admin.notFound.link')}
    />
  );
}
