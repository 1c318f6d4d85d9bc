/**
 * A promise that rejects when `signal` aborts, to race against work that does not watch the signal
 * itself (an injected fetch, a body reader). It never resolves.
 */
export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  // Races observe the rejection; this keeps an abort that nobody awaits from surfacing as unhandled.
  promise.catch(() => {});
  return promise;
}
