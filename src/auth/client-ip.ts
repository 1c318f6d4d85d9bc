/**
 * The bucket the per-IP limiter counts a request in. Cloudflare sets CF-Connecting-IP on every request
 * at the edge (clients cannot forge it there). IPv6 clients usually hold a whole /64, so they are
 * counted per /64: otherwise one client could rotate addresses to multiply its limit.
 */
export function clientIpBucket(headers: Headers): string {
  const ip = headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "unknown";
  if (!ip.includes(":")) return `v4:${ip}`;
  return `v6:${ipv6Prefix64(ip)}`;
}

/** The first four hextets of an IPv6 address (`::` expanded), lower-case. */
export function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const full = tail === undefined ? headParts : [...headParts, ...Array(missing).fill("0"), ...tailParts];
  return full
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ""))
    .join(":");
}
