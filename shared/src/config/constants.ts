// Business constants of the spec (section 9), written once for every app and the API.
import type { BannerPosition, PaymentMethod, SortOrder, WalletMethod } from '@storefront/shared/types';

/** A login lasts one hour; every route change while logged in renews it. */
export const SESSION_TTL_MS = 3_600_000;
/** How often an open page re-checks whether the session has expired. */
export const SESSION_CHECK_INTERVAL_MS = 600_000;

/**
 * The longest the storefront waits for an API answer before it says so (a loader never spins for
 * ever). The shell's proxy gives up a little sooner, answering a 504 in the API's envelope.
 */
export const API_TIMEOUT_MS = 30_000;

/** Browser local storage keys (exact: other tabs and older builds read the same keys). */
export const STORAGE_KEYS = {
  cart: 'cart',
  recentlyViewed: 'recentlyViewed',
  token: 'auth_token',
  user: 'auth_user',
  expiry: 'auth_expiry',
} as const;

/** Search fires when the query is longer than 3 characters, i.e. at this length or more. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 500;
/** The search results page (Enter in the search box) takes shorter words: TCL, JBL, LG. */
export const SEARCH_PAGE_MIN_LENGTH = 2;
/** The search dropdown lists at most this many matches (the API answers no more). */
export const SEARCH_MAX_RESULTS = 10;
/** Search results and product cards cut names longer than this. */
export const NAME_MAX_LENGTH = 40;

export const LISTING_PAGE_SIZE = 21;
export const HOME_LIST_LIMIT = 10;
export const DEFAULT_ORDER_BY: SortOrder = 'latest';
/** Screens up to and including this width are narrow (spec section 9). */
export const NARROW_BREAKPOINT_PX = 768;
/**
 * The breakpoint as media queries for JS (matchMedia, <source media>): 768px itself is narrow.
 * Wide is written as the exact complement of narrow, not as min-width: 769px, which would leave
 * fractional widths between the two (zoomed pages, high-density screens) matching neither.
 * CSS cannot import them, so stylesheets write the same text.
 */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`;
export const WIDE_SCREEN_QUERY = `not all and ${NARROW_SCREEN_QUERY}`;
export const NOTIFICATION_MS = 5000;
/** The account-update success message disappears sooner than other notices. */
export const ACCOUNT_SUCCESS_MS = 3000;

export const RECENTLY_VIEWED_MAX = 6;
export const RECENTLY_VIEWED_TTL_MS = 86_400_000;

export const OTP_LENGTH = 6;
/** A new one-time code at most once a minute: the API refuses sooner, the auth screens count it down. */
export const OTP_RESEND_SECONDS = 60;
/** At most this many ids in one GET /product/getProductsByIds (the basket check asks in one call). */
export const PRODUCTS_BY_IDS_MAX = 100;
export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_ACCOUNT = 8;
export const DEFAULT_QUANTITY = 1;

export interface PaymentMethodOption {
  value: PaymentMethod;
  label: string;
  /** Shown but not selectable (the API refuses it too). */
  disabled: boolean;
}

/** In the spec's order: stripe, hbl (disabled), cod (default); the mobile wallets after the card. */
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  { value: 'stripe', label: 'Credit / Debit Card', disabled: false },
  { value: 'jazzcash', label: 'JazzCash', disabled: false },
  { value: 'easypaisa', label: 'Easypaisa', disabled: false },
  { value: 'hbl', label: 'HBL Pay', disabled: true },
  { value: 'cod', label: 'Cash On Delivery', disabled: false },
];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';

/** The mobile wallets and the names shoppers know them by. */
export const WALLET_LABELS: Readonly<Record<WalletMethod, string>> = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };
export const WALLET_METHODS = Object.keys(WALLET_LABELS) as readonly WalletMethod[];

export const isWalletMethod = (method: unknown): method is WalletMethod =>
  typeof method === 'string' && Object.hasOwn(WALLET_LABELS, method);

/** Paid online (card or wallet): the order waits for its payment and is released if unpaid. */
export const isOnlinePayment = (method: string): boolean => method === 'stripe' || isWalletMethod(method);

export interface SortOption {
  value: Exclude<SortOrder, 'latest'>;
  label: string;
}

/** The listing sort dropdown, in the spec's order, then the customers' rating. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'priceAsc', label: 'Price: Low to High' },
  { value: 'priceDesc', label: 'Price: High to Low' },
  { value: 'createdAtAsc', label: 'Oldest First' },
  { value: 'createdAtDesc', label: 'Newest First' },
  // Beyond the spec's four: best rated first (issue 28), unrated products last.
  { value: 'ratingDesc', label: 'Customer Rating' },
];

export const BANNER_POSITIONS: readonly BannerPosition[] = [
  'main-banner',
  'hot-banner',
  'side-banner',
  'gear-up-banner',
];
export const BANNER_AUTOPLAY_MS = 5000;
/** The banner slider resumes this long after a drag ends. */
export const BANNER_RESUME_MS = 1000;
