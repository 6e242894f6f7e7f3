export type * from './catalog';
export type * from './shopping';
export type * from './api';
