/** A stored object read back: its bytes as a stream, its type and its size. */
export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
};

/**
 * Where uploaded bytes live: local disk by default, an S3-compatible bucket
 * when configured. Keys are app-made (`files/<uuid>/original.webp`), never user input.
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are made by the app; this refuses anything that could step outside the root or bucket. */
export const assertSafeKey = (key: string): string => {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
};
