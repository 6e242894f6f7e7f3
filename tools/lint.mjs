// `npm run lint`: ESLint with zero warnings allowed, then Prettier. `npm run lint -- --fix` fixes
// what both can; other arguments (files, folders) narrow ESLint's run.
import { root } from './lib/apps.mjs';
import { exec } from './lib/processes.mjs';

const args = process.argv.slice(2);
const fix = args.includes('--fix');
const targets = args.filter((arg) => arg !== '--fix');

await exec(
  'npx',
  [
    'eslint',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
    ...(fix ? ['--fix'] : []),
    ...(targets.length > 0 ? targets : ['.']),
  ],
  { cwd: root },
);
await exec(
  'npx',
  ['prettier', fix ? '--write' : '--check', '--log-level', 'warn', ...(targets.length > 0 ? targets : ['.'])],
  { cwd: root },
);
