// Catalogue entities (spec section 3) as the API returns them (docs/contracts.md).
import type { ProductRating } from './reviews';

export interface Brand {
  name: string;
  slug: string;
}

export interface ProductPhoto {
  imgUrl: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  imgUrl: string;
  productPhotos: ProductPhoto[];
  /** Same as netPrice. */
  price: number;
  /** Selling price in whole rupees. */
  netPrice: number;
  /** Original price in whole rupees (struck out when discounted). */
  total: number;
  /** Whole percent, 0 when not discounted. */
  discount: number;
  stock: number;
  brand: Brand;
  shortDesc: string;
  /** Sanitised HTML. */
  desc: string;
  createdAt: string;
  /**
   * Beyond the spec's fields: when the discount ends (ISO time; the price is then `total` again);
   * null when it has no end. Optional: older APIs omit it.
   */
  dealEndsAt?: string | null;
  /** Beyond the spec's fields: the customers' rating (optional: older APIs omit it). */
  rating?: ProductRating;
}

/** The product page's answer: beyond the spec's fields, the categories it sits in, top first. */
export interface ProductDetail extends Product {
  categoryPath?: CategoryRef[];
}

export interface CategoryRef {
  name: string;
  slug: string;
}

export type ChildCategory = CategoryRef;

export interface SubCategory extends CategoryRef {
  childCategories: ChildCategory[];
}

export interface Category extends CategoryRef {
  subCategories: SubCategory[];
}

export interface CategoryPageResponse {
  products: Product[];
  category: CategoryRef;
  subCategory: CategoryRef | null;
  childCategory: CategoryRef | null;
  totalPages: number;
  page: number;
  total: number;
  childList: CategoryRef[];
  brands: Brand[];
  maxPrice: number;
}

export type SortOrder = 'priceAsc' | 'priceDesc' | 'createdAtAsc' | 'createdAtDesc' | 'ratingDesc' | 'latest';

export type BannerPosition = 'main-banner' | 'hot-banner' | 'side-banner' | 'gear-up-banner';

export interface Banner {
  id: number;
  link: string;
  imgDesktop: string;
  imgTablet: string;
  imgMobile: string;
  altText: string;
}

export interface SearchResult {
  id: number;
  name: string;
  netPrice: number;
  imgUrl: string;
  slug: string;
  /** Beyond the spec's fields, so the list can say what is sold out (0 or less). Optional: older APIs omit it. */
  stock?: number;
}

export interface RecentlyViewedItem {
  /** The product slug (product routes are /product/{slug}). */
  id: string;
  name: string;
  price: number;
  image: string;
  /** Epoch milliseconds. */
  viewedAt: number;
}
