import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH, SEARCH_PAGE_MIN_LENGTH } from '@storefront/shared/config';
import { Link, useNavigate } from '@storefront/shared/router';
import { formatNumber, formatPrice, truncateName } from '@storefront/shared/format';
import { useFormat } from '@storefront/shared/i18n';
import { useAppDispatch, useAppSelector, useInjectSaga, useInjectSlice } from '@storefront/shared/store';
import type { SearchResult } from '@storefront/shared/types';
import { englishText, useText, type Translate } from '../../../i18n';
import { isSearchPageQuery, searchPagePath } from '../../../lib/search-path';
import { searchSaga } from '../store/search.sagas';
import {
  isSearchable,
  queryChanged,
  searchBlurred,
  searchClosed,
  searchFocused,
  searchReopened,
  searchReset,
  searchSlice,
  selectSearch,
} from '../store/search.slice';
import styles from './search-box.module.css';

/**
 * What a screen reader hears when results arrive. The list holds at most SEARCH_MAX_RESULTS, so a
 * full list is not called the number found: more may match.
 */
export const shortQueryHint = (t: Translate = englishText) => t('search.shortHint', { min: SEARCH_PAGE_MIN_LENGTH });
/** Long enough for the results page, not yet for the matches as you type (the spec's rule). */
export const enterHint = (t: Translate = englishText) => t('search.enterHint', { min: SEARCH_MIN_LENGTH });
export const SHORT_QUERY_HINT = shortQueryHint();
export const ENTER_HINT = enterHint();

export function resultsAnnouncement(
  count: number,
  t: Translate = englishText,
  number: (n: number) => string = formatNumber,
): string {
  if (count === 0) return t('search.noProducts');
  if (count >= SEARCH_MAX_RESULTS) return t('search.firstResults', { n: number(count) });
  return t('search.found', { count, n: number(count) });
}

/** The header's product search: an ARIA 1.2 combobox with a listbox of results. */
export function SearchBox() {
  const { t } = useText();
  const format = useFormat();
  useInjectSlice(searchSlice);
  useInjectSaga('catalog/search', searchSaga);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { query, results, status, open, focused } = useAppSelector(selectSearch);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open;
  // Typed, but too short for a search (spec: longer than 3 characters): say so rather than stay silent.
  const tooShort = focused && !open && query.trim() !== '' && !isSearchable(query);
  const hint = isSearchPageQuery(query) ? enterHint(t) : shortQueryHint(t);
  const hintId = `${id}-hint`;

  // The list scrolls: keep the highlighted option in sight. (jsdom has no scrollIntoView.)
  useEffect(() => {
    if (open && active >= 0) listboxRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  // A click anywhere else closes the list, whether or not it moved focus (blur covers only the case that does).
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        dispatch(searchClosed());
        setActive(-1);
      }
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, dispatch]);

  // The slice outlives the box: gone, it has no focus, so late results must not open a list.
  useEffect(
    () => () => {
      dispatch(searchBlurred());
    },
    [dispatch],
  );

  const openResult = (result: SearchResult) => {
    void navigate(`/product/${encodeURIComponent(result.slug)}`);
    dispatch(searchReset());
    setActive(-1);
    inputRef.current?.blur();
  };

  /** The results page for the words in the box (Enter, or 'See all results'). */
  const openResultsPage = () => {
    void navigate(searchPagePath(query));
    dispatch(searchClosed());
    setActive(-1);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          dispatch(searchReopened());
          return;
        }
        if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        // A highlighted option opens its product; otherwise the words open the results page.
        if (open && active >= 0 && active < count) {
          event.preventDefault();
          openResult(results[active]);
        } else if (isSearchPageQuery(query)) {
          event.preventDefault();
          openResultsPage();
        }
        break;
      case 'Tab':
        // Close first and let Tab move on to the next header control (the list is no stop of its own).
        if (open) {
          dispatch(searchClosed());
          setActive(-1);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          dispatch(searchClosed());
          setActive(-1);
        }
        break;
      default:
    }
  };

  return (
    <div ref={rootRef} className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        className={styles.input}
        placeholder={t('search.label')}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-busy={status === 'loading'}
        aria-describedby={tooShort ? hintId : undefined}
        value={query}
        onChange={(event) => {
          setActive(-1);
          dispatch(event.target.value === '' ? searchReset() : queryChanged(event.target.value));
        }}
        onKeyDown={onKeyDown}
        onFocus={() => dispatch(searchFocused())}
        onBlur={() => {
          dispatch(searchBlurred());
          setActive(-1);
        }}
      />
      {/* The magnifier the header draws for its search toggle on narrow screens. */}
      <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* tabIndex -1: Chromium makes a scrolling box a Tab stop; focus must stay on the input (options are
          reached with the arrow keys), or Tab lands on the list, the input's blur closes it, and focus drops to <body>. */}
      <div className={styles.panel} hidden={!open}>
        <ul
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={t('search.results')}
          className={styles.listbox}
          hidden={!open}
          tabIndex={-1}
        >
          {open && results.length === 0 && (
            <li role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>
              {t('search.noProducts')}
            </li>
          )}
          {open &&
            results.map((result, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- options never take focus: the combobox's input handles the keys (aria-activedescendant)
              <li
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                // mousedown would blur the input (closing the list) before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openResult(result)}
                onMouseEnter={() => setActive(index)}
              >
                <img src={result.imgUrl} alt="" width={40} height={40} className={styles.thumb} />
                <span className={styles.name}>
                  {truncateName(result.name)}
                  {result.stock !== undefined && result.stock <= 0 && (
                    <span className={styles.soldOut}>{t('common.outOfStock')}</span>
                  )}
                </span>
                <span className={styles.price}>{formatPrice(Math.floor(result.netPrice))}</span>
              </li>
            ))}
        </ul>
        {/* For a pointer: keys have Enter. mousedown would blur the input (closing the list) before the click lands. */}
        {open && (
          <Link
            to={searchPagePath(query)}
            className={styles.seeAll}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              dispatch(searchClosed());
              setActive(-1);
              inputRef.current?.blur();
            }}
          >
            {t('search.seeAll', { query: query.trim() })}
          </Link>
        )}
      </div>
      {tooShort && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {open ? resultsAnnouncement(results.length, t, format.number) : ''}
      </span>
    </div>
  );
}
