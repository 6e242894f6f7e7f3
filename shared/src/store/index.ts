export {
  createStorefrontStore,
  SLICE_INJECTED,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
  type StorefrontStoreOptions,
} from './create-store';
export { useAppDispatch, useAppSelector, useAppStore, useInjectSlice, useInjectSaga } from './hooks';
