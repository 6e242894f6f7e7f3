// Public surface of the profile feature (the account page composes it).
export { AccountHeader } from './components/account-header';
export { AccountDetails } from './components/account-details';
export { useUserDetails } from './hooks/use-user-details';
