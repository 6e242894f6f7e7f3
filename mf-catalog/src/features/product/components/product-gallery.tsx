import { useRef, useState, type KeyboardEvent } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useLanguage } from '@storefront/shared/i18n';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useText } from '../../../i18n';
import { PhotoViewer, photoAlt } from './photo-viewer';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  name: string;
  images: string[];
}

/**
 * The main photo (swiped between on touch screens, with react-slick as the home slider), a row of
 * thumbnail buttons (Tab, Enter/Space, or arrow keys between them), and a full-screen view.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useText();
  const rtl = useLanguage().dir === 'rtl';
  // react-slick's rtl mode reverses the photos and counts its index from the other end (see the
  // home page's hero-slider.tsx); our indices are always the photos' own.
  const slickIndex = (index: number) => (rtl ? images.length - 1 - index : index);
  // Its initialSlide is the photo's own index, turned round on mount but not in its server markup.
  const hydrated = useHydrated();
  const serverRtl = rtl && !hydrated;
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const slider = useRef<Slider>(null);
  const current = Math.min(selected, images.length - 1);

  const show = (index: number) => {
    setSelected(index);
    slider.current?.slickGoTo(slickIndex(index));
  };

  // Right to left, the thumbnails run from the right: the arrow keys follow what the eye sees.
  const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta =
      event.key === forward || event.key === 'ArrowDown' ? 1 : event.key === back || event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + images.length) % images.length;
    show(next);
    const buttons = event.currentTarget.parentElement?.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
  };

  const photo = (src: string, index: number) => (
    <img
      src={src}
      alt={photoAlt(name, index, images.length, t)}
      width={600}
      height={600}
      // The page's largest picture: fetched before anything else; the others when needed.
      fetchPriority={index === 0 ? 'high' : undefined}
      loading={index === 0 ? undefined : 'lazy'}
      draggable={false}
      className={styles.mainImage}
    />
  );

  if (images.length === 0) return <div className={styles.gallery} />;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {images.length > 1 ? (
          <div dir={rtl ? 'ltr' : undefined} className={styles.slides}>
            <Slider
              key={serverRtl ? 'server' : 'browser'}
              ref={slider}
              rtl={rtl}
              arrows={false}
              dots={false}
              infinite={false}
              // The thumbnails are the keyboard's way between photos; react-slick's own keys stay off.
              accessibility={false}
              swipeToSlide
              speed={250}
              initialSlide={serverRtl ? slickIndex(current) : current}
              beforeChange={(_from, to) => setSelected(slickIndex(to))}
            >
              {images.map((src, index) => (
                <div key={src}>{photo(src, index)}</div>
              ))}
            </Slider>
          </div>
        ) : (
          photo(images[0], 0)
        )}
        <button
          type="button"
          className={styles.enlarge}
          onClick={() => setViewing(true)}
          aria-haspopup="dialog"
          aria-label={
            images.length > 1 ? t('gallery.enlargeOf', { n: current + 1, count: images.length }) : t('gallery.enlarge')
          }
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.photos', { name })}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${index === current ? styles.selected : ''}`}
                aria-pressed={index === current}
                aria-label={t('gallery.showPhoto', { n: index + 1, count: images.length })}
                onClick={() => show(index)}
                onKeyDown={(e) => onThumbKey(e, index)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <PhotoViewer
          name={name}
          images={images}
          index={current}
          onIndexChange={show}
          onClose={() => setViewing(false)}
        />
      )}
    </div>
  );
}
