import { NotFound } from 'design-system/components/not-found';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_MESSAGE = 'This page is not available yet.';
// Deliberately free of sidebar labels, so 'Plans & Items' or 'Customers' names one link only.
export const NOT_FOUND_LINK = 'Go to an available page';

type AdminNotFoundProps = {
  /** An admin page the visitor may open. */
  link: { to: string };
};

/** Shown inside the admin layout for unknown admin paths and for pages not built yet. */
export function AdminNotFound({ link }: AdminNotFoundProps) {
  return (
    <NotFound
      title={NOT_FOUND_TITLE}
      message={NOT_FOUND_MESSAGE}
      homeHref={link.to}
      homeLabel={NOT_FOUND_LINK}
    />
  );
}
