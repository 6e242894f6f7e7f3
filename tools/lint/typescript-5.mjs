// Typed lint rules need TypeScript's JavaScript API, which the native TypeScript 7 the repository
// builds with does not have. In the linter's process only, every `require('typescript')` (by
// typescript-eslint and the helpers npm hoists beside TypeScript 7) gets this workspace's
// TypeScript 5. Imported first by eslint.config.mjs, before any plugin loads.
import { createRequire } from 'node:module';
import Module from 'node:module';

const typescript5 = createRequire(import.meta.url).resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript5(request, ...rest) {
  return request === 'typescript' ? typescript5 : resolveFilename.call(this, request, ...rest);
};
