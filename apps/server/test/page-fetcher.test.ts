/**
 * The job-page fetcher (decision 0030) against pages served in the test on 127.0.0.1: what it reads, and
 * every way a link could reach the server's own network or hold it up, refused with the message the
 * recruiter reads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@masar/shared/messages';
import { loadConfig, ConfigError } from '../src/config.ts';
import { AppError } from '../src/lib/app-error.ts';
import { createPageFetcher, type PageFetcherOptions } from '../src/modules/jobs/page-fetcher.ts';
import { isPublicAddress } from '../src/modules/jobs/public-address.ts';
import { readJobFromLink } from '../src/modules/jobs/jobs.service.ts';
import { createTestApp } from './helpers/test-app.ts';

const JOB_PAGE = '<!doctype html><html><head><title>Data Analyst</title></head><body><h1>Data Analyst — Riyadh</h1></body></html>';

const POSTING_PAGE = `<!doctype html><html lang="ar"><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'وظائف' },
    {
      '@type': 'JobPosting',
      title: 'محلل بيانات',
      description: '<p>نبحث عن محلل بيانات في الرياض.</p><ul><li>SQL</li><li>Power BI</li></ul>',
      hiringOrganization: { '@type': 'Organization', name: 'نخيل للخدمات اللوجستية' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'الرياض', addressCountry: 'SA' } },
      employmentType: 'FULL_TIME',
    },
  ],
})}</script></head><body><h1>محلل بيانات</h1></body></html>`;

const SHELL_PAGE = '<!doctype html><html><head><title>LinkedIn</title></head><body><main><h1>Sign in to see this job</h1><form><input name="session_key"></form></main></body></html>';

interface Served {
  url: string;
  hostPort: string;
  /** Requests received, by path. */
  hits: string[];
  /** Bytes of the endless page written when the reader hung up. */
  endlessClosedAfter: number | undefined;
  close(): Promise<void>;
}

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse, served: Served) => void): Promise<Served> {
  const served = { hits: [] as string[], endlessClosedAfter: undefined } as unknown as Served;
  const server = http.createServer((req, res) => {
    served.hits.push(req.url ?? '');
    handler(req, res, served);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  served.url = `http://127.0.0.1:${port}`;
  served.hostPort = `127.0.0.1:${port}`;
  served.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return served;
}

let board: Served;
let internal: Served;

beforeAll(async () => {
  // A server nobody allowed: stands for the metadata service or an admin port on the server's network.
  internal = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>internal secrets</p>');
  });
  board = await serve((req, res, served) => {
    const path = req.url ?? '/';
    if (path === '/jobs/42') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_PAGE);
    } else if (path === '/arabic') {
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1256' });
      res.end(Buffer.from([0x3c, 0x70, 0x3e, 0xe3, 0xcd, 0xe1, 0xe1, 0x20, 0xc8, 0xed, 0xc7, 0xe4, 0xc7, 0xca, 0x3c, 0x2f, 0x70, 0x3e])); // <p>محلل بيانات</p>
    } else if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(JOB_PAGE));
    } else if (path === '/posting') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POSTING_PAGE);
    } else if (path === '/shell') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(SHELL_PAGE);
    } else if (path === '/moved') {
      res.writeHead(301, { location: '/jobs/42' }).end();
    } else if (path === '/to-internal') {
      res.writeHead(302, { location: `${internal.url}/` }).end();
    } else if (path.startsWith('/loop/')) {
      const step = Number(path.slice('/loop/'.length));
      res.writeHead(302, { location: step >= 6 ? '/jobs/42' : `/loop/${step + 1}` }).end();
    } else if (path === '/huge' || path === '/endless') {
      // 3 MB of HTML (or HTML without end) in 64 KB pieces, no Content-Length, written as fast as the
      // connection takes them; /endless stops only when the reader hangs up.
      res.writeHead(200, { 'content-type': 'text/html' });
      const piece = Buffer.alloc(64 * 1024, 'a');
      let written = 0;
      const pump = () => {
        while (path === '/endless' || written < 3 * 1024 * 1024) {
          if (res.destroyed) return;
          written += piece.length;
          if (!res.write(piece)) return void res.once('drain', pump);
        }
        res.end();
      };
      if (path === '/endless') res.on('close', () => (served.endlessClosedAfter = written));
      pump();
    } else if (path === '/huge-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
      res.write('<p>start</p>');
    } else if (path === '/slow') {
      // Answers the head and a little of the page, then never ends.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><p>Loading');
    } else if (path === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else if (path === '/no-type') {
      res.writeHead(200).end('<p>what am I</p>');
    } else if (path === '/gone') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>not found</p>');
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await board?.close();
  await internal?.close();
});

/** The fetcher as a deployment that allows the test's job board (and nothing else) would have it. */
const fetcher = (options: PageFetcherOptions = {}) => createPageFetcher({ allowedHosts: [board.hostPort], ...options });

/** The refusal of a fetch, with the text the recruiter reads in English. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the fetch to be refused');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { key: appError.messageKey, status: appError.status, text: translateMessage(appError.messageKey, 'en', appError.params) };
}

describe('reading a job page', () => {
  it('reads an HTML page from an allowed host', async () => {
    const page = await fetcher().fetchPage(`${board.url}/jobs/42`);
    expect(page).toEqual({ url: `${board.url}/jobs/42`, contentType: 'text/html', html: JOB_PAGE });
  });

  it('follows a redirect to the page and reports where it ended', async () => {
    const page = await fetcher().fetchPage(`${board.url}/moved`);
    expect(page.url).toBe(`${board.url}/jobs/42`);
    expect(page.html).toBe(JOB_PAGE);
  });

  it('decodes the charset the page names (an Arabic page in windows-1256) and a gzip body', async () => {
    expect((await fetcher().fetchPage(`${board.url}/arabic`)).html).toBe('<p>محلل بيانات</p>');
    expect((await fetcher().fetchPage(`${board.url}/gzip`)).html).toBe(JOB_PAGE);
  });
});

describe('refused links', () => {
  it('refuses other schemes and malformed links', async () => {
    for (const link of ['ftp://example.com/job', 'file:///etc/passwd', 'javascript:alert(1)', 'not a link', 'http://user:pw@example.com/']) {
      expect(await refusal(fetcher().fetchPage(link))).toMatchObject({
        key: 'jobLink.invalid',
        status: 400,
        text: 'Enter the full link of the job page, starting with http:// or https://',
      });
    }
  });

  it('refuses a loopback server that is not in the allow list, without reaching it', async () => {
    const before = internal.hits.length;
    expect(await refusal(fetcher().fetchPage(`${internal.url}/`))).toEqual({
      key: 'jobLink.privateAddress',
      status: 400,
      text: 'This link leads to a private or local network address, which Masar does not open',
    });
    expect(internal.hits.length).toBe(before);
  });

  it('refuses private, link-local, IPv6 loopback and IPv4-mapped addresses written in the link', async () => {
    const port = internal.url.split(':').at(-1);
    for (const link of [
      'http://10.1.2.3/jobs',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://0x7f.1/', // 127.0.0.1 in another spelling
      'http://2130706433/', // likewise
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
    ]) {
      expect((await refusal(fetcher().fetchPage(link))).key, link).toBe('jobLink.privateAddress');
    }
  });

  it('refuses a public-looking name that resolves to a private address, before connecting', async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return [{ address: '10.0.0.5', family: 4 }];
    };
    expect((await refusal(fetcher({ resolve }).fetchPage('http://careers.example.com/jobs/1'))).key).toBe('jobLink.privateAddress');
    expect(asked).toEqual(['careers.example.com']);
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect((await refusal(fetcher({ resolve }).fetchPage('https://jobs.example.org/'))).key).toBe('jobLink.privateAddress');
  });

  it('connects to the address it checked: a name allowed by host and port, resolved by the injected lookup', async () => {
    const port = board.hostPort.split(':')[1];
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const page = await createPageFetcher({ allowedHosts: [`board.test:${port}`], resolve }).fetchPage(`http://board.test:${port}/jobs/42`);
    expect(page.html).toBe(JOB_PAGE);
    // The same name on another port is not allowed.
    expect((await refusal(createPageFetcher({ allowedHosts: [`board.test:1`], resolve }).fetchPage(`http://board.test:${port}/jobs/42`))).key).toBe(
      'jobLink.privateAddress',
    );
  });

  it('refuses a redirect from an allowed page to a private address, without reaching it', async () => {
    const before = internal.hits.length;
    expect((await refusal(fetcher().fetchPage(`${board.url}/to-internal`))).key).toBe('jobLink.privateAddress');
    expect(internal.hits.length).toBe(before);
  });

  it('follows five redirects and refuses a sixth', async () => {
    // /loop/n redirects to /loop/n+1 up to /loop/6, which redirects to the page.
    expect((await fetcher().fetchPage(`${board.url}/loop/2`)).html).toBe(JOB_PAGE);
    const before = board.hits.filter((hit) => hit === '/jobs/42').length;
    expect(await refusal(fetcher().fetchPage(`${board.url}/loop/1`))).toEqual({
      key: 'jobLink.tooManyRedirects',
      status: 502,
      text: 'The job page redirected more than 5 times. Open it in your browser and paste the final link',
    });
    expect(board.hits.filter((hit) => hit === '/jobs/42').length).toBe(before);
  });
});

describe('refused answers', () => {
  it('refuses a page past the size cap', async () => {
    expect(await refusal(fetcher().fetchPage(`${board.url}/huge`))).toEqual({
      key: 'jobLink.tooLarge',
      status: 502,
      text: 'The job page is larger than 2 MB. Copy the job text and paste it instead',
    });
  });

  it('stops reading at the cap and hangs up: a page without end is refused too', async () => {
    expect((await refusal(fetcher().fetchPage(`${board.url}/endless`))).key).toBe('jobLink.tooLarge');
    await expect.poll(() => board.endlessClosedAfter).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('refuses a page whose declared length is past the cap before reading it', async () => {
    expect((await refusal(fetcher().fetchPage(`${board.url}/huge-declared`))).key).toBe('jobLink.tooLarge');
  });

  it('gives up on a page that never ends after the configured time-out', async () => {
    expect(await refusal(fetcher({ timeoutMs: 300 }).fetchPage(`${board.url}/slow`))).toEqual({
      key: 'jobLink.timeout',
      status: 502,
      text: 'The job page did not answer within 1 seconds. Try again, or paste the job text',
    });
  });

  it('gives up when the name never resolves, after the same time-out', async () => {
    const resolve = () => new Promise<never>(() => undefined);
    expect((await refusal(fetcher({ resolve, timeoutMs: 300 }).fetchPage('https://slow-dns.example.com/'))).key).toBe('jobLink.timeout');
  });

  it('refuses an answer that is not a web page', async () => {
    for (const path of ['/logo.png', '/no-type']) {
      expect(await refusal(fetcher().fetchPage(`${board.url}${path}`))).toEqual({
        key: 'jobLink.notHtml',
        status: 502,
        text: 'This link is not a web page. Link to the job page, or upload the job file instead',
      });
    }
  });

  it('says which error the page answered with', async () => {
    expect(await refusal(fetcher().fetchPage(`${board.url}/gone`))).toMatchObject({
      key: 'jobLink.errorStatus',
      text: 'The job page answered with an error (404). Check the link, or paste the job text',
    });
  });

  it('says plainly when the host cannot be reached', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await refusal(fetcher({ resolve }).fetchPage('https://no-such-host.example/'))).key).toBe('jobLink.failed');
  });
});

describe('the app reads a job from a link', () => {
  it('opens the hosts FETCH_ALLOWED_HOSTS names, reads the posting, and says when a page holds none', async () => {
    const t = await createTestApp({ env: { FETCH_ALLOWED_HOSTS: board.hostPort }, runWorkers: false });
    try {
      expect(await readJobFromLink(t.app.ctx, `${board.url}/posting`)).toMatchObject({
        found: true,
        source: 'json-ld',
        url: `${board.url}/posting`,
        title: 'محلل بيانات',
        description: 'نبحث عن محلل بيانات في الرياض.\n• SQL\n• Power BI',
        hiringOrganization: 'نخيل للخدمات اللوجستية',
        location: { city: 'الرياض', country: 'SA' },
        employmentType: ['FULL_TIME'],
      });
      expect(await readJobFromLink(t.app.ctx, `${board.url}/shell`)).toMatchObject({ found: false, source: 'text', title: 'Sign in to see this job' });
      // Only the host and port named: the other local server stays out of reach.
      expect((await refusal(readJobFromLink(t.app.ctx, `${internal.url}/`))).key).toBe('jobLink.privateAddress');
    } finally {
      await t.close();
    }
  });

  it('allows no private host by default', async () => {
    const t = await createTestApp({ runWorkers: false });
    try {
      expect((await refusal(readJobFromLink(t.app.ctx, `${board.url}/posting`))).key).toBe('jobLink.privateAddress');
    } finally {
      await t.close();
    }
  });
});

describe('which addresses are public', () => {
  it.each([
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.0.0.5', false],
    ['172.16.4.1', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['100.128.0.1', true],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false], // NAT64 of 169.254.169.254
    ['2002:c0a8:101::1', false], // 6to4 of 192.168.1.1
    ['fd12:3456::1', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('FETCH_ALLOWED_HOSTS', () => {
  const env = { JWT_SECRET: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) };

  it('is empty by default and reads a comma-separated list of host:port pairs', () => {
    expect(loadConfig(env).fetchAllowedHosts).toEqual([]);
    expect(loadConfig({ ...env, FETCH_ALLOWED_HOSTS: ' 127.0.0.1:8080, Jobs.Internal:443 ,[::1]:3000' }).fetchAllowedHosts).toEqual([
      '127.0.0.1:8080',
      'jobs.internal:443',
      '[::1]:3000',
    ]);
  });

  it('refuses entries without a port, at start, naming the setting', () => {
    expect(() => loadConfig({ ...env, FETCH_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, FETCH_ALLOWED_HOSTS: '10.0.0.0/8' })).toThrow(/FETCH_ALLOWED_HOSTS: must be a comma-separated list of host:port pairs/);
  });
});
