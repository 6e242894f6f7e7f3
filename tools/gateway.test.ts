// The docker-compose gateway (docker/gateway.conf) run by a real nginx, in front of a stand-in for
// the apps: the headers it adds, on the apps' answers and on its own. Only the service addresses
// and the ports are changed from the file as shipped. Runs where nginx is installed (CI's image
// has none; docker-compose.test.ts checks the file there); says so when it is not.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const SHELL_CSP = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

(NGINX ? describe : describe.skip)(`the gateway in nginx${NGINX ? '' : ' (not installed here: skipped)'}`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
  let nginx: ChildProcess;
  let upstream: http.Server;
  let origin: string;

  beforeAll(async () => {
    // The shell answers pages with its own script policy; a remote's file has none.
    upstream = http.createServer((req, res) => {
      if (req.url === '/') res.setHeader('Content-Security-Policy', SHELL_CSP);
      res.setHeader('Content-Type', 'text/plain');
      res.end(`upstream ${req.url}`);
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const [port, healthPort, closedPort] = [await freePort(), await freePort(), await freePort()];
    const conf = fs
      .readFileSync(path.join(ROOT, 'docker/gateway.conf'), 'utf8')
      // The auth remote is down: its answers are the gateway's own.
      .replace(/^(\s*set \$auth )[\w-]+:\d+;/m, `$1127.0.0.1:${closedPort};`)
      .replace(/^(\s*set \$\w+ )[\w-]+:\d+;/gm, `$1127.0.0.1:${upstreamPort};`)
      .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`)
      .replace(/^(\s*)listen 8081;/m, `$1listen 127.0.0.1:${healthPort};`);
    fs.writeFileSync(path.join(work, 'gateway.conf'), conf);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${path.join(work, kind)};`)
      .join(' ');
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `daemon off; master_process off; pid ${path.join(work, 'nginx.pid')}; error_log ${path.join(work, 'error.log')};
events {}
http { access_log off; ${temp} include ${path.join(work, 'gateway.conf')}; }\n`,
    );
    execFileSync(NGINX!, [
      '-t',
      '-q',
      '-p',
      work,
      '-e',
      path.join(work, 'error.log'),
      '-c',
      path.join(work, 'nginx.conf'),
    ]);
    nginx = spawn(NGINX!, ['-p', work, '-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf')], {
      stdio: 'ignore',
    });
    origin = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 50; tries++) {
      if (
        await fetch(`http://127.0.0.1:${healthPort}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
  });

  afterAll(async () => {
    nginx?.kill();
    await new Promise((resolve) => upstream?.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { headers });

  it('sends Strict-Transport-Security on answers that reached the shopper over TLS, none on plain HTTP', async () => {
    const overTls = await get('/', { 'X-Forwarded-Proto': 'https' });
    expect(overTls.status).toBe(200);
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await get('/');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', { 'X-Forwarded-Proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
  });

  it("passes the shell's own Content-Security-Policy through, and gives the frame rule to answers without one", async () => {
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toBe(SHELL_CSP);
    const remoteFile = await get('/remotes/catalog/mf-manifest.json');
    expect(await remoteFile.text()).toBe('upstream /mf-manifest.json');
    expect(remoteFile.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    for (const answer of [page, remoteFile]) {
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('puts the same headers on its own answers: a remote that is down, a search refused', async () => {
    const down = await get('/remotes/auth/mf-manifest.json', { 'X-Forwarded-Proto': 'https' });
    expect(down.status).toBe(502);
    expect(down.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(down.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    // 5 a second with bursts of 20: the 30th at once is refused.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => get('/api/api/product/search', { 'X-Forwarded-Proto': 'https' })),
    );
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(refused?.headers.get('x-frame-options')).toBe('DENY');
  });
});
