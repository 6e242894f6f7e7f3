export {
  ServerNotFoundError,
  useRemoteData,
  type RemoteData,
  type RemoteDataOptions,
  type RemoteDataResult,
} from './use-remote-data';
export { COURIER_RATES_KEY, POLICIES_KEY, useCourierRates, usePolicies } from './shop-policies';
