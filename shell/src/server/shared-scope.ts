// The singletons the shell's server hands to every remote's server container. A container bundles
// none of them (rspack.server.ts, import: false), so the page rendered on the server has one React,
// one store context and one router context, as in the browser. Keys and versions come from the
// build (rspack.shared.ts sharedModules()); shared-scope.test.ts checks every key has its module here.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as JsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- hands react-redux itself to the remotes' containers; no hook is used here
import * as ReactRedux from 'react-redux';
import * as Redux from 'redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ReduxSaga from 'redux-saga';
import * as SagaEffects from 'redux-saga/effects';
import * as Axios from 'axios';
import * as Toastify from 'react-toastify';
import * as Yup from 'yup';
import * as Formik from 'formik';
import * as Shared from '@storefront/shared';
import * as SharedTypes from '@storefront/shared/types';
import * as SharedApi from '@storefront/shared/api';
import * as SharedStore from '@storefront/shared/store';
import * as SharedCart from '@storefront/shared/cart';
import * as SharedSession from '@storefront/shared/session';
import * as SharedRecentlyViewed from '@storefront/shared/recently-viewed';
import * as SharedWishlist from '@storefront/shared/wishlist';
import * as SharedFormat from '@storefront/shared/format';
import * as SharedRouter from '@storefront/shared/router';
import * as SharedValidation from '@storefront/shared/validation';
import * as SharedConfig from '@storefront/shared/config';
import * as SharedUi from '@storefront/shared/ui';
import * as SharedStandalone from '@storefront/shared/standalone';
import * as SharedSsr from '@storefront/shared/ssr';
import * as SharedRemoteData from '@storefront/shared/remote-data';
import * as SharedForms from '@storefront/shared/forms';
import * as SharedI18n from '@storefront/shared/i18n';

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
}

/** Defined by the build (rspack.server.ts): the browser builds' shared config, key by key. */
declare const __SHARED_SCOPE__: Record<string, SharedEntry>;

export const SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react/jsx-dev-runtime': JsxDevRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-redux': ReactRedux,
  redux: Redux,
  '@reduxjs/toolkit': Toolkit,
  'redux-saga': ReduxSaga,
  'redux-saga/effects': SagaEffects,
  axios: Axios,
  'react-toastify': Toastify,
  yup: Yup,
  formik: Formik,
  '@storefront/shared': Shared,
  '@storefront/shared/types': SharedTypes,
  '@storefront/shared/api': SharedApi,
  '@storefront/shared/store': SharedStore,
  '@storefront/shared/cart': SharedCart,
  '@storefront/shared/session': SharedSession,
  '@storefront/shared/recently-viewed': SharedRecentlyViewed,
  '@storefront/shared/wishlist': SharedWishlist,
  '@storefront/shared/format': SharedFormat,
  '@storefront/shared/router': SharedRouter,
  '@storefront/shared/validation': SharedValidation,
  '@storefront/shared/config': SharedConfig,
  '@storefront/shared/ui': SharedUi,
  '@storefront/shared/standalone': SharedStandalone,
  '@storefront/shared/ssr': SharedSsr,
  '@storefront/shared/remote-data': SharedRemoteData,
  '@storefront/shared/forms': SharedForms,
  '@storefront/shared/i18n': SharedI18n,
};

/** The share scope for createInstance(): each singleton, provided by this server. */
export function serverSharedScope(scope: Record<string, SharedEntry> = __SHARED_SCOPE__) {
  return Object.fromEntries(
    Object.entries(scope).map(([key, config]) => {
      if (!(key in SHARED_MODULES)) throw new Error(`The shell's server does not provide the shared module "${key}"`);
      const version = config.version ?? config.requiredVersion.replace(/^\^/, '');
      return [
        key,
        {
          version,
          lib: () => SHARED_MODULES[key],
          shareConfig: {
            singleton: true,
            requiredVersion: config.requiredVersion,
            strictVersion: config.strictVersion,
          },
        },
      ];
    }),
  );
}
