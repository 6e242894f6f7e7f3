import { formatPrice } from '@storefront/shared/format';
import { englishText, type Translate } from '../../i18n';
import type { PageHead } from '@storefront/shared/ssr';
import type { Product, Review } from '@storefront/shared/types';
import { breadcrumbList, type Crumb } from './breadcrumbs';
import { plainText, trimDescription } from './text';
import { absoluteUrl, productPath } from './url';

/** The product's photos as absolute URLs: the main picture first, each once, empty ones left out. */
function productImages(product: Product, origin: string): string[] {
  const urls = [product.imgUrl, ...(product.productPhotos ?? []).map((p) => p?.imgUrl)];
  return [
    ...new Set(
      urls
        .filter((u): u is string => typeof u === 'string' && u.trim() !== '')
        .map((u) => absoluteUrl(u.trim(), origin)),
    ),
  ];
}

/** The short description as plain text, or a sentence from name, brand and price when there is none. */
function productDescription(product: Product, name: string, t: Translate): string {
  const own = plainText(product.shortDesc);
  if (own) return own;
  const brand = plainText(product.brand?.name);
  const price = formatPrice(product.netPrice);
  return brand
    ? t('product.head.descriptionBrand', { name, brand, price })
    : t('product.head.description', { name, price });
}

/**
 * schema.org Product with one Offer, as Google's product rich results read it: name, offers.price,
 * offers.priceCurrency and availability are required. The price is the selling price (whole rupees,
 * a plain number); the struck-out original goes in a StrikethroughPrice specification, only when the
 * product is really discounted.
 */
/** schema.org AggregateRating and Review of the reviews shown, only when there are some. */
function ratingJsonLd(product: Product, reviews: readonly Review[]): object {
  const rating = product.rating;
  const stars = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });
  return {
    ...(rating &&
      rating.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    ...(reviews.length > 0 && {
      review: reviews.map((review) => ({
        '@type': 'Review',
        name: plainText(review.title),
        reviewBody: plainText(review.text),
        datePublished: review.createdAt.slice(0, 10),
        author: { '@type': 'Person', name: plainText(review.author) },
        reviewRating: stars(review.rating),
      })),
    }),
  };
}

function productJsonLd(
  product: Product,
  name: string,
  description: string,
  url: string,
  origin: string,
  reviews: readonly Review[],
): object {
  const discounted = product.total > product.netPrice;
  const brand = plainText(product.brand?.name);
  const images = productImages(product, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(images.length > 0 && { image: images }),
    description,
    sku: product.slug || String(product.id),
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PKR',
      price: product.netPrice,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(discounted && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: product.total,
          priceCurrency: 'PKR',
        },
      }),
    },
    ...ratingJsonLd(product, reviews),
  };
}

/**
 * The product page's head. `crumbs` runs from Home through the category levels to the product itself
 * (its own path last); `reviews` are the ones the page shows (its first page of reviews).
 */
export function productHead(
  product: Product,
  origin: string,
  crumbs: Crumb[],
  reviews: readonly Review[] = [],
  t: Translate = englishText,
): PageHead {
  const name = plainText(product.name);
  const canonicalPath = productPath(product.slug);
  const description = productDescription(product, name, t);
  const image = product.imgUrl?.trim() ? absoluteUrl(product.imgUrl.trim(), origin) : undefined;
  return {
    title: name,
    description: trimDescription(description),
    canonicalPath,
    ...(image && { image }),
    type: 'product',
    jsonLd: [
      // The structured data may say more than the snippet: the whole short description.
      productJsonLd(product, name, description, absoluteUrl(canonicalPath, origin), origin, reviews),
      breadcrumbList(crumbs, origin),
    ],
  };
}
