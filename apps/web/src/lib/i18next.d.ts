import 'i18next';
import type { MessageKey } from '@masar/shared/messages';
import type common from '../locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: Record<MessageKey, string>;
    };
  }
}
