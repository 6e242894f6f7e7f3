// The offline page (offline.html): shown by the service worker for a page it can neither fetch
// nor find in its cache. It reads the basket and the recently viewed products from this device,
// through the same loaders the shop uses (invalid saved data is dropped the same way), and opens
// the shop again once the connection is back.
import '@storefront/shared/ui/tokens.css';
import './offline-page.css';
import { loadCart } from '@storefront/shared/cart';
import { loadRecentlyViewed } from '@storefront/shared/recently-viewed';
import { formatPrice } from '@storefront/shared/format';
import type { Cart, RecentlyViewedItem } from '@storefront/shared/types';
import type { Language } from '@storefront/shared/i18n';
// Not the shared i18n entry, which would bundle i18next and React into this page: only the
// dependency-free module that reads the language cookie.
// eslint-disable-next-line no-restricted-imports -- the shared package exports no entry for languages.ts alone
import { documentAttributes, languageFromCookie } from '../../../shared/src/i18n/languages';
import { offlineText, subtotalText, type OfflineTextKey } from './offline-texts';

type Storage = Parameters<typeof loadCart>[0];

function deviceStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off: the lists show as empty.
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function productLink(slug: string, name: string): HTMLAnchorElement {
  const link = element('a', name);
  link.href = `/product/${encodeURIComponent(slug)}`;
  return link;
}

/**
 * The page in the language the shopper chose (remembered in a cookie, which this page can read
 * offline): `<html lang dir>`, the title, and each element marked `data-text` with its text.
 */
export function applyLanguage(doc: Document, language: Language): void {
  const { lang, dir } = documentAttributes(language);
  doc.documentElement.lang = lang;
  doc.documentElement.dir = dir;
  doc.title = offlineText(language, 'title');
  for (const node of doc.querySelectorAll<HTMLElement>('[data-text]')) {
    node.textContent = offlineText(language, node.dataset.text as OfflineTextKey);
  }
}

/** The basket's lines and total, or what the page already says when it is empty. */
export function renderBasket(target: HTMLElement, cart: Cart, language: Language = 'en'): void {
  if (cart.items.length === 0) return;
  const list = element('ul', undefined, 'offline-list');
  for (const item of cart.items) {
    const line = element('li');
    line.append(
      productLink(item.slug, item.name),
      element(
        'span',
        offlineText(language, 'quantity', { count: item.quantity, price: formatPrice(item.netPrice) }),
        'offline-detail',
      ),
    );
    list.append(line);
  }
  target.replaceChildren(
    list,
    element('p', subtotalText(language, cart.itemCount, formatPrice(cart.total)), 'offline-total'),
  );
}

/** The recently viewed products, newest first, each a link (a page seen before opens from the cache). */
export function renderRecentlyViewed(target: HTMLElement, items: RecentlyViewedItem[]): void {
  if (items.length === 0) return;
  const list = element('ul', undefined, 'offline-list');
  for (const item of items) {
    const line = element('li');
    line.append(productLink(item.id, item.name), element('span', formatPrice(item.price), 'offline-detail'));
    list.append(line);
  }
  target.replaceChildren(list);
}

/** Fills the page from this device's storage and reopens the shop when the connection returns. */
export function startOfflinePage(win: Window = window): void {
  const doc = win.document;
  const language = languageFromCookie(doc.cookie);
  applyLanguage(doc, language);
  const storage = deviceStorage();
  const basket = doc.getElementById('offline-basket');
  const recent = doc.getElementById('offline-recent');
  if (basket) renderBasket(basket, loadCart(storage), language);
  if (recent) renderRecentlyViewed(recent, loadRecentlyViewed(storage).items);
  // The address the shopper asked for (this page answers it in its place), else the home page.
  const reopen = () => win.location.reload();
  doc.getElementById('offline-retry')?.addEventListener('click', reopen);
  win.addEventListener('online', reopen);
}

if (typeof window !== 'undefined' && document.getElementById('offline-basket')) startOfflinePage();
