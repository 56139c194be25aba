/**
 * Fetches a job page from a link a recruiter gives, safely (decision 0030): http and https only; public
 * addresses only, checked on the addresses the name resolves to, and the connection made to the checked
 * address (a DNS answer that changes between the check and the connection cannot slip through); the same
 * on every redirect, at most five; a size cap, a total time-out, and HTML answers only.
 * `FETCH_ALLOWED_HOSTS` names `host:port` pairs that may be private (tests, private deployments).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';
import { isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (dns.lookup by default; tests inject their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface PageFetcherOptions {
  /** `host:port` pairs that may be opened although their addresses are private (FETCH_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** For the whole fetch, redirects included; 10 s by default. */
  timeoutMs?: number;
  /** The most bytes of a page read; 2 MB by default. */
  maxBytes?: number;
  /** 5 by default. */
  maxRedirects?: number;
  resolve?: Resolve;
}

export interface FetchedPage {
  /** The address of the page read, after redirects. */
  url: string;
  contentType: string;
  html: string;
}

export const PAGE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A refusal the recruiter reads: their link's fault (400), or the page's (502). */
function refuse(
  key: 'invalid' | 'privateAddress' | 'tooManyRedirects' | 'tooLarge' | 'timeout' | 'notHtml' | 'errorStatus' | 'failed',
  params: Record<string, string | number> = {},
): AppError {
  const userMistake = key === 'invalid' || key === 'privateAddress';
  return new AppError(userMistake ? 'VALIDATION_ERROR' : 'UPSTREAM_UNAVAILABLE', `jobLink.${key}`, params);
}

const defaultResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** `host:port` of a URL, the port made explicit and an IPv6 host in brackets, lower case. */
function hostAndPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

function parseLink(link: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw refuse('invalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username || url.password) {
    throw refuse('invalid');
  }
  return url;
}

export interface PageFetcher {
  fetchPage(link: string): Promise<FetchedPage>;
}

export function createPageFetcher(options: PageFetcherOptions = {}): PageFetcher {
  const allowed = new Set((options.allowedHosts ?? []).map((entry) => entry.toLowerCase()));
  const timeoutMs = options.timeoutMs ?? PAGE_FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? PAGE_FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? PAGE_FETCH_LIMITS.maxRedirects;
  const resolve = options.resolve ?? defaultResolve;

  /**
   * The connection's lookup: resolves the name, refuses it when any of its addresses is not public (unless
   * the host is allowed), and hands the socket exactly the addresses checked.
   */
  function checkedLookup(isAllowed: boolean): LookupFunction {
    const check = async (hostname: string, family: number | undefined): Promise<ResolvedAddress[]> => {
      let addresses: ResolvedAddress[];
      try {
        addresses = await resolve(hostname);
      } catch {
        throw refuse('failed');
      }
      if (!isAllowed && !addresses.every((entry) => isPublicAddress(entry.address))) throw refuse('privateAddress');
      const wanted = family === 4 || family === 6 ? addresses.filter((entry) => entry.family === family) : addresses;
      if (wanted.length === 0) throw refuse('failed');
      return wanted;
    };
    return (hostname, lookupOptions, callback) => {
      check(hostname, lookupOptions.family as number | undefined).then(
        (wanted) => {
          if (lookupOptions.all) callback(null, wanted);
          else callback(null, wanted[0]!.address, wanted[0]!.family);
        },
        (error: AppError) => callback(error as unknown as NodeJS.ErrnoException, '', 0),
      );
    };
  }

  /** One request: the answer's head, its body left unread. */
  function request(url: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
    const isAllowed = allowed.has(hostAndPort(url));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !isAllowed && !isPublicAddress(literal)) return Promise.reject(refuse('privateAddress'));
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolveResponse, reject) => {
      const req = client.request(url, {
        method: 'GET',
        signal,
        agent: false,
        lookup: checkedLookup(isAllowed),
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; MasarJobReader/1.0)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en,ar;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      req.on('response', resolveResponse);
      req.on('error', reject);
      req.end();
    });
  }

  /** Reads the body up to the cap, decompressing as it goes; past the cap the connection is dropped. */
  async function readBody(response: http.IncomingMessage): Promise<Buffer> {
    const declared = Number(response.headers['content-length']);
    const encoding = (response.headers['content-encoding'] ?? '').toLowerCase().trim();
    if (Number.isFinite(declared) && declared > maxBytes && (encoding === '' || encoding === 'identity')) {
      response.destroy();
      throw refuse('tooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });
    }
    let stream: Readable = response;
    if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(createGunzip());
    else if (encoding === 'deflate') stream = response.pipe(createInflate());
    else if (encoding === 'br') stream = response.pipe(createBrotliDecompress());
    else if (encoding !== '' && encoding !== 'identity') {
      response.destroy();
      throw refuse('failed');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.destroy();
          stream.destroy();
          throw refuse('tooLarge', { max: Math.round(maxBytes / (1024 * 1024)) });
        }
        chunks.push(chunk as Buffer);
      }
    } finally {
      response.destroy();
    }
    return Buffer.concat(chunks);
  }

  async function fetchPage(link: string): Promise<FetchedPage> {
    let url = parseLink(link.trim());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await request(url, controller.signal);
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.destroy();
          if (redirects >= maxRedirects) throw refuse('tooManyRedirects', { max: maxRedirects });
          url = parseLink(response.headers.location, url);
          continue;
        }
        if (status < 200 || status > 299) {
          response.destroy();
          throw refuse('errorStatus', { status });
        }
        const contentType = (response.headers['content-type'] ?? '').toLowerCase();
        const [mediaType = ''] = contentType.split(';').map((part) => part.trim());
        if (!HTML_TYPES.has(mediaType)) {
          response.destroy();
          throw refuse('notHtml');
        }
        const body = await readBody(response);
        return { url: url.href, contentType: mediaType, html: decode(body, contentType) };
      }
    } catch (error) {
      if (controller.signal.aborted) throw refuse('timeout', { seconds: Math.max(1, Math.round(timeoutMs / 1000)) });
      if (error instanceof AppError) throw error;
      throw refuse('failed');
    } finally {
      clearTimeout(timer);
    }
  }

  return { fetchPage };
}

/** The page's text in the charset its header names, or its `<meta charset>`, or UTF-8. */
function decode(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 2048).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown charset: try the next.
    }
  }
  return body.toString('utf8');
}
