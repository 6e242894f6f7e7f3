// Public surface of the addresses feature.
export { MyAddresses } from './components/my-addresses';
