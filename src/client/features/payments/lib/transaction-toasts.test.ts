import { describe, expect, it } from 'vitest';
import { collectionText } from './transaction-toasts';

describe('collectionText', () => {
  it('gives the address and phone of the owner or seller', () => {
    const info = { flatWing: 'B-204', buildingName: 'Lakeview Residency', phone: '9820011001' };
    expect(collectionText('borrow', info)).toBe(
      "Collect it from B-204, Lakeview Residency. Owner's phone: 9820011001",
    );
    expect(collectionText('buy', info)).toBe(
      "Collect it from B-204, Lakeview Residency. Seller's phone: 9820011001",
    );
  });

  it('keeps what is known and falls back to contacting them when nothing is', () => {
    expect(collectionText('borrow', { flatWing: 'Not provided', buildingName: 'Lakeview', phone: ' ' })).toBe(
      'Collect it from Lakeview.',
    );
    expect(collectionText('borrow', undefined)).toBe('Please contact the owner to arrange collection.');
    expect(collectionText('buy', { flatWing: '', buildingName: '', phone: '' })).toBe(
      'Please contact the seller to arrange collection.',
    );
  });
});
