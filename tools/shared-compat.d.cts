// Types of shared-compat.cjs, for the shell, which applies the same rule as it loads a remote.
export interface SharedProblem {
  remote: string;
  name: string;
  required: string;
  provided: string;
  /** The remote cannot run on the shell's copy (not only older than it was built with). */
  refused: boolean;
  message: string;
}

export function sharedProblems(
  shell: { shared: { name: string; version: string }[] },
  remote: { name: string; shared?: { name: string; requiredVersion?: string }[] },
): SharedProblem[];

export function satisfiesCaret(version: string, range: string): boolean;
