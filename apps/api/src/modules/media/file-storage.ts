/**
 * Where photo bytes live. Keys are made by the server only (`photos/{patient}/{uuid}.{ext}`);
 * nothing here is ever served statically: bytes reach the browser through the owner-only route.
 */
export interface FileStorage {
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]{2,4}$/;

/** Refuses any key the server would not have made, so no key can climb out of its root. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 200) {
    throw new Error('invalid storage key');
  }
}
