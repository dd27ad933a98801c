import { AwsClient } from 'aws4fetch';

import { assertSafeKey, type Storage } from './storage.ts';

export type S3Config = {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com, or a MinIO/R2 address. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * An S3-compatible bucket through signed fetch requests (aws4fetch: SigV4 without the AWS SDK).
 * Path-style addresses (`endpoint/bucket/key`) work with AWS, MinIO, R2 and most others.
 */
export const createS3Storage = (config: S3Config): Storage => {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => `${base}/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;

  const fail = async (action: string, key: string, response: Response): Promise<never> => {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${action} ${key} failed: ${response.status} ${text.slice(0, 200)}`);
  };

  return {
    kind: 's3',
    put: async (key, bytes, contentType) => {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      });
      if (!response.ok) await fail('put', key, response);
      await response.body?.cancel();
    },
    get: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail('get', key, response);
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
    delete: async (key) => {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      // S3 answers 204 for a delete, also when the key did not exist.
      if (!response.ok && response.status !== 404) await fail('delete', key, response);
      await response.body?.cancel();
    },
  };
};
