// Things a shopper does on many pages, written once.
import type { Page } from 'playwright-core';

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

export async function readLatestMail(page: Page, to: string) {
  const response = await page.request.get(`/api/api/dev/mails?to=${encodeURIComponent(to)}`);
  const body = await response.json();
  return body.data[0] as { subject: string; text: string; html: string };
}

export function otpFrom(text: string) {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`No 6-digit code in mail: ${text}`);
  return match[1];
}
