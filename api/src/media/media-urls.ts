// URLs of the generated images. They are relative to the site origin (the shell proxies /api).
export const MEDIA_ROOT = '/api/api/media';

export const BANNER_VARIANTS = ['desktop', 'tablet', 'mobile'] as const;
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

export function productImageUrl(slug: string, photo: number): string {
  return `${MEDIA_ROOT}/products/${encodeURIComponent(slug)}/${photo}.svg`;
}

export function bannerImageUrl(position: string, sort: number, variant: BannerVariant): string {
  return `${MEDIA_ROOT}/banners/${position}/${sort}/${variant}.svg`;
}
