// The mails the shop sends on its own: the order confirmation (after each placed order), the
// notice of a new invoice or credit note (after the back office made it), the reminder of a
// basket left with lines, and (purchasing/expiry.ts) the reminder and expiry of undecided purchase requests. Which addresses get the first two is the customer's mail-notification
// setting; the reminder goes to the user who made the basket, if he wants it.
//
// Each mail goes out at most once, on any number of api instances: the row that calls for it is
// claimed with one UPDATE … RETURNING before the mail is sent, and released again when sending
// fails, so the next run tries again.
import { companyMailSignature } from '@kraanvogel/rules';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { sendMail } from '../../lib/mail.js';
import { loadInvoiceDocument } from '../erp/repository.js';
import { roleNames } from '../../plugins/auth.js';
import { invalid } from '../../plugins/errors.js';
import type { PlacedOrder } from '../orders/service.js';
import { remindAndExpirePurchaseRequests } from '../purchasing/expiry.js';

/** How many extra addresses one list may hold. */
export const MAX_NOTIFICATION_ADDRESSES = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MailNotificationSettings {
  /** Extra addresses that get a copy of every order confirmation. */
  orderConfirmation: string[];
  /** Who is told of a new invoice or credit note; empty: the organization's main users. */
  invoiceNotice: string[];
}

export interface NotificationOptions {
  db: Db;
  /** The shop's address, for the links in the mails. */
  publicUrl: string;
  /** '{product}' of the role names: who is a main user. */
  productKey: string;
}

// One formatter each: toLocaleString with options builds a new one per call, which for the 500
// lines of a big order's confirmation was about 20 ms of the order's answer.
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const DUTCH_DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const euro = (n: number) => EURO.format(n);
const dutchDate = (iso: string) => DUTCH_DATE.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
const signature = companyMailSignature();

/** A list as stored: trimmed, lower-cased, each address once; a bad list is a 400 naming the field. */
export function cleanAddressList(field: keyof MailNotificationSettings, list: string[]): string[] {
  const clean = [...new Set(list.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const bad = clean.find((a) => a.length > 256 || !EMAIL.test(a));
  if (bad) throw invalid(field, `'${bad}' is geen geldig e-mailadres.`);
  if (clean.length > MAX_NOTIFICATION_ADDRESSES) throw invalid(field, `U kunt ten hoogste ${MAX_NOTIFICATION_ADDRESSES} e-mailadressen opgeven.`);
  return clean;
}

export async function readMailSettings(db: Queryable, customer: string): Promise<MailNotificationSettings> {
  const row = await db.one<MailNotificationSettings>(
    'SELECT order_confirmation AS "orderConfirmation", invoice_notice AS "invoiceNotice" FROM customer_mail_notifications WHERE customer_number = $1',
    [customer],
  );
  return row ?? { orderConfirmation: [], invoiceNotice: [] };
}

export async function saveMailSettings(db: Queryable, customer: string, input: MailNotificationSettings): Promise<MailNotificationSettings> {
  const settings = { orderConfirmation: cleanAddressList('orderConfirmation', input.orderConfirmation), invoiceNotice: cleanAddressList('invoiceNotice', input.invoiceNotice) };
  await db.query(
    `INSERT INTO customer_mail_notifications (customer_number, order_confirmation, invoice_notice) VALUES ($1, $2, $3)
     ON CONFLICT (customer_number) DO UPDATE SET order_confirmation = excluded.order_confirmation, invoice_notice = excluded.invoice_notice, updated_at = now()`,
    [customer, settings.orderConfirmation, settings.invoiceNotice],
  );
  return settings;
}

/** The order confirmation, to the user who ordered and, as a copy, to the customer's extra addresses. */
export function orderConfirmationMail({ db, publicUrl }: NotificationOptions) {
  return async ({ order, placedBy, customerNumber }: PlacedOrder): Promise<void> => {
    const [user, settings] = await Promise.all([
      db.one<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1 AND customer_number = $2', [placedBy, customerNumber]),
      readMailSettings(db, customerNumber),
    ]);
    // Without the user (removed since), the copies are all that is left.
    const orderer = user?.email.toLowerCase();
    const to = orderer ? [orderer] : settings.orderConfirmation;
    const cc = orderer ? settings.orderConfirmation.filter((a) => a !== orderer) : [];
    if (!to.length) return;
    const address = order.deliveryAddress;
    const when = order.deliveryDate ? ` op ${dutchDate(order.deliveryDate)}` : '';
    const delivery =
      order.deliveryMethod === 'afhalen'
        ? `Afhalen${when} bij onze vestiging.`
        : `Bezorgen${when}${address ? ` op:\n${address.name}\n${address.street}\n${address.postalCode} ${address.city}` : '.'}`;
    const lines = order.lines.map((l) => {
      const net = l.grossPrice * (1 - l.discountPercentage / 100);
      return `${l.amount} × ${l.itemNo} ${l.description} — ${euro(Math.round(net * l.amount * 100) / 100)}`;
    });
    await sendMail({
      to,
      cc,
      subject: `Orderbevestiging ${order.orderNo}`,
      text: [
        `Beste ${user?.name ?? 'klant'},`,
        '',
        `Bedankt voor uw bestelling. Wij hebben order ${order.orderNo} ontvangen en gaan ermee aan de slag.`,
        '',
        delivery,
        order.deliveryInstructions ? `Opmerking bij de levering: ${order.deliveryInstructions}` : null,
        order.reference ? `Uw referentie: ${order.reference}` : null,
        order.poNumber ? `Uw inkoopordernummer: ${order.poNumber}` : null,
        '',
        'Artikelen (netto, exclusief btw):',
        ...lines,
        '',
        `Totaal exclusief btw: ${euro(order.totalNet)}`,
        `Btw: ${euro(order.totalVat)}`,
        `Totaal inclusief btw: ${euro(order.totalInclVat)}`,
        '',
        `De order en de status ervan vindt u in Mijn orders: ${publicUrl}/mijnaccount/mijnorders/${encodeURIComponent(order.orderNo)}`,
        '',
        signature,
      ]
        .filter((l) => l !== null)
        .join('\n'),
    });
  };
}

/**
 * Tells the customers of every invoice and credit note the back office made since the last run,
 * with the PDF attached. Returns how many notices went out.
 */
export async function sendInvoiceNotices({ db, publicUrl, productKey }: NotificationOptions): Promise<number> {
  const due = await db.query<{ invoice_type: 'Invoice' | 'Credit'; invoice_no: string; customer_number: string }>(
    'UPDATE invoices SET notice_due = false WHERE notice_due RETURNING invoice_type, invoice_no, customer_number',
  );
  const mainUser = roleNames(productKey).mainUser;
  const failures: unknown[] = [];
  let sent = 0;
  for (const d of due) {
    try {
      const settings = await readMailSettings(db, d.customer_number);
      const to = settings.invoiceNotice.length
        ? settings.invoiceNotice
        : (await db.query<{ email: string }>('SELECT email FROM users WHERE customer_number = $1 AND is_active AND $2 = ANY(roles) ORDER BY user_name', [d.customer_number, mainUser])).map(
            (u) => u.email,
          );
      const doc = await loadInvoiceDocument(db, d.customer_number, d.invoice_type, d.invoice_no);
      if (!doc || !to.length) continue;
      const { invoice } = doc;
      const credit = invoice.invoiceType === 'Credit';
      const kind = credit ? 'creditnota' : 'factuur';
      await sendMail({
        to,
        subject: `${credit ? 'Nieuwe creditnota' : 'Nieuwe factuur'} ${invoice.invoiceNo} van Kraanvogel`,
        text: [
          'Beste klant,',
          '',
          `Er staat een nieuwe ${kind} voor u klaar: ${invoice.invoiceNo} van ${dutchDate(invoice.invoiceDate)}${invoice.orderNo ? `, bij order ${invoice.orderNo}` : ''}.`,
          `Bedrag inclusief btw: ${euro(invoice.totalInclVat)}`,
          credit ? 'Wij verrekenen dit bedrag met uw openstaande facturen.' : `Wij verzoeken u het bedrag uiterlijk ${dutchDate(invoice.dueDate)} te betalen.`,
          '',
          `De ${kind} is als PDF bijgevoegd en staat in Mijn facturen: ${publicUrl}/mijnaccount/mijnfacturen`,
          '',
          signature,
        ].join('\n'),
        attachments: [{ filename: doc.fileName, content: doc.pdf, contentType: 'application/pdf' }],
      });
      sent++;
    } catch (err) {
      await db.query('UPDATE invoices SET notice_due = true WHERE invoice_type = $1 AND invoice_no = $2', [d.invoice_type, d.invoice_no]);
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} invoice notice(s) not sent; they are tried again at the next run`);
  return sent;
}

/**
 * Reminds users of their baskets that hold lines and have not changed for `days` days, once per
 * state of the basket (a basket changed after its reminder may be reminded of again). Only users who
 * keep the open-basket reminder on, and only of baskets they made. Returns how many went out.
 */
export async function sendBasketReminders({ db, publicUrl }: NotificationOptions, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const baskets = await db.query<{ id: number; name: string; email: string; user_name: string; lines: number; total: number }>(
    `UPDATE baskets b SET reminded_for = b.updated_at
       FROM users u
      WHERE u.id = b.created_by AND u.customer_number = b.customer_number AND u.is_active AND u.receive_cart_reminder
        AND b.basket_type = 0 AND b.updated_at <= $1 AND b.reminded_for IS DISTINCT FROM b.updated_at
        AND EXISTS (SELECT 1 FROM basket_items i WHERE i.basket_id = b.id)
      RETURNING b.id, b.name, u.email, u.name AS user_name,
                (SELECT count(*)::int FROM basket_items i WHERE i.basket_id = b.id) AS lines,
                (SELECT coalesce(sum(i.amount), 0)::int FROM basket_items i WHERE i.basket_id = b.id) AS total`,
    [before],
  );
  const failures: unknown[] = [];
  let sent = 0;
  for (const c of baskets) {
    try {
      await sendMail({
        to: c.email,
        subject: `Uw winkelwagen '${c.name}' wacht nog op u`,
        text: [
          `Beste ${c.user_name},`,
          '',
          `In uw winkelwagen '${c.name}' staan artikelen die u nog niet hebt besteld: ${c.lines === 1 ? '1 regel' : `${c.lines} regels`}, ${c.total} stuks in totaal.`,
          `Bestel ze of pas de winkelwagen aan: ${publicUrl}/winkelwagen/${c.id}`,
          '',
          `Wilt u deze herinneringen niet meer ontvangen? Zet ze uit bij Mijn inloggegevens: ${publicUrl}/mijnaccount/mijninloggegevens`,
          '',
          signature,
        ].join('\n'),
      });
      sent++;
    } catch (err) {
      await db.query('UPDATE baskets SET reminded_for = NULL WHERE id = $1', [c.id]);
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} basket reminder(s) not sent; they are tried again at the next run`);
  return sent;
}

export interface MailJobOptions extends NotificationOptions {
  clock: () => Date;
  /** Seconds between runs; 0 runs none (tests run the jobs themselves). */
  intervalSeconds: number;
  basketReminderDays: number;
  /** What else catches up before the mails go out (the back office's orders). */
  before?: (now: Date) => Promise<unknown>;
}

/** Runs the back office, the invoice notices, the basket reminders and the purchase requests' reminders and expiry every interval, until the app closes. */
export function startMailJobs(app: FastifyInstance, opts: MailJobOptions) {
  if (opts.intervalSeconds <= 0) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = opts.clock();
      await opts.before?.(now);
      await sendInvoiceNotices(opts);
      await sendBasketReminders(opts, now, opts.basketReminderDays);
      await remindAndExpirePurchaseRequests(opts, now);
    } catch (err) {
      app.log.error({ err }, 'the mail jobs failed; they run again at the next interval');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), opts.intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
