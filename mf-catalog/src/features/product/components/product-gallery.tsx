import { useState, type KeyboardEvent } from 'react';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  name: string;
  images: string[];
}

/** The main photo and a row of thumbnail buttons (Tab, Enter/Space, or arrow keys between them). */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)] ?? '';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + images.length) % images.length;
    setSelected(next);
    const buttons = event.currentTarget.parentElement?.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current && (
          <img
            src={current}
            alt={images.length > 1 ? `${name}, photo ${selected + 1} of ${images.length}` : name}
            width={600}
            height={600}
            // The page's largest picture: fetched before anything else.
            fetchPriority="high"
            className={styles.mainImage}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={`${name} photos`}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${index === selected ? styles.selected : ''}`}
                aria-pressed={index === selected}
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
