// Every file under a folder whose name matches a pattern: the project-wide checks (breakpoints,
// CSS Modules, router imports, import boundaries) read every app's source through this one walk.
import fs from 'node:fs';
import path from 'node:path';

/** Files under `dir` (none when it does not exist) whose name matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
