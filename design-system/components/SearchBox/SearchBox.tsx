import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { CloseIcon, SearchIcon } from '../Icon';
import { createLazyOverlay } from '../private/lazyOverlay';
import type { SuggestionListProps } from './LoadedSuggestionList';
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
  /**
   * Said under the field, in place of suggestions, while the field has the focus: the app's
   * answer that its search for the text typed found nothing (e.g. "Nothing found"). The app
   * decides when; without it the box shows nothing then.
   */
  emptyText?: string;
}

const SuggestionList = createLazyOverlay<SuggestionListProps>(
  async () => (await import('./LoadedSuggestionList')).LoadedSuggestionList,
);

/**
 * The product search field: an ARIA 1.2 combobox with a list of suggestions. Down/Up move
 * through the suggestions, Enter picks the highlighted one (or searches the typed text),
 * Escape closes the list and, pressed again, clears the field. Suggestions show only after the
 * shopper types, so a page does not carry their styles: the list's code and styles are fetched
 * when it first opens, and it shows once they are in.
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
  emptyText,
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

  // The list is in the page once its code and styles are in (from its first opening on).
  const [listShown, setListShown] = useState(false);
  // The same function on every render: the list calls it from an effect once it is in the page.
  const showList = useCallback(() => setListShown(true), []);
  const empty = expanded && suggestions.length === 0 && Boolean(emptyText);
  const wanted = expanded && (suggestions.length > 0 || empty);
  // The list of suggestions itself is open (the combobox's state); its empty answer is not one.
  const open = wanted && listShown && suggestions.length > 0;
  const emptyShown = empty && listShown;
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
        if (open || emptyShown) {
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
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder ?? intl.formatMessage(searchBoxMessages.placeholder)}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setExpanded(true);
            // The shopper is about to type: the list's code and styles are fetched meanwhile, so
            // the first suggestions show as soon as they arrive.
            void SuggestionList.preload().catch(() => undefined);
          }}
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
      <SuggestionList
        open={wanted}
        onShown={showList}
        id={listboxId}
        label={intl.formatMessage(searchBoxMessages.suggestions)}
        loading={loading}
        suggestions={suggestions}
        emptyText={empty ? emptyText : undefined}
        activeIndex={activeIndex}
        query={value}
        optionId={optionId}
        onSelect={select}
      />
      <div className={visuallyHidden} role="status" aria-live="polite">
        {open
          ? intl.formatMessage(searchBoxMessages.count, { count: suggestions.length })
          : emptyShown
            ? emptyText
            : ''}
      </div>
    </form>
  );
}
