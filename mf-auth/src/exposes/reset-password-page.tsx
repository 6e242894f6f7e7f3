export { default } from '../features/reset-password/components/reset-password-page';
