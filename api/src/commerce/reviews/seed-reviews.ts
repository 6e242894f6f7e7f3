// Reviews for a fresh shop, so product pages, cards and the rating sort are not empty: a dozen
// seeded customers (who cannot log in: no password) each with delivered orders holding the
// products they reviewed, as the rule for writing a review asks, and some "helpful" votes between
// them. Deterministic, written in a few bulk statements, and skipped when already done. The demo
// customer writes none: their delivered products are left for them to review.
import type { Database, Queryable } from '../../db/types';
import { createRandom, type Random } from '../../seed/prng';

/** At most this many products get reviews (a large catalogue gets an even sample of its ids). */
export const REVIEWED_PRODUCTS_MAX = 5000;

const REVIEWERS = [
  'Sana Malik',
  'Bilal Ahmed',
  'Hira Siddiqui',
  'Usman Tariq',
  'Mahnoor Iqbal',
  'Hamza Sheikh',
  'Zainab Raza',
  'Fahad Qureshi',
  'Areeba Hussain',
  'Imran Chaudhry',
  'Noor Fatima',
  'Kashif Mirza',
];

const reviewerEmail = (i: number) => `reviewer${i + 1}@customers.storefront.pk`;

/** [title, text] by rating, 1 star first. */
const TEXTS: [string, string][][] = [
  [
    ['Not as described', 'It stopped working within a week and the finish was poor. I would not buy it again.'],
    ['Disappointed', 'The quality is much lower than the pictures suggest. Returned it.'],
  ],
  [
    ['Below expectations', 'It works, but it feels cheap and the packaging was damaged on arrival.'],
    ['Could be better', 'Average quality for the price. Delivery to my city took longer than promised.'],
  ],
  [
    ['Okay for the price', 'Does the job. Nothing special, but no real complaints either.'],
    ['Decent', 'Good enough for everyday use. The size was a little different from what I expected.'],
  ],
  [
    ['Good value', 'Good quality for the money and it arrived well packed. Cash on delivery was easy.'],
    ['Happy with it', 'Works well and looks nice. Took one extra day to arrive but the courier was polite.'],
    ['Recommended', 'Solid product, exactly as in the photos. I have been using it daily for a month.'],
  ],
  [
    ['Excellent!', 'Excellent quality and fast delivery to Lahore. Exactly what I wanted, highly recommended.'],
    ['Love it', 'Original product, well packed, and the price was better than in the market. Will order again.'],
    ['Worth every rupee', 'Great build quality and it arrived in two days. My family loves it.'],
  ],
];

/** Mostly good, as shop reviews tend to be: 5★ 45%, 4★ 30%, 3★ 13%, 2★ 7%, 1★ 5%. */
function pickRating(random: Random): number {
  const r = random.next();
  return r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
}

/** `count` different indexes below `n` (a partial Fisher-Yates shuffle). */
function pickDistinct(random: Random, n: number, count: number): number[] {
  const indexes = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i += 1) {
    const j = random.int(i, n - 1);
    [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
  }
  return indexes.slice(0, count);
}

interface PlannedReview {
  reviewer: number;
  productId: number;
  rating: number;
  daysAgo: number;
}

async function insertReviewers(tx: Queryable): Promise<number[] | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash, email_verified_at, created_at)
     SELECT name, email, '03001234567', NULL, now() - interval '120 days', now() - interval '120 days'
       FROM unnest($1::text[], $2::text[]) AS r (name, email)
     ON CONFLICT DO NOTHING RETURNING id`,
    [REVIEWERS, REVIEWERS.map((_, i) => reviewerEmail(i))],
  );
  // Seeded before (or an e-mail taken): leave what is there.
  return rows.length === REVIEWERS.length ? rows.map((r) => r.id) : null;
}

export async function seedReviews(db: Database, seed = 20250601): Promise<void> {
  await db.transaction(async (tx) => {
    const reviewerIds = await insertReviewers(tx);
    if (!reviewerIds) return;
    const { rows: products } = await tx.query<{ id: number; name: string; net_price: number }>(
      `SELECT id, name, net_price FROM products
        WHERE id % greatest(1, ((SELECT count(*) FROM products) + $1 - 1) / $1) = 0 ORDER BY id`,
      [REVIEWED_PRODUCTS_MAX],
    );
    const random = createRandom(seed);
    const planned: PlannedReview[] = [];
    for (const product of products) {
      // 0 to 6 reviews, by different reviewers; about one product in six has none.
      const count = random.chance(0.15) ? 0 : random.int(1, 6);
      const reviewers = pickDistinct(random, reviewerIds.length, count);
      for (const reviewer of reviewers) {
        planned.push({ reviewer, productId: product.id, rating: pickRating(random), daysAgo: random.int(2, 90) });
      }
    }
    if (planned.length === 0) return;
    const byId = new Map(products.map((p) => [p.id, p]));

    // One delivered cash order per review, placed a week before it was written.
    const { rows: orders } = await tx.query<{ id: number }>(
      `INSERT INTO orders (number, customer_id, address_text, address_postal_code, address_phone, address_city,
         address_state, courier_name, courier_cost, sub_total, grand_total, payment_method, status, delivery_date,
         created_at, updated_at)
       SELECT 'SF-' || to_char(now() - make_interval(days => d + 7), 'YYMM') || '-' ||
                lpad(nextval('order_number_seq')::text, 6, '0'),
              c, 'House 7, Street 3', '54000', '03001234567', 'Lahore', 'Punjab', 'TCS', 0, price, price, 'cod',
              'delivered', now() - make_interval(days => d + 2), now() - make_interval(days => d + 7),
              now() - make_interval(days => d + 2)
         FROM unnest($1::int[], $2::int[], $3::int[]) WITH ORDINALITY AS o (c, price, d, n) ORDER BY n
       RETURNING id`,
      [
        planned.map((p) => reviewerIds[p.reviewer]),
        planned.map((p) => byId.get(p.productId)!.net_price),
        planned.map((p) => p.daysAgo),
      ],
    );
    const orderIds = orders.map((o) => o.id).sort((a, b) => a - b);
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, name, photo, price, qty, total)
       SELECT o, p, pr.name, NULL, pr.net_price, 1, pr.net_price
         FROM unnest($1::int[], $2::int[]) AS x (o, p) JOIN products pr ON pr.id = x.p`,
      [orderIds, planned.map((p) => p.productId)],
    );
    await tx.query(
      `INSERT INTO payments (order_id, method, status, amount, created_at, updated_at)
       SELECT o.id, 'cod', 'paid', o.grand_total, o.created_at, o.updated_at FROM orders o WHERE o.id = ANY($1::int[])`,
      [orderIds],
    );
    const texts = planned.map((p) => random.pick(TEXTS[p.rating - 1]));
    const { rows: reviews } = await tx.query<{ id: number; user_id: number; product_id: number }>(
      `INSERT INTO reviews (product_id, user_id, rating, title, body, created_at, updated_at)
       SELECT p, u, r, t, b, now() - make_interval(days => d), now() - make_interval(days => d)
         FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::int[]) AS x (p, u, r, t, b, d)
       RETURNING id, user_id, product_id`,
      [
        planned.map((p) => p.productId),
        planned.map((p) => reviewerIds[p.reviewer]),
        planned.map((p) => p.rating),
        texts.map(([title]) => title),
        texts.map(([, text]) => text),
        planned.map((p) => p.daysAgo),
      ],
    );
    // A few other reviewers found each review helpful (never its own author).
    const votes = reviews.flatMap((review) =>
      reviewerIds
        .filter((id) => id !== review.user_id && random.chance(0.12))
        .map((voter) => [review.id, voter] as const),
    );
    await tx.query(`INSERT INTO review_votes (review_id, user_id) SELECT * FROM unnest($1::int[], $2::int[])`, [
      votes.map(([review]) => review),
      votes.map(([, voter]) => voter),
    ]);
  });
}
