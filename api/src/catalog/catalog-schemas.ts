// JSON schemas of the catalogue routes. Query strings are declared as strings on purpose: the
// listing reads them leniently (bad page → 1), and the schemas still document them for OpenAPI.
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const categoryRefSchema = {
  type: 'object',
  properties: { name: str, slug: str },
  required: ['name', 'slug'],
} as const;

const nullableCategoryRef = { ...categoryRefSchema, nullable: true } as const;

export const productSchema = {
  type: 'object',
  properties: {
    id: int,
    slug: str,
    name: str,
    imgUrl: str,
    productPhotos: { type: 'array', items: { type: 'object', properties: { imgUrl: str }, required: ['imgUrl'] } },
    price: { ...int, description: 'Same as netPrice' },
    netPrice: { ...int, description: 'Selling price in whole rupees' },
    total: { ...int, description: 'Original price in whole rupees' },
    discount: { ...int, description: 'Whole percent off the original price' },
    stock: int,
    brand: categoryRefSchema,
    shortDesc: str,
    desc: { ...str, description: 'Sanitised HTML' },
    createdAt: { ...str, format: 'date-time' },
    dealEndsAt: {
      ...str,
      format: 'date-time',
      nullable: true,
      description: 'When the discount ends (the price goes back to total); null: no end set',
    },
    rating: {
      type: 'object',
      description: "The customers' rating: average 1-5 (two decimals) and count; both 0 when unrated",
      properties: { average: { type: 'number' }, count: int },
      required: ['average', 'count'],
    },
  },
  required: [
    'id',
    'slug',
    'name',
    'imgUrl',
    'productPhotos',
    'price',
    'netPrice',
    'total',
    'discount',
    'stock',
    'brand',
    'shortDesc',
    'desc',
    'createdAt',
    'dealEndsAt',
    'rating',
  ],
} as const;

/** The product page's own answer: the product, and the categories it sits in (breadcrumb). */
export const productDetailSchema = {
  type: 'object',
  properties: {
    ...productSchema.properties,
    categoryPath: {
      type: 'array',
      items: categoryRefSchema,
      description: 'The categories the product sits in, top category first (for its breadcrumb)',
    },
  },
  required: productSchema.required,
} as const;

export const categoryPageSchema = {
  type: 'object',
  properties: {
    products: { type: 'array', items: productSchema },
    category: categoryRefSchema,
    subCategory: nullableCategoryRef,
    childCategory: nullableCategoryRef,
    totalPages: int,
    page: int,
    total: int,
    childList: { type: 'array', items: categoryRefSchema },
    brands: { type: 'array', items: categoryRefSchema },
    maxPrice: int,
  },
  required: [
    'products',
    'category',
    'subCategory',
    'childCategory',
    'totalPages',
    'page',
    'total',
    'childList',
    'brands',
    'maxPrice',
  ],
} as const;

export const categoryTreeSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: str,
      slug: str,
      subCategories: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: str, slug: str, childCategories: { type: 'array', items: categoryRefSchema } },
          required: ['name', 'slug', 'childCategories'],
        },
      },
    },
    required: ['name', 'slug', 'subCategories'],
  },
} as const;

export const searchResultSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    netPrice: int,
    imgUrl: str,
    slug: str,
    stock: { ...int, description: '0: out of stock' },
  },
  required: ['id', 'name', 'netPrice', 'imgUrl', 'slug', 'stock'],
} as const;

export const bannerSchema = {
  type: 'object',
  properties: { id: int, link: str, imgDesktop: str, imgTablet: str, imgMobile: str, altText: str },
  required: ['id', 'link', 'imgDesktop', 'imgTablet', 'imgMobile', 'altText'],
} as const;

export const idNameSchema = {
  type: 'object',
  properties: { id: int, name: str },
  required: ['id', 'name'],
} as const;

export const sitemapSummarySchema = {
  type: 'object',
  properties: {
    products: { ...int, description: 'Products in the shop (all of them are public)' },
    categories: { ...int, description: 'Categories of every level' },
    partSize: { ...int, description: 'Products per sitemap part (50,000, the protocol limit)' },
    partAfter: {
      type: 'array',
      items: int,
      description: 'One entry per part: part k is GET /sitemap/products?after=partAfter[k]&limit=partSize',
    },
  },
  required: ['products', 'categories', 'partSize', 'partAfter'],
} as const;

export const sitemapProductPageSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: int, slug: str, lastModified: { ...str, format: 'date-time', description: 'created_at' } },
        required: ['id', 'slug', 'lastModified'],
      },
    },
    nextAfter: { ...int, nullable: true, description: 'after of the next page; null on the last page' },
  },
  required: ['products', 'nextAfter'],
} as const;

export function envelope(data: object) {
  return {
    type: 'object',
    properties: { success: { type: 'boolean' }, mess: str, data },
    required: ['success', 'data'],
  } as const;
}

/** Failure envelope, for the documented 4xx answers. */
export const failureSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    mess: str,
    message: str,
    errors: { type: 'object', additionalProperties: str },
  },
  required: ['success', 'mess', 'message'],
} as const;

/**
 * A query parameter read as text. Sent twice (`?page=1&page=2`) it arrives as a list, which is
 * accepted too: the route takes the first value (`brand` takes them all).
 */
export function queryText(description: string) {
  return { anyOf: [str, { type: 'array', items: str }], description } as const;
}

export const listingQuerySchema = {
  type: 'object',
  properties: {
    page: queryText('Page number from 1 (1 when missing or not a number)'),
    limit: queryText('Products per page, default 21, at most 60'),
    brand: queryText('Comma-separated brand slugs (or the parameter repeated)'),
    minPrice: queryText('Lowest net price in rupees (0 when not numeric)'),
    maxPrice: queryText('Highest net price in rupees; 0 or not numeric means no upper bound'),
    onSale: queryText("'true' for discounted products only"),
    inStock: queryText("'true' for products in stock only"),
    minRating: queryText('1-4: products rated this many stars or more on average; anything else is no rating filter'),
    orderBy: queryText('priceAsc | priceDesc | createdAtAsc | createdAtDesc | ratingDesc | latest (default)'),
  },
} as const;
