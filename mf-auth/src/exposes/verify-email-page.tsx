export { default } from '../features/verify-email/components/verify-email-page';
