export { default } from './tools/lint/eslint.config.mjs';
