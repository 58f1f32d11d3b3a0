import { useT } from 'design-system/i18n/language';
import type { OpenSlots } from './use-online-availability';
import './spaces-status.css';

/** The live count in the hero; a polite live region so a change is read out once, not each poll. */
export function SpacesStatus({ openSlots }: { openSlots: OpenSlots }) {
  const t = useT();
  let text: string;
  if (openSlots === null) text = t('landing.availability.checking');
  else if (openSlots === 0) text = t('landing.availability.none');
  else if (openSlots === 1) text = t('landing.availability.spacesOne');
  else text = t('landing.availability.spacesOther', { count: openSlots });
  const state = openSlots === null ? 'checking' : openSlots === 0 ? 'closed' : 'open';

  return (
    <output className={`signup-spaces-status signup-spaces-status--${state}`} data-testid="spaces-status">
      <span className="signup-spaces-status__dot" aria-hidden="true" />
      {state === 'closed' ? (
        <span className="signup-spaces-status__badge">{t('landing.availability.fullBadge')}</span>
      ) : null}
      <span>{text}</span>
    </output>
  );
}
