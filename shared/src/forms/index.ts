export { FocusFirstError } from './focus-first-error';
