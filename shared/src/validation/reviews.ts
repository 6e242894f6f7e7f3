// A review's rules and messages: the review form and the API read these same ones.
import * as yup from 'yup';
import type { ReviewSort } from '../types/reviews';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** Reviews shown per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export const REVIEW_SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'helpful', label: 'Most helpful' },
];

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  titleMax: `The title must be at most ${REVIEW_TITLE_MAX} characters`,
  textRequired: 'Please write your review',
  textMin: `Your review must be at least ${REVIEW_TEXT_MIN} characters`,
  textMax: `Your review must be at most ${REVIEW_TEXT_MAX} characters`,
  noHtml: 'Please write plain text: HTML tags such as <b> are not allowed',
} as const;

/** A tag, a comment or a doctype: "<b>", "</p>", "<img src=x>", "<!--". A lone "<" (as in "<3") is text. */
const HTML_TAG = /<\s*\/?\s*[a-z!?][^<>]*>|<!--/i;

export const containsHtml = (text: string): boolean => HTML_TAG.test(text);

// eslint-disable-next-line no-control-regex -- controls nobody types (tab and line breaks stay) are dropped
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const plainText = (required: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(HIDDEN_CONTROLS, '') : value))
    .trim()
    .required(required)
    .test('no-html', REVIEW_MESSAGES.noHtml, (value) => !value || !containsHtml(value));

export const reviewSchema = yup.object({
  rating: yup
    .number()
    .typeError(REVIEW_MESSAGES.ratingRequired)
    .required(REVIEW_MESSAGES.ratingRequired)
    .integer(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: plainText(REVIEW_MESSAGES.titleRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ') : value))
    .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleMax),
  text: plainText(REVIEW_MESSAGES.textRequired)
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textMin)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textMax),
});

export type ReviewValues = yup.InferType<typeof reviewSchema>;

/** A `sort` query value; anything else is the newest first. */
export const readReviewSort = (raw: unknown): ReviewSort => (raw === 'helpful' ? 'helpful' : 'newest');
