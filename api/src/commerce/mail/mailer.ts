// Sends mail through nodemailer: real SMTP when SMTP_URL is set, otherwise a JSON transport that
// only builds the message. With DEV_OUTBOX on (local use and tests only) every mail is also kept in
// the `mails` outbox table (read at GET /dev/mails) so a person or a test can read the code sent.
//
// Delivery is not awaited by the request that causes it: a slow or failing mail server must not
// delay or undo the action, and the time an answer takes must not tell whether a mail went out
// (a password reset for an address with no account answers as fast as one with an account).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/types';
import { storeMail } from './mails-repository';
import type { CommerceConfig } from '../commerce-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox (when DEV_OUTBOX is on) and hands it to the transport without
   * waiting for delivery. Never throws: a failure is logged.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery handed over so far has ended (at shutdown, and in tests). */
  idle(): Promise<void>;
}

interface Logger {
  error(obj: object, msg?: string): void;
}

export const DEFAULT_MAIL_FROM = 'Storefront <no-reply@storefront.pk>';

export function createTransport(config: CommerceConfig): Transporter {
  return config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
}

export function createMailer(
  db: Queryable,
  config: CommerceConfig,
  log: Logger,
  transport = createTransport(config),
): Mailer {
  const keepInOutbox = config.devOutbox;
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  const underWay = new Set<Promise<void>>();

  const deliver = async (message: MailMessage) => {
    try {
      await transport.sendMail({ from, ...message });
    } catch (err) {
      // Neither the body (it may hold a one-time code) nor the SMTP reply (it names the recipient).
      const { code, responseCode } = err as { code?: string; responseCode?: number };
      log.error({ code, responseCode, subject: message.subject }, 'mail delivery failed');
    }
  };

  return {
    async send(message) {
      if (keepInOutbox) {
        try {
          await storeMail(db, message);
        } catch (err) {
          log.error({ err: (err as Error).message, subject: message.subject }, 'could not store mail in the outbox');
        }
      }
      const delivery = deliver(message).finally(() => underWay.delete(delivery));
      underWay.add(delivery);
    },
    async idle() {
      await Promise.all(underWay);
    },
  };
}
