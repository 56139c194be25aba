import type { Locale } from '@masar/shared/messages';
import type { MailContent } from './mail.repository.ts';
export declare function verificationMail(to: string, firstName: string, locale: Locale, link: string): MailContent;
export declare function passwordResetMail(to: string, firstName: string, locale: Locale, link: string): MailContent;
export declare function emailChangedMail(to: string, firstName: string, locale: Locale, newEmail: string): MailContent;
