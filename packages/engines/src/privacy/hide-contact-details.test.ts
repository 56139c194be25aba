import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT as X, hideContactDetails } from './hide-contact-details.ts';

describe('hideContactDetails', () => {
  it('hides e-mail addresses, phone numbers and web addresses written into a summary', () => {
    expect(hideContactDetails('ICU nurse; reach me at ahmed.k@gmail.com or +966 50 123 4567, profile linkedin.com/in/ahmedk')).toBe(
      `ICU nurse; reach me at ${X} or ${X}, profile ${X}`,
    );
    expect(hideContactDetails('Portfolio: https://ahmed.dev/work?x=1 and www.example.org')).toBe(`Portfolio: ${X} and ${X}`);
    expect(hideContactDetails('WhatsApp 0501234567 (Riyadh)')).toBe(`WhatsApp ${X} (Riyadh)`);
  });

  it('hides Arabic text’s contact details, with Arabic-Indic digits', () => {
    expect(hideContactDetails('للتواصل: ٠٥٠١٢٣٤٥٦٧ أو sara@mail.sa')).toBe(`للتواصل: ${X} أو ${X}`);
  });

  it('keeps what is not a contact detail: years, ranges of years, amounts, short numbers and dotted names', () => {
    const duties = 'From 2019 - 2023 managed a budget of 1,200,000 SAR across 12 sites; Node.js and ASP.NET; ISO 9001:2015; ٢٠١٩ - ٢٠٢٣';
    expect(hideContactDetails(duties)).toBe(duties);
  });
});
