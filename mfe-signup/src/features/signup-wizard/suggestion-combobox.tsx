import { Field } from 'design-system/components/field';
import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Second line, e.g. the country of a state. */
  detail?: string;
}

type InputProps = Pick<
  ComponentProps<'input'>,
  'name' | 'autoComplete' | 'maxLength' | 'inputMode' | 'autoCapitalize' | 'required' | 'disabled'
>;

export interface SuggestionComboboxProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The text in the box. */
  text: string;
  onTextChange: (text: string) => void;
  options: readonly ComboboxOption[];
  /** An option chosen from the list (click, tap or Enter on the highlighted one). */
  onPick: (option: ComboboxOption) => void;
  /** Typed text accepted as it is: on blur or Enter without a highlighted option (SPEC section 5). */
  onCommit?: (text: string) => void;
  /** Accessible name of the list, e.g. 'Make suggestions'. */
  listLabel: string;
}

/**
 * Text box with a suggestion list (WAI-ARIA 1.2 combobox, list autocomplete): arrows move through the
 * list, Enter or a tap picks, Escape closes, and anything typed stays allowed.
 */
export function SuggestionCombobox({
  label,
  hint,
  error,
  text,
  onTextChange,
  options,
  onPick,
  onCommit,
  listLabel,
  ...inputProps
}: SuggestionComboboxProps) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const open = focused && !dismissed && options.length > 0;
  const activeIndex = open && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setDismissed(true);
    setActive(-1);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onTextChange(event.target.value);
    setDismissed(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
      return;
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setDismissed(true);
      }
      return;
    }
    if (event.key === 'Enter') {
      // Enter picks or commits; it must never submit the step behind the visitor's back.
      event.preventDefault();
      const option = activeIndex >= 0 ? options[activeIndex] : undefined;
      if (option) pick(option);
      else {
        onCommit?.(text);
        setDismissed(true);
      }
    }
  };

  return (
    <Field label={label} hint={hint} error={error} required={inputProps.required}>
      {(control) => (
        <div className="signup-combobox">
          <input
            {...inputProps}
            {...control}
            className="ds-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setActive(-1);
              onCommit?.(text);
            }}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={listLabel}
            className="signup-combobox__list"
            hidden={!open}
          >
            {open
              ? options.map((option, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the text box (arrows, Enter), as the combobox pattern prescribes.
                  <div
                    key={`${option.value}-${option.detail ?? ''}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    className="signup-combobox__option"
                    // Keeps focus in the box, so the blur commit does not race the pick.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                  >
                    <span>{option.label}</span>
                    {option.detail ? <span className="signup-combobox__detail">{option.detail}</span> : null}
                  </div>
                ))
              : null}
          </div>
        </div>
      )}
    </Field>
  );
}
