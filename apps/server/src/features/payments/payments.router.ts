import type { Context } from 'hono';

import { auditActorOf } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  actOnPayment,
  listPaymentQueue,
  type AdminPaymentAction,
} from './admin-payments.service.ts';
import { getBookingPayment, submitReceipt } from './owner-payments.service.ts';
import {
  confirmPaymentRoute,
  getBookingPaymentRoute,
  getPayoutAccountRoute,
  listPaymentQueueRoute,
  payOutPaymentRoute,
  refundPaymentRoute,
  rejectPaymentRoute,
  savePayoutAccountRoute,
  submitReceiptRoute,
} from './payments.routes.ts';
import { getPayoutAccount, savePayoutAccount } from './payout-account.service.ts';

/** An admin action on a payment, recorded as the signed-in admin of the request. */
const act = (c: Context<AppEnv>, paymentId: string, action: AdminPaymentAction) =>
  actOnPayment({
    db: c.get('deps').database.db,
    messenger: c.get('deps').messenger,
    appUrl: c.get('deps').config.appUrl,
    actor: auditActorOf(c),
    paymentId,
    action,
    now: c.get('deps').now(),
  });

export const paymentsRouter = createRouter()
  .openapi(getBookingPaymentRoute, async (c) => {
    const result = await getBookingPayment({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      bookingId: c.req.valid('param').bookingId,
    });
    c.header('cache-control', 'no-store');
    return c.json(result, 200);
  })
  .openapi(submitReceiptRoute, async (c) => {
    const { database, messenger, config } = c.get('deps');
    const user = currentUser(c);
    const result = await submitReceipt({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      owner: { id: user.id, name: user.name },
      bookingId: c.req.valid('param').bookingId,
      fileId: c.req.valid('json').fileId,
      now: c.get('deps').now(),
    });
    return c.json(result, 200);
  })
  .openapi(getPayoutAccountRoute, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(
      await getPayoutAccount({ db: c.get('deps').database.db, userId: currentUser(c).id }),
      200,
    );
  })
  .openapi(savePayoutAccountRoute, async (c) => {
    const { iban, currentPassword } = c.req.valid('json');
    const deps = c.get('deps');
    const account = await savePayoutAccount({
      db: deps.database.db,
      userId: currentUser(c).id,
      iban,
      now: deps.now(),
      password: {
        auth: deps.auth,
        messenger: deps.messenger,
        appUrl: deps.config.appUrl,
        currentPassword,
        ipAddress: clientAddress(c),
      },
    });
    return c.json(account, 200);
  })
  .openapi(listPaymentQueueRoute, async (c) => {
    const page = await listPaymentQueue({ db: c.get('deps').database.db, ...c.req.valid('query') });
    c.header('cache-control', 'no-store');
    return c.json(page, 200);
  })
  .openapi(confirmPaymentRoute, async (c) =>
    c.json({ payment: await act(c, c.req.valid('param').paymentId, { type: 'confirm' }) }, 200),
  )
  .openapi(rejectPaymentRoute, async (c) =>
    c.json(
      {
        payment: await act(c, c.req.valid('param').paymentId, {
          type: 'reject',
          reason: c.req.valid('json').reason,
        }),
      },
      200,
    ),
  )
  .openapi(payOutPaymentRoute, async (c) =>
    c.json(
      {
        payment: await act(c, c.req.valid('param').paymentId, {
          type: 'pay_out',
          shownIban: c.req.valid('json').iban,
        }),
      },
      200,
    ),
  )
  .openapi(refundPaymentRoute, async (c) =>
    c.json({ payment: await act(c, c.req.valid('param').paymentId, { type: 'refund' }) }, 200),
  );
