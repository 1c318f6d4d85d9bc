/**
 * The bucket the per-IP limiter counts a request in. Cloudflare sets CF-Connecting-IP on every request
 * at the edge (clients cannot forge it there). IPv6 clients usually hold a whole /64, so they are
 * counted per /64: otherwise one client could rotate addresses to multiply its limit. An IPv4 address
 * written as IPv6 (IPv4-mapped, `::ffff:a.b.c.d`) is counted as the IPv4 client it is, never in the
 * one /64 every mapped address shares.
 */
export function clientIpBucket(headers: Headers): string {
  const ip = headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "unknown";
  if (!ip.includes(":")) return `v4:${ip}`;
  const hextets = ipv6Hextets(ip);
  const mapped = hextets && ipv4Mapped(hextets);
  if (mapped) return `v4:${mapped}`;
  return `v6:${ipv6Prefix64(ip)}`;
}

/** The eight hextets of an IPv6 address as numbers (`::` expanded, a trailing dotted IPv4 read), or null. */
function ipv6Hextets(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const octets = dotted.slice(1).map(Number);
    if (octets.some((o) => o > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headParts.length - tailParts.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const parts = [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts];
  if (parts.some((p) => !/^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => Number.parseInt(p, 16));
}

/** `a.b.c.d` of an IPv4-mapped address (`::ffff:0:0/96`), or null. */
function ipv4Mapped(hextets: number[]): string | null {
  if (hextets.slice(0, 5).some((h) => h !== 0) || hextets[5] !== 0xffff) return null;
  const high = hextets[6] ?? 0;
  const low = hextets[7] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * The first four hextets of an IPv6 address (`::` expanded), lower-case hex without leading zeros;
 * text that is no IPv6 address is its own bucket, lower-cased.
 */
export function ipv6Prefix64(ip: string): string {
  const hextets = ipv6Hextets(ip);
  if (!hextets) return ip.toLowerCase();
  return hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":");
}
