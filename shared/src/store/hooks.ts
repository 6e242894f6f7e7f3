import { useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppDispatch, AppStore, RootState } from './create-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Injects a remote's slice synchronously on first render, so its first selector already sees state. */
export function useInjectSlice(slice: Pick<Slice, 'reducerPath' | 'reducer'>): void {
  const store = useAppStore();
  useState(() => store.injectSlice(slice));
}

/** Starts a remote's saga once per page, whatever mounts and unmounts later. */
export function useInjectSaga(key: string, saga: Saga): void {
  const store = useAppStore();
  useState(() => store.runSagaOnce(key, saga));
}
