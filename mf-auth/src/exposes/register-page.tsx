export { default } from '../features/register/components/register-page';
