import { Button } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';

type CopyButtonProps = {
  value: string;
  /** The button's accessible name ('Copy the API key'); its visible text is 'Copy'. */
  label: string;
  /** Whether the text reached the clipboard, for the caller to say so where it is seen. */
  onCopied: (ok: boolean) => void;
};

/**
 * Copies a secret to the clipboard. Where the browser refuses (no clipboard on a page served over
 * plain http, or permission denied) the caller says so: the text stays on screen to select by hand.
 */
export function CopyButton({ value, label, onCopied }: CopyButtonProps) {
  const t = useT();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" aria-label={label} onClick={() => void copy()}>
      {t('admin.gateDevices.secrets.copy')}
    </Button>
  );
}
