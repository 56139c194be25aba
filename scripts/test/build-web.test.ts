import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsFingerprint } from '../build-web.mjs';

/** A stand-in repository holding a few of the web build's inputs. */
function makeRepository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'masar-build-web-'));
  mkdirSync(path.join(root, 'apps/web/src/pages'), { recursive: true });
  mkdirSync(path.join(root, 'packages/shared/src'), { recursive: true });
  writeFileSync(path.join(root, 'apps/web/src/pages/login.tsx'), 'export const Login = () => null;\n');
  writeFileSync(path.join(root, 'apps/web/index.html'), '<div id="root"></div>\n');
  writeFileSync(path.join(root, 'packages/shared/src/messages.ts'), 'export const messages = { en: {} };\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  return root;
}

describe('the web build is skipped only when nothing it is made from changed', () => {
  let root: string;
  const env = { PATH: '/usr/bin' };
  beforeEach(() => {
    root = makeRepository();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives the same fingerprint for the same contents, whatever the files’ times or where the copy lives', () => {
    const before = inputsFingerprint(root, env);
    utimesSync(path.join(root, 'apps/web/index.html'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(inputsFingerprint(root, env)).toBe(before);
    const copy = mkdtempSync(path.join(tmpdir(), 'masar-build-web-copy-'));
    cpSync(root, copy, { recursive: true });
    expect(inputsFingerprint(copy, env)).toBe(before);
    rmSync(copy, { recursive: true, force: true });
  });

  it.each([
    [
      'an edited page',
      (root: string) =>
        writeFileSync(path.join(root, 'apps/web/src/pages/login.tsx'), 'export const Login = () => 1;\n'),
    ],
    ['a new source file', (root: string) => writeFileSync(path.join(root, 'apps/web/src/pages/new.tsx'), '\n')],
    [
      'a renamed source file',
      (root: string) =>
        cpSync(path.join(root, 'apps/web/src/pages/login.tsx'), path.join(root, 'apps/web/src/pages/sign-in.tsx')),
    ],
    [
      'an edited shared message',
      (root: string) =>
        writeFileSync(path.join(root, 'packages/shared/src/messages.ts'), 'export const messages = {};\n'),
    ],
    [
      'another locked library version',
      (root: string) => writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3, "x": 1}\n'),
    ],
    [
      'a new build-tools file',
      (root: string) => {
        mkdirSync(path.join(root, 'apps/web/build-tools'));
        writeFileSync(path.join(root, 'apps/web/build-tools/plugin.ts'), '\n');
      },
    ],
  ])('changes with %s', (_change, change) => {
    const before = inputsFingerprint(root, env);
    change(root);
    expect(inputsFingerprint(root, env)).not.toBe(before);
  });

  it('changes with a VITE_ setting, not with other settings', () => {
    const before = inputsFingerprint(root, env);
    expect(inputsFingerprint(root, { ...env, HOME: '/tmp' })).toBe(before);
    expect(inputsFingerprint(root, { ...env, VITE_API_URL: 'https://api.example' })).not.toBe(before);
  });

  it('takes a build for current only when dist holds one and the recorded fingerprint matches', () => {
    const fingerprint = inputsFingerprint(root, env);
    expect(buildIsCurrent(fingerprint, root)).toBe(false);
    mkdirSync(path.join(root, 'apps/web/dist'));
    writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html>\n');
    expect(buildIsCurrent(fingerprint, root)).toBe(false);
    writeFileSync(path.join(root, 'apps/web/.build-fingerprint'), `${fingerprint}\n`);
    expect(buildIsCurrent(fingerprint, root)).toBe(true);
    expect(buildIsCurrent(inputsFingerprint(root, { VITE_X: '1' }), root)).toBe(false);
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(buildIsCurrent(fingerprint, root)).toBe(false);
  });
});
