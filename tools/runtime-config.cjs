// The runtime config the shell fetches at start-up (docs/contracts.md). Built from the environment
// by the shell's server and by every dev server, so remote URLs are never compiled into a build.
const REMOTES = { catalog: 3001, checkout: 3002, account: 3003, auth: 3004 };

function buildRuntimeConfig(env = process.env) {
  const host = env.REMOTE_HOST ?? 'http://localhost';
  const remotes = {};
  for (const [name, port] of Object.entries(REMOTES)) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`];
    remotes[name] = url ?? `${host}:${port}/mf-manifest.json`;
  }
  return {
    apiRoot: env.API_ROOT ?? '/api/api',
    remotes,
    support: {
      email: env.SUPPORT_EMAIL ?? 'support@storefront.pk',
      phone: env.SUPPORT_PHONE ?? '0300-1234567',
      address: env.SUPPORT_ADDRESS ?? '12 Main Boulevard, Gulberg III, Lahore 54000, Pakistan',
      social: {
        facebook: env.SOCIAL_FACEBOOK ?? 'https://www.facebook.com/',
        instagram: env.SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/',
        x: env.SOCIAL_X ?? 'https://x.com/',
        youtube: env.SOCIAL_YOUTUBE ?? 'https://www.youtube.com/',
      },
    },
  };
}

module.exports = { buildRuntimeConfig, REMOTES };
