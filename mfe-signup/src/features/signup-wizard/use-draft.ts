import { useState } from 'react';

/**
 * Text being typed into a box whose value only changes on commit (blur, Enter, a pick). When the
 * value changes from outside (make changed, so the model was cleared; Clear), the draft follows.
 */
export function useDraft(value: string, display: (value: string) => string = (v) => v) {
  const [draft, setDraft] = useState(() => display(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(display(value));
  }
  return [draft, setDraft] as const;
}
