import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { messages, type Locale } from '../../../packages/shared/src/messages.ts';
import { partOfSection, WORDS_PARTS } from '../src/locales/word-parts.ts';

const PREFIX = 'virtual:locale-words/';
const LOCALES: readonly string[] = Object.keys(messages);

/**
 * `virtual:locale-words/<language>/<part>`: one part of one language's words (locales/word-parts.ts), so a
 * page fetches a few KiB of words instead of every page's (issue #17, decision 0102). The translators keep
 * one file per language; the cut is made here, at build time. The `first` part also exports `messages`, the
 * server's messages in that language.
 */
export function localeWords(): Plugin {
  return {
    name: 'masar-locale-words',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!LOCALES.includes(locale) || !(WORDS_PARTS as readonly string[]).includes(part)) throw new Error(`No such words: ${id.slice(1)}`);
      const file = fileURLToPath(new URL(`../src/locales/${locale}/common.json`, import.meta.url));
      this.addWatchFile(file);
      const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(words).filter(([section]) => partOfSection(section) === part),
      );
      // JSON.parse of a string is faster to load than the same object literal.
      const module = `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
      // The server's messages (packages/shared/src/messages.ts) in this language alone come with the first part:
      // the API client's table of both languages was 12 KiB of every first load (decision 0109).
      if (part !== 'first') return module;
      return `${module}\nexport const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages[locale as Locale]))});`;
    },
  };
}
