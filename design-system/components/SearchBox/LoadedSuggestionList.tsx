import { useLayoutEffect, type ReactNode } from 'react';
import type { SearchSuggestion } from './SearchBox';
import * as styles from './SuggestionList.css';

export interface SuggestionListProps {
  open: boolean;
  id: string;
  label: string;
  loading: boolean;
  suggestions: readonly SearchSuggestion[];
  /** Shown in place of the list when there are no suggestions (the search found nothing). */
  emptyText?: string;
  activeIndex: number;
  /** The text typed, highlighted in each suggestion. */
  query: string;
  optionId: (index: number) => string;
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Called once the list is in the page. */
  onShown: () => void;
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

/** The search box's list of suggestions once its code is loaded; its styles come with it. */
export function LoadedSuggestionList({
  open,
  id,
  label,
  loading,
  suggestions,
  emptyText,
  activeIndex,
  query,
  optionId,
  onSelect,
  onShown,
}: SuggestionListProps) {
  // Before the browser paints: the field says it is expanded the moment the list shows.
  useLayoutEffect(onShown, [onShown]);
  const empty = suggestions.length === 0;
  return (
    <>
      {open && empty && emptyText ? (
        // Not an option: the field's status says it to screen readers (SearchBox).
        <p className={`${styles.listbox} ${styles.empty}`} aria-hidden="true">
          {emptyText}
        </p>
      ) : null}
      <ul
        id={id}
        role="listbox"
        aria-label={label}
        aria-busy={loading}
        className={styles.listbox}
        hidden={!open || empty}
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
            onClick={() => onSelect(suggestion)}
          >
            <span>{highlightMatch(suggestion.label, query)}</span>
            {suggestion.hint ? <span className={styles.optionHint}>{suggestion.hint}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
