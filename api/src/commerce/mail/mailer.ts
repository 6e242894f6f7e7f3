// Sends mail through nodemailer: real SMTP when SMTP_URL is set, otherwise a JSON transport that
// only builds the message. Outside production every mail is also kept in the `mails` outbox table
// (read at GET /dev/mails) so a person or a test can read the code that was sent.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/types';
import { isProduction, type CommerceConfig } from '../commerce-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Never throws: a mail failure is logged and must not undo the action that caused it. */
  send(message: MailMessage): Promise<boolean>;
}

interface Logger {
  error(obj: object, msg?: string): void;
}

export const DEFAULT_MAIL_FROM = 'Storefront <no-reply@storefront.pk>';

export function createTransport(config: CommerceConfig): Transporter {
  return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
}

export function createMailer(db: Queryable, config: CommerceConfig, log: Logger, transport = createTransport(config)): Mailer {
  const keepInOutbox = !isProduction(config);
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      if (keepInOutbox) {
        try {
          await db.query('INSERT INTO mails ("to", subject, text, html) VALUES ($1, $2, $3, $4)', [
            message.to.toLowerCase(), message.subject, message.text, message.html,
          ]);
        } catch (err) {
          log.error({ err: (err as Error).message, subject: message.subject }, 'could not store mail in the outbox');
        }
      }
      try {
        await transport.sendMail({ from, ...message });
        return true;
      } catch (err) {
        // Neither the body (it may hold a one-time code) nor the SMTP reply (it names the recipient).
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        log.error({ code, responseCode, subject: message.subject }, 'mail delivery failed');
        return false;
      }
    },
  };
}
