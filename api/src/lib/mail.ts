// The one way the api sends mail. With SMTP_URL set (e.g. smtp://mailpit:1025) the message goes out
// over SMTP through nodemailer; without it the same message is written as an .eml file into the
// outbox folder (MAIL_OUTBOX_DIR, default <DATA_DIR>/outbox), so development and tests see every
// mail without a mail server. Read at call time, so a test can point the outbox at its own folder.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailSettings } from '../config/env.js';

export interface MailMessage {
  /** One address or several; an empty list sends nothing. */
  to: string | string[];
  subject: string;
  /** Plain-text body (always sent, so every client can read the mail). */
  text: string;
  /** Optional HTML body. */
  html?: string;
  cc?: string | string[];
  replyTo?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
}

export interface MailResult {
  /** 'smtp' when handed to the SMTP server, 'outbox' when written to a file, 'skipped' without recipients. */
  via: 'smtp' | 'outbox' | 'skipped';
  messageId?: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
}


let smtp: { url: string; transport: Transporter } | null = null;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function list(value: string | string[] | undefined): string[] {
  const all = Array.isArray(value) ? value : value ? [value] : [];
  return [...new Set(all.map((a) => a.trim()).filter(Boolean))];
}

/** Sends one mail (see the header of this file for where it goes). Never throws for an empty recipient list. */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const to = list(message.to);
  if (to.length === 0) return { via: 'skipped' };
  const settings = mailSettings();
  const mail = {
    from: settings.from,
    to,
    cc: list(message.cc),
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
  };
  if (settings.smtpUrl) {
    if (!smtp || smtp.url !== settings.smtpUrl) smtp = { url: settings.smtpUrl, transport: nodemailer.createTransport(settings.smtpUrl) };
    const info = await smtp.transport.sendMail(mail);
    return { via: 'smtp', messageId: info.messageId };
  }
  const info = await fileTransport.sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  // Sortable by time, unique within a millisecond.
  const file = path.join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, info.message as Buffer);
  return { via: 'outbox', messageId: info.messageId, file };
}
