/** The contact guard (ADR 0050): finds phone numbers, UPI IDs and e-mails; leaves ISBNs, prices, dates, times. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactDetailsKind, findsContactDetails } from './contact-guard';
import { digits, writtenIsbn13 } from './isbn-test-helpers';

/** Ten digits starting 6–9: an Indian mobile number. */
const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([first, rest]) => first + rest);

/** The ways members write a mobile number. */
const writtenMobile = fc
  .tuple(
    mobile,
    fc.constantFrom('', '+91', '+91 ', '+91-', '91', '0', '0091 ', '(+91) '),
    fc.constantFrom('plain', '5-5 space', '5-5 dash', '3-3-4 space', '3-3-4 dash', '4-3-3 dot'),
  )
  .map(([m, prefix, style]) => {
    const body = {
      plain: m,
      '5-5 space': `${m.slice(0, 5)} ${m.slice(5)}`,
      '5-5 dash': `${m.slice(0, 5)}-${m.slice(5)}`,
      '3-3-4 space': `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`,
      '3-3-4 dash': `${m.slice(0, 3)}-${m.slice(3, 6)}-${m.slice(6)}`,
      '4-3-3 dot': `${m.slice(0, 4)}.${m.slice(4, 7)}.${m.slice(7)}`,
    }[style];
    return prefix + body;
  });

const sentence = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('', 'Call me on ', 'my number is ', 'WhatsApp: ', 'मेरा नंबर '),
      inner,
      fc.constantFrom('', ' thanks', '. See you at 10:30', ' after 6 pm'),
    )
    .map(([a, b, c]) => a + b + c);

const price = fc
  .tuple(
    fc.integer({ min: 1, max: 9_99_999 }),
    fc.constantFrom('₹', '₹ ', 'Rs. ', 'Rs ', 'INR '),
    fc.boolean(),
  )
  .map(([n, sign, grouped]) => sign + (grouped ? n.toLocaleString('en-IN') : String(n)));

const date = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .chain((d) => {
    const [y, m, day] = d.toISOString().slice(0, 10).split('-');
    return fc.constantFrom(`${day}/${m}/${y}`, `${y}-${m}-${day}`, `${day}-${m}-${y}`, `${day}.${m}.${y}`);
  });

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`);

describe('findsContactDetails', () => {
  it('finds a mobile number written in the usual ways', () => {
    fc.assert(
      fc.property(sentence(writtenMobile), (text) => {
        expect(contactDetailsKind(text)).toBe('phone');
      }),
    );
  });

  it('finds UPI IDs and e-mail addresses', () => {
    for (const text of ['pay asha@okicici', '98765@ybl', 'UPI: ravi.k@paytm.', 'asha@oksbi please']) {
      expect(contactDetailsKind(text)).toBe('upi');
    }
    for (const text of ['mail me at asha.rao@gmail.com', 'ravi+books@example.co.in']) {
      expect(contactDetailsKind(text)).toBe('email');
    }
  });

  it('leaves ISBN-13s alone', () => {
    fc.assert(
      fc.property(writtenIsbn13, (text) => {
        expect(findsContactDetails(text)).toBe(false);
      }),
    );
  });

  it('leaves prices, dates and times alone', () => {
    fc.assert(
      fc.property(price, date, time, (p, d, tm) => {
        expect(findsContactDetails(p)).toBe(false);
        expect(findsContactDetails(d)).toBe(false);
        expect(findsContactDetails(`${d} ${tm}`)).toBe(false);
        expect(findsContactDetails(`Is it ${p}? I can come on ${d} at ${tm}`)).toBe(false);
      }),
    );
  });

  it('leaves hyphenated ISBN-10s, mentions and everyday text alone', () => {
    for (const text of [
      '81-291-1538-5',
      'ISBN 0-14-044913-9',
      'Is it the hardback?',
      'thanks @ravi',
      'meet@home at 6',
      'page 312 of 400',
      '',
    ]) {
      expect(findsContactDetails(text)).toBe(false);
    }
  });
});
