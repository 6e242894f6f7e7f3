export { default } from '../app/account-page';
