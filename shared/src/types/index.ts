export type * from './catalog';
export type * from './shopping';
export type * from './api';
export type * from './returns';
export type * from './reviews';
export type * from './wishlist';
export type * from './search';
