/**
 * A backup or restore that cannot go on: the commands print it as one line, the problem and then
 * the fix, and exit non-zero.
 */
export class BackupError extends Error {
  readonly fix: string;

  constructor(problem: string, fix: string, options: { cause?: unknown } = {}) {
    super(`${problem}. ${fix}`, options);
    this.name = 'BackupError';
    this.fix = fix;
  }
}
