import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFormat, useLanguage } from '@storefront/shared/i18n';
import { useFocusTrap } from '@storefront/shared/ui';
import { englishText, useText, type Translate } from '../../../i18n';
import styles from './photo-viewer.module.css';

/** The zoom levels, from the whole photo on screen to three times as large. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

/** A photo's text alternative, the same in the gallery and full screen. */
export const photoAlt = (name: string, index: number, count: number, t: Translate = englishText) =>
  count > 1 ? t('gallery.alt', { name, n: index + 1, count }) : name;

export interface PhotoViewerProps {
  name: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A photo full screen: a modal dialog (focus kept inside, Escape or Close leaves it) with previous
 * and next, and zoom in and out. Keys: ← →, + − and 0. A zoomed photo is moved by scrolling,
 * the arrow keys, or dragging a finger.
 */
export function PhotoViewer({ name, images, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useText();
  const format = useFormat();
  // Right to left, the next photo is to the left: the arrow keys follow what the eye sees.
  const rtl = useLanguage().dir === 'rtl';
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [zoom, setZoom] = useState(0);
  useFocusTrap(panel, true, onClose);

  const count = images.length;
  const go = (delta: number) => {
    if (count < 2) return;
    onIndexChange((index + delta + count) % count);
    setZoom(0);
  };
  const zoomTo = (level: number) => setZoom(Math.max(0, Math.min(ZOOM_LEVELS.length - 1, level)));

  // The dialog's keys: it is modal, so every key is its own (even when focus fell from a button
  // that was just disabled).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(rtl ? 1 : -1),
      ArrowRight: () => go(rtl ? -1 : 1),
      '+': () => zoomTo(zoom + 1),
      '=': () => zoomTo(zoom + 1),
      '-': () => zoomTo(zoom - 1),
      '0': () => zoomTo(0),
    };
    const action = actions[event.key];
    // Arrow keys scroll a zoomed photo instead.
    if (!action || (zoom > 0 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const scale = ZOOM_LEVELS[zoom];
  const label = count > 1 ? t('gallery.photoOf', { n: index + 1, count }) : t('gallery.photo');

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={styles.viewer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {name}: <span aria-live="polite">{label}</span>
          </h2>
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomTo(zoom - 1)}
              // aria-disabled, not disabled: a button pressed to its limit keeps the focus.
              aria-disabled={zoom === 0}
              aria-label={t('gallery.zoomOut')}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className={styles.zoom} aria-live="polite">
              {t('gallery.zoom', { percent: format.number(Math.round(scale * 100)) })}
            </span>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomTo(zoom + 1)}
              aria-disabled={zoom === ZOOM_LEVELS.length - 1}
              aria-label={t('gallery.zoomIn')}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" className={styles.tool} onClick={onClose} aria-label={t('gallery.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
        {/* Focusable, so a zoomed photo can be moved with the arrow keys as well as by scrolling. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <div className={styles.stage} role="region" aria-label={t('gallery.stage')} tabIndex={0}>
          <img
            src={images[index]}
            alt={photoAlt(name, index, count, t)}
            className={styles.photo}
            // At 100 % the whole photo fits the screen; zoomed, it is wider than the screen and scrolls.
            style={scale === 1 ? { width: '100%', height: '100%' } : { width: `${scale * 100}%`, height: 'auto' }}
            draggable={false}
          />
        </div>
        {count > 1 && (
          <div className={styles.nav}>
            <button type="button" className={styles.tool} onClick={() => go(-1)} aria-label={t('gallery.previous')}>
              <span aria-hidden="true" className={styles.arrowIcon}>
                ‹
              </span>
            </button>
            <button type="button" className={styles.tool} onClick={() => go(1)} aria-label={t('gallery.next')}>
              <span aria-hidden="true" className={styles.arrowIcon}>
                ›
              </span>
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
