import { describe, expect, it } from 'vitest';
import { RETURN_TO_KEY, returnToStore } from '../../../src/features/auth/returnTo';

/** A session storage that outlives the store objects, like the browser's across a reload. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('return-after-login location', () => {
  it('survives a reload: a new store on the same storage reads it back', () => {
    const storage = memoryStorage();
    returnToStore(storage).save('/user-dashboard?tab=billing');
    // the page reloads: the module and its store are created again
    expect(returnToStore(storage).read()).toBe('/user-dashboard?tab=billing');
  });

  it('stores and reads only same-site paths', () => {
    const storage = memoryStorage();
    const store = returnToStore(storage);
    store.save('/dashboard');
    store.save('https://evil.example/');
    expect(store.read()).toBeNull();
    storage.setItem(RETURN_TO_KEY, '//evil.example'); // tampered with
    expect(store.read()).toBeNull();
  });

  it('is forgotten when cleared, and survives a storage that throws', () => {
    const storage = memoryStorage();
    const store = returnToStore(storage);
    store.save('/dashboard');
    store.clear();
    expect(store.read()).toBeNull();
    const broken = returnToStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => broken.save('/dashboard')).not.toThrow();
    expect(broken.read()).toBeNull();
    expect(returnToStore(null).read()).toBeNull();
  });
});
