// JSON shapes the catalogue routes answer with (docs/contracts.md).
export interface CategoryRef {
  name: string;
  slug: string;
}
export interface BrandRef {
  name: string;
  slug: string;
}
export interface ProductJson {
  id: number;
  slug: string;
  name: string;
  imgUrl: string;
  productPhotos: { imgUrl: string }[];
  price: number;
  netPrice: number;
  total: number;
  discount: number;
  stock: number;
  brand: BrandRef;
  shortDesc: string;
  desc: string;
  createdAt: string;
}
export interface CategoryTreeJson extends CategoryRef {
  subCategories: (CategoryRef & { childCategories: CategoryRef[] })[];
}
export interface CategoryPageJson {
  products: ProductJson[];
  category: CategoryRef;
  subCategory: CategoryRef | null;
  childCategory: CategoryRef | null;
  totalPages: number;
  page: number;
  total: number;
  childList: CategoryRef[];
  brands: BrandRef[];
  maxPrice: number;
}
export interface SearchResultJson {
  id: number;
  name: string;
  netPrice: number;
  imgUrl: string;
  slug: string;
}
export interface BannerJson {
  id: number;
  link: string;
  imgDesktop: string;
  imgTablet: string;
  imgMobile: string;
  altText: string;
}
export const BANNER_POSITIONS = ['main-banner', 'hot-banner', 'side-banner', 'gear-up-banner'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
