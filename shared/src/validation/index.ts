// No DOM here: the API (Node) imports this entry too.
export { MESSAGES, type MessageKey } from './messages';
export { PHONE_INPUT_MAX_LENGTH, PHONE_REGEX, POSTAL_CODE_REGEX, TEXT_LIMITS, walletAccountField } from './fields';
export * from './schemas';
export { loadCommonPasswords } from './password-rules';
export * from './returns';
export * from './reviews';
export {
  RATING_FILTER_STARS,
  orderedPriceRange,
  readBrandsParam,
  readMinRatingParam,
  readPageParam,
  readPriceParam,
  readSortParam,
} from './query-params';
