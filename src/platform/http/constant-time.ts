/**
 * Constant-time comparison of two secrets. Both sides are hashed with SHA-256 first, so the compare
 * always runs over 32 equal-length bytes (the secret's length does not leak through an early exit),
 * then compared with the runtime's crypto.subtle.timingSafeEqual.
 */
/** workerd's non-standard extension (absent from Node's SubtleCrypto typings, which scripts compile with). */
type WorkersSubtleCrypto = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

export async function constantTimeEqual(presented: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return (crypto.subtle as WorkersSubtleCrypto).timingSafeEqual(a, b);
}
