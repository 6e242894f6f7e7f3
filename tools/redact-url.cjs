// The one rule for logging request URLs without secrets, used by the API's logger and by the
// static servers (the shell proxies /api, so the same URLs pass through both). Values of
// secret-named parameters (the test gateway's one-time `ref`, tokens, codes), of anything that
// looks like a random token (32+ URL-safe characters) and of e-mail addresses (personal data,
// e.g. the dev outbox's `?to=`) are replaced.

/** Query-string names whose values are secrets (case-insensitive). */
const SECRET_QUERY_KEYS = new Set([
  'ref',
  'token',
  'access_token',
  'refresh_token',
  'otp',
  'code',
  'password',
  'secret',
  'key',
  'signature',
  'session_id',
  'sessionid',
]);
/** A value that looks like a random token whatever its name. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
/** A value holding an e-mail address whatever its name. */
const EMAIL_LIKE = /[^\s@]@[^\s@]/;

const REDACTED = '[redacted]';

function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL with the values of secret or token-like query parameters replaced. */
function redactUrl(url) {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const name = part.slice(0, eq);
      const value = decode(part.slice(eq + 1));
      return SECRET_QUERY_KEYS.has(decode(name).toLowerCase()) || TOKEN_LIKE.test(value) || EMAIL_LIKE.test(value)
        ? `${name}=${REDACTED}`
        : part;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

module.exports = { redactUrl };
