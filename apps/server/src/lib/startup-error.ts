/**
 * A configuration the server cannot start with: printed as one line naming the setting and the
 * fix (never a stack trace), and the process exits non-zero.
 */
export class StartupError extends Error {
  readonly setting: string;
  readonly fix: string;

  constructor(setting: string, problem: string, fix: string, options: { cause?: unknown } = {}) {
    super(`${setting}: ${problem}. ${fix}`, options);
    this.name = 'StartupError';
    this.setting = setting;
    this.fix = fix;
  }
}
