import type { createApp } from '../src/app.ts';

export type TestResponse<T = unknown> = {
  status: number;
  body: T;
  /** The raw answer, for binary bodies (files). */
  bytes: Uint8Array;
  headers: Headers;
};

type RequestOptions = { json?: unknown; raw?: string; form?: FormData; headers?: Record<string, string> };

/**
 * Talks to the app in-process the way a browser would: keeps cookies, sends Origin and
 * Accept-Language, and parses JSON answers.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: ReturnType<typeof createApp>,
    private readonly options: { origin: string; locale: 'tr' | 'en' },
  ) {}

  async request<T = any>(method: string, path: string, { json, raw, form, headers = {} }: RequestOptions = {}): Promise<TestResponse<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.request(`${this.options.origin}${path}`, {
      method,
      headers: {
        origin: this.options.origin,
        'accept-language': this.options.locale,
        ...(cookie ? { cookie } : {}),
        ...(json !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      // A FormData body sets its own multipart content type with the boundary.
      ...(json !== undefined ? { body: JSON.stringify(json) } : raw !== undefined ? { body: raw } : form !== undefined ? { body: form } : {}),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: response.status, body: body as T, bytes, headers: response.headers };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json: json ?? {} });
  }
  put<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, json: json ?? {} });
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }

  /** The `Cookie` header this client sends: for a WebSocket or a real HTTP request as the same browser. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
