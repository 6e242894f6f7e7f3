// The mails table: the dev outbox (with DEV_OUTBOX on, every mail sent is kept here).
import type { DevMail } from '@storefront/shared/types';
import type { Queryable } from '../../db/types';
import { toIso } from '../customers/users-repository';

/** A mail as the mailer sends it (MailMessage). */
export async function storeMail(
  db: Queryable,
  message: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  await db.query('INSERT INTO mails ("to", subject, text, html) VALUES ($1, $2, $3, $4)', [
    message.to.toLowerCase(),
    message.subject,
    message.text,
    message.html,
  ]);
}

/** The newest `limit` mails to one (lower-case) address. */
export async function mailsTo(db: Queryable, to: string, limit: number): Promise<DevMail[]> {
  const { rows } = await db.query<{
    to: string;
    subject: string;
    text: string;
    html: string;
    created_at: Date | string;
  }>(
    `SELECT "to", subject, text, html, created_at FROM mails
     WHERE lower("to") = $1 ORDER BY created_at DESC, id DESC LIMIT $2::int`,
    [to, limit],
  );
  return rows.map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    createdAt: toIso(m.created_at) as string,
  }));
}
