// Lints snippets of code as if they were files of the tree, with the import-boundary rules only
// (the typed rules need real files): reads [{ filePath, code }] as JSON on stdin, prints each
// snippet's rule ids as JSON. Used by tools/lint-boundaries.test.ts.
import './typescript-5.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { appBoundaries } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...appBoundaries(root, fs),
  ],
});

const snippets = JSON.parse(fs.readFileSync(0, 'utf8'));
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
