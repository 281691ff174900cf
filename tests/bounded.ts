/**
 * A piece of a test's own machinery (a UI map's action, the context's reset) that has no timeout of
 * its own, bounded: stuck, it fails with what it was doing instead of running out the test's whole
 * timeout with nothing to say where it waited.
 */
export async function bounded<T>(what: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}
