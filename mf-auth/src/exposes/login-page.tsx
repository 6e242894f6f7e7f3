export { default } from '../features/login/components/login-page';
