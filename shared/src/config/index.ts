export * from './constants';
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  type SupportContacts,
} from './runtime-config';
