import { describe, expect, it } from 'vitest';
import { t as english } from '@/server/i18n/t';
import { expectLedgersBalanced, moneyTotals } from '../../../testing/transactions';
import { DAY, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

lifecycleSuite();

const plus = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY).toISOString();

describe('POST /api/rentals/extensions/calculate', () => {
  it('prices days × daily fee plus the platform commission', async () => {
    const { rental } = await w.rent();
    const res = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/calculate', { rentalId: rental.id, extensionDays: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dailyFee: 10,
      totalExtensionFee: 70,
      platformCommission: 3.5,
      lenderEarnings: 70,
      totalAmount: 73.5,
    });
  });

  it.each([
    [0, 'Extension must be at least 1 day'],
    [-3, 'Extension must be at least 1 day'],
    [31, 'Extension cannot exceed 30 days'],
    ['7', 'Extension must be at least 1 day'],
    [2.5, 'Extension days must be a whole number'],
  ])('refuses %o extension days with "%s"', async (extensionDays, message) => {
    const { rental } = await w.rent();
    for (const path of ['calculate', 'request']) {
      const res = await t
        .request(w.borrower)
        .post(`/api/rentals/extensions/${path}`, { rentalId: rental.id, extensionDays });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('an extension', () => {
  it('request → approve → pay moves the due date, once', async () => {
    const { rental } = await w.rent({ title: 'Train to Pakistan' });
    const req = await t.request(w.borrower).post('/api/rentals/extensions/request', {
      rentalId: rental.id,
      extensionDays: 7,
      reason: ' Exams next week ',
    });
    expect(req.status).toBe(200);
    expect(req.body).toMatchObject({
      status: 'pending',
      extensionDays: 7,
      totalAmount: 73.5,
      reason: 'Exams next week',
      proposedEndDate: plus(rental.endDate, 7),
    });
    const [asked] = await w.notices(w.owner, 'extension_request');
    expect(asked.data).toMatchObject({
      requestId: req.body.id,
      extensionDays: 7,
      proposedEndDate: plus(rental.endDate, 7),
      reason: 'Exams next week',
    });

    const second = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 3 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('An extension request for this rental is already waiting for the owner');

    const early = await t
      .request(w.borrower)
      .post(
        `/api/rentals/extensions/requests/${req.body.id}/pay`,
        await w.fee(w.borrower, 7_350, 'extension'),
      );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This extension request has not been approved');

    const approved = await t.request(w.owner).post(`/api/rentals/extensions/requests/${req.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect((await w.notices(w.owner, 'extension_request'))[0].isRead).toBe(true);
    const [ok] = await w.notices(w.borrower, 'extension_approved');
    expect(ok.data).toEqual({
      paymentRequired: true,
      bookTitle: 'Train to Pakistan',
      extensionDays: 7,
      newDueDate: plus(rental.endDate, 7),
      totalAmount: 73.5,
      platformCommission: 3.5,
      lenderEarnings: 70,
      paymentId: null,
      requestId: req.body.id,
      rentalId: rental.id,
    });
    const twice = await t.request(w.owner).post(`/api/rentals/extensions/requests/${req.body.id}/approve`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This extension request has already been answered');
    expect((await w.listed(w.borrower, 'borrowed', rental.id))?.endDate).toBe(rental.endDate);

    const url = `/api/rentals/extensions/requests/${req.body.id}/pay`;
    const wrongAmount = await t.request(w.borrower).post(url, await w.fee(w.borrower, 7_000, 'extension'));
    expect(wrongAmount.status).toBe(409);
    expect(wrongAmount.body.message).toBe(english('payments:transaction.feeChanged'));
    const noPayment = await t.request(w.borrower).post(url, { paymentMethod: 'card' });
    expect(noPayment.status).toBe(400);
    expect(noPayment.body.message).toBe('Please complete the payment first');

    const payment = await w.fee(w.borrower, 7_350, 'extension');
    const paid = await t.request(w.borrower).post(url, payment);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ newDueDate: plus(rental.endDate, 7), request: { status: 'paid' } });
    expect((await w.listed(w.borrower, 'borrowed', rental.id))?.endDate).toBe(plus(rental.endDate, 7));
    expect((await w.notices(w.borrower, 'extension_approved'))[0].data).toMatchObject({
      paymentId: payment.paymentId,
    });
    expect((await w.notices(w.owner, 'payment_received'))[0].data).toMatchObject({
      rentalId: rental.id,
      amount: 70,
    });

    const again = await t.request(w.borrower).post(url, await w.fee(w.borrower, 7_350, 'extension'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This extension has already been paid');
    const replay = await t.request(w.borrower).post(url, payment);
    expect(replay.status).toBe(409);
    expect((await w.listed(w.borrower, 'borrowed', rental.id))?.endDate).toBe(plus(rental.endDate, 7));

    expect(await moneyTotals(t.db, w.owner.user.id)).toMatchObject({ lenderEarning: 7_000 + 7_000 });
    await expectLedgersBalanced(t.db);
  });

  it('deny tells the borrower, cannot be paid, and a new request may follow', async () => {
    const { rental } = await w.rent();
    const req = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 5 });
    const denied = await t
      .request(w.owner)
      .post(`/api/rentals/extensions/requests/${req.body.id}/deny`, { reason: '  I need it back  ' });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ status: 'declined', declineReason: 'I need it back' });
    const [notice] = await w.notices(w.borrower, 'extension_declined');
    expect(notice.data).toMatchObject({ requestId: req.body.id, reason: 'I need it back' });
    expect(notice.message).toContain('I need it back');

    const approve = await t.request(w.owner).post(`/api/rentals/extensions/requests/${req.body.id}/approve`);
    expect(approve.status).toBe(409);
    const pay = await t
      .request(w.borrower)
      .post(
        `/api/rentals/extensions/requests/${req.body.id}/pay`,
        await w.fee(w.borrower, 5_250, 'extension'),
      );
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This extension request has not been approved');
    expect((await w.listed(w.borrower, 'borrowed', rental.id))?.endDate).toBe(rental.endDate);

    const next = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 2 });
    expect(next.status).toBe(200);
    await expectLedgersBalanced(t.db);
  });

  it('is refused once the return is requested', async () => {
    const { rental } = await w.rent();
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    const res = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This rental is not active');
  });
});

describe('a malformed extension body (spec 002 §8 "Extension")', () => {
  const cases = [
    ['en', 'Invalid extension request data', 'Invalid extension payment data'],
    ['hi', 'समय बढ़ाने के अनुरोध का डेटा सही नहीं है', 'समय बढ़ाने के भुगतान का डेटा सही नहीं है'],
  ] as const;

  it.each(cases)(
    'answers 400 with the spec text for a request and a payment (%s)',
    async (language, request, payment) => {
      const { rental } = await w.rent();
      const headers = { 'accept-language': language };
      for (const path of ['calculate', 'request']) {
        for (const body of [undefined, [rental.id, 7]]) {
          const res = await t.request(w.borrower).post(`/api/rentals/extensions/${path}`, body, { headers });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(request);
        }
      }
      const req = await t
        .request(w.borrower)
        .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 7 });
      expect(
        (await t.request(w.owner).post(`/api/rentals/extensions/requests/${req.body.id}/approve`)).status,
      ).toBe(200);
      const url = `/api/rentals/extensions/requests/${req.body.id}/pay`;
      const badSignature = { paymentMethod: 'card', paymentId: 'pay_1', orderId: 'order_1', signature: 5 };
      for (const body of [undefined, [], badSignature]) {
        const res = await t.request(w.borrower).post(url, body, { headers });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(payment);
      }
      expect((await w.listed(w.borrower, 'borrowed', rental.id))?.endDate).toBe(rental.endDate);
    },
  );

  it('keeps the contract’s own message when the body has one (days out of range)', async () => {
    const { rental } = await w.rent();
    const res = await t
      .request(w.borrower)
      .post(
        '/api/rentals/extensions/request',
        { rentalId: rental.id, extensionDays: 0 },
        { headers: { 'accept-language': 'en' } },
      );
    expect(res.body.message).toBe('Extension must be at least 1 day');
  });
});
