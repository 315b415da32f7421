import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { CloseIcon, SearchIcon } from '../Icon';
import * as styles from './SearchBox.css';
import { searchBoxMessages } from './messages';

export interface SearchSuggestion {
  id: string;
  label: string;
  /** A second quieter line, e.g. the category. */
  hint?: string;
}

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions for the current value; the app fetches (and debounces) them. */
  suggestions: readonly SearchSuggestion[];
  onSuggestionSelect: (suggestion: SearchSuggestion) => void;
  /** Runs the search for the typed text (Enter with no suggestion chosen, or the button). */
  onSubmit: (value: string) => void;
  /** Where the form goes without JavaScript, e.g. `/uz/search`. */
  action?: string;
  /** Query parameter name of the no-JavaScript form. */
  name?: string;
  label?: string;
  placeholder?: string;
  /** Suggestions are being fetched. */
  loading?: boolean;
}

/** Splits `label` around the first case-insensitive occurrence of `query`. */
export function highlightMatch(label: string, query: string): ReactNode {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return label;
  const start = label.toLocaleLowerCase().indexOf(needle);
  if (start < 0) return label;
  const end = start + needle.length;
  return (
    <>
      {label.slice(0, start)}
      <mark className={styles.match}>{label.slice(start, end)}</mark>
      {label.slice(end)}
    </>
  );
}

/**
 * The product search field: an ARIA 1.2 combobox with a list of suggestions. Down/Up move
 * through the suggestions, Enter picks the highlighted one (or searches the typed text),
 * Escape closes the list and, pressed again, clears the field.
 */
export function SearchBox({
  value,
  onValueChange,
  suggestions,
  onSuggestionSelect,
  onSubmit,
  action,
  name = 'q',
  label,
  placeholder,
  loading = false,
}: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [previousSuggestions, setPreviousSuggestions] = useState(suggestions);

  if (previousSuggestions !== suggestions) {
    setPreviousSuggestions(suggestions);
    setActiveIndex(-1);
  }

  const open = expanded && suggestions.length > 0;
  const active = open && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setExpanded(false);
    setActiveIndex(-1);
  }

  function select(suggestion: SearchSuggestion) {
    close();
    onSuggestionSelect(suggestion);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onValueChange(event.target.value);
    setExpanded(true);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          setActiveIndex(0);
        } else {
          setActiveIndex((index) => (index + 1) % count);
        }
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          setActiveIndex(count - 1);
        } else {
          setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        }
        return;
      case 'Enter':
        if (active) {
          event.preventDefault();
          select(active);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
      default:
        return;
    }
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    onSubmit(value.trim());
  }

  const labelText = label ?? intl.formatMessage(searchBoxMessages.label);

  return (
    <form
      role="search"
      aria-label={labelText}
      action={action}
      className={styles.form}
      onSubmit={onFormSubmit}
    >
      <div className={styles.field}>
        <span className={styles.leadingIcon}>
          <SearchIcon />
        </span>
        <label htmlFor={`${id}-input`} className={visuallyHidden}>
          {labelText}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder ?? intl.formatMessage(searchBoxMessages.placeholder)}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => setExpanded(true)}
          onBlur={close}
        />
        {value ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={intl.formatMessage(searchBoxMessages.clear)}
            onClick={() => {
              onValueChange('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
        <button
          type="submit"
          className={styles.submitButton}
          aria-label={intl.formatMessage(searchBoxMessages.submit)}
        >
          <SearchIcon />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage(searchBoxMessages.suggestions)}
        aria-busy={loading}
        className={styles.listbox}
        hidden={!open}
      >
        {suggestions.map((suggestion, index) => (
          // Keyboard users choose options from the combobox field (aria-activedescendant), as the
          // ARIA combobox pattern prescribes; options themselves never take focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keeps focus in the field so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => select(suggestion)}
          >
            <span>{highlightMatch(suggestion.label, value)}</span>
            {suggestion.hint ? <span className={styles.optionHint}>{suggestion.hint}</span> : null}
          </li>
        ))}
      </ul>
      <div className={visuallyHidden} role="status" aria-live="polite">
        {open ? intl.formatMessage(searchBoxMessages.count, { count: suggestions.length }) : ''}
      </div>
    </form>
  );
}
