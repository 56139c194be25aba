/**
 * Whether an IP address is on the public internet, for the page fetcher (decision 0030). Refused: the
 * unspecified, loopback, private, carrier-grade NAT, link-local, unique-local, multicast, reserved,
 * documentation and benchmark ranges, and any IPv6 form that carries an IPv4 address (mapped, NAT64,
 * 6to4, IPv4-compatible) whose IPv4 address is one of those.
 */
import { BlockList, isIP } from 'node:net';

const blockedV4 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  blockedV4.addSubnet(network, bits, 'ipv4');
}

const blockedV6 = new BlockList();
for (const [network, bits] of [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (zone removed), or null when it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (isIP(text) !== 6) return null;
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    head = text.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const toBytes = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => {
      const value = parseInt(group, 16);
      return [value >> 8, value & 0xff];
    });
  const [left = '', right] = head.split('::');
  const leftBytes = toBytes(left);
  const rightBytes = [...(right === undefined ? [] : toBytes(right)), ...tail];
  const fill = 16 - leftBytes.length - rightBytes.length;
  if (fill < 0) return null;
  return [...leftBytes, ...new Array<number>(fill).fill(0), ...rightBytes];
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((value, index) => bytes[index] === value);

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4, IPv4-compatible), if any. */
function embeddedV4(bytes: number[]): string | null {
  const v4 = (from: number) => bytes.slice(from, from + 4).join('.');
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return v4(12); // ::ffff:a.b.c.d
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12); // 64:ff9b::a.b.c.d
  if (startsWith(bytes, [0x20, 0x02])) return v4(2); // 2002:aabb:ccdd::
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])) return v4(12); // ::a.b.c.d, ::1, ::
  return null;
}

export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  const version = isIP(text.split('%')[0]!);
  if (version === 4) return !blockedV4.check(text, 'ipv4');
  if (version !== 6) return false;
  const bytes = ipv6Bytes(text);
  if (!bytes) return false;
  const v4 = embeddedV4(bytes);
  if (v4 !== null) {
    // ::1 and :: land here as 0.0.0.1 and 0.0.0.0, inside 0.0.0.0/8: refused.
    return isPublicAddress(v4);
  }
  const canonical = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16)).join(':');
  return !blockedV6.check(canonical, 'ipv6');
}
