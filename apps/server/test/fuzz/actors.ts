/**
 * The fuzzer's simulated browsers: an anonymous visitor and one signed-in user per role, each on its
 * own kept-alive connection with its own cookies. A generated request may end its session (sign-out,
 * deactivate, delete the account, choose a role); the actor notices and signs in again, as a new
 * user of its role when the old one is gone, so the rest of the run still covers signed-in paths.
 */
import type { Role } from '@patili/domain/access';

import type { WireRequest } from './requests.ts';
import { Connection, type ConnectionOptions, type Outcome } from './transport.ts';

export type ActorRole = Role | 'anonymous';

/** Makes a verified user of a role (the test factories) and gives back its credentials. */
export type MakeUser = (role: Role) => Promise<{ email: string; password: string }>;

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SESSION_PATH = '/api/accounts/session';
/** Answers after which the session may have changed hands or ended. */
const SESSION_CHANGING = /^\/api\/(accounts\/me|auth)\//;
const RETRIES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Actor {
  private readonly cookies = new Map<string, string>();
  private readonly connection: Connection;
  private credentials: { email: string; password: string } | null = null;
  /** How many times the actor lost its session and signed in again. */
  renewals = 0;

  constructor(
    readonly role: ActorRole,
    private readonly options: ConnectionOptions & {
      origin: string;
      makeUser: MakeUser | null;
      /** A request of the harness itself got no answer. */
      onOwnFailed: (request: WireRequest, outcome: Outcome) => void;
    },
  ) {
    this.connection = new Connection(options);
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size === 0
      ? {}
      : { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  /** Keeps the cookies an answer sets, as a browser does (the anonymous visitor keeps none). */
  private remember(outcome: Outcome): void {
    if (outcome.kind !== 'answer' || this.role === 'anonymous') return;
    for (const line of outcome.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends one request as this actor; the answer's cookies are kept. */
  async send(request: WireRequest): Promise<Outcome> {
    const outcome = await this.connection.send(request, this.cookieHeader());
    this.remember(outcome);
    return outcome;
  }

  /**
   * A request of the harness itself (sign-in, session check): retried while rate limited or
   * dropped (a drop is still reported: the fuzzed request before it on the connection may be why).
   */
  private async own(request: WireRequest): Promise<Extract<Outcome, { kind: 'answer' }>> {
    for (let attempt = 0; attempt < RETRIES; attempt += 1) {
      const outcome = await this.send(request);
      if (outcome.kind === 'answer' && outcome.status !== 429) return outcome;
      if (outcome.kind !== 'answer') this.options.onOwnFailed(request, outcome);
      // Rate limited (Better Auth answers 429 with X-Retry-After in seconds): wait it out.
      const retryAfter =
        outcome.kind === 'answer'
          ? Number(outcome.headers['x-retry-after'] ?? outcome.headers['retry-after'] ?? 1)
          : 0;
      await sleep(Math.min(Number.isFinite(retryAfter) ? retryAfter : 1, 60) * 1000 + 50);
    }
    throw new Error(`fuzz: ${this.role} could not ${request.method} ${request.path}`);
  }

  /**
   * Signs in over HTTP like a browser: again as the same user, or as a fresh user of the actor's
   * role. Answers whether a session came back.
   */
  private async signInAs(fresh: boolean): Promise<boolean> {
    if (fresh || !this.credentials) {
      if (!this.options.makeUser)
        throw new Error(`fuzz: signing in as ${this.role} needs makeUser`);
      this.credentials = await this.options.makeUser(this.role as Role);
    }
    this.cookies.clear();
    const answer = await this.own({
      method: 'POST',
      path: SIGN_IN_PATH,
      headers: { origin: this.options.origin, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(this.credentials)),
    });
    if (fresh && (answer.status !== 200 || this.cookies.size === 0)) {
      throw new Error(
        `fuzz: signing in as a new ${this.role} answered ${answer.status} ${answer.body.toString()}`,
      );
    }
    return answer.status === 200 && this.cookies.size > 0;
  }

  /** Signs in as a new user of the actor's role (nothing for the anonymous visitor). */
  async signIn(): Promise<void> {
    if (this.role !== 'anonymous') await this.signInAs(true);
  }

  /** Whether the session still belongs to an active user of the actor's role. */
  private async hasSession(): Promise<boolean> {
    const answer = await this.own({
      method: 'GET',
      path: SESSION_PATH,
      headers: { origin: this.options.origin },
      body: null,
    });
    if (answer.status !== 200) return false;
    const { user } = JSON.parse(answer.body.toString()) as {
      user: { role: string; isActive: boolean } | null;
    };
    return user !== null && user.role === this.role && user.isActive;
  }

  /**
   * After a fuzzed request: if the session may have ended (a 401, or a successful call under
   * /api/accounts/me or /api/auth), checks it. A signed-out user signs in again (one password hash
   * instead of two: they are most of the run's time); a deleted, deactivated or re-roled one is
   * replaced by a new user of the role.
   */
  async keepSignedIn(request: WireRequest, outcome: Outcome): Promise<void> {
    if (this.role === 'anonymous' || outcome.kind !== 'answer') return;
    const mayHaveChanged =
      outcome.status === 401 ||
      (outcome.status < 300 && request.method !== 'GET' && SESSION_CHANGING.test(request.path));
    if (!mayHaveChanged || (await this.hasSession())) return;
    this.renewals += 1;
    if ((await this.signInAs(false)) && (await this.hasSession())) return;
    await this.signInAs(true);
  }

  close(): void {
    this.connection.close();
  }
}
