/**
 * The production server's configuration (schema/host/nginx.ts): what an operator relies on, read
 * from the generated text. tests/e2e/nginx.spec.ts checks the same rules against a running nginx.
 */
import { describe, expect, it } from 'vitest';
import { nginxMain, nginxSite, platformOrigin, PLATFORM_URL_PLACEHOLDER } from '../../../schema/host/nginx';
import { contentSecurityPolicy } from '../../../schema/host/security-headers';

const HTML = '<!doctype html><html><head><style>body{background:#000}</style><script>document.documentElement.dataset.theme="dark"</script></head><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';

const site = (overrides: Partial<Parameters<typeof nginxSite>[0]> = {}) =>
  nginxSite({ port: 8080, root: '/srv/app', platformUrl: 'https://api.example.com', html: HTML, brotli: true, ...overrides });

/** The body of the location block that starts with `head`. */
function location(config: string, head: string): string {
  const start = config.indexOf(`location ${head} {`);
  expect(start, `location ${head}`).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('\n    }', start));
}

describe('the nginx site', () => {
  it('sends the one CSP, with the built page\'s inline hashes and the platform\'s origin, on every kind of answer', () => {
    const config = site();
    const policy = contentSecurityPolicy({ html: HTML, platformOrigins: ['https://api.example.com'] });
    expect(policy).toContain("'sha256-");
    expect(policy).toContain('https://api.example.com');
    for (const head of ['^~ /assets/', '/', '~ ^/(index\\.html|manifest\\.webmanifest|sw\\.js|registerSW\\.js)$']) {
      const block = location(config, head);
      expect(block).toContain(`add_header Content-Security-Policy "${policy}" always;`);
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
      expect(block).toContain('add_header Strict-Transport-Security $hsts always;');
    }
    // the Permissions-Policy quotes origins with double quotes: the value goes in single ones
    expect(config).toContain(`add_header Permissions-Policy '`);
  });

  it('sends HSTS only over TLS (here or said by a load balancer)', () => {
    const config = site();
    const map = config.slice(config.indexOf('map "$scheme:$http_x_forwarded_proto" $hsts'), config.indexOf('}', config.indexOf('$hsts {')));
    expect(map).toContain('default "";');
    expect(map).toContain('"~^https:" "max-age=31536000; includeSubDomains"');
    expect(map).toContain('"~:https$" "max-age=31536000; includeSubDomains"');
  });

  it('keeps hashed assets for a year, never a 404 for one, and revalidates the index and every app route', () => {
    const config = site();
    const assets = location(config, '^~ /assets/');
    expect(assets).toContain('try_files $uri =404;');
    expect(assets).toContain('add_header Cache-Control $asset_cache_control always;');
    expect(config).toMatch(/map \$status \$asset_cache_control \{\s*default "no-store";\s*200 "public, max-age=31536000, immutable";/);
    expect(location(config, '/')).toContain('try_files $uri /index.html;');
    expect(location(config, '/')).toContain('add_header Cache-Control "no-cache" always;');
    // a missing file is a 404, never the app
    expect(config).toMatch(/location ~ \\\.\((?:[a-z0-9]+\|)*png(?:\|[a-z0-9]+)*\)\$ \{\s*try_files \$uri =404;/);
  });

  it('proxies the platform and the account WebSocket, and never answers /__platform', () => {
    const config = site();
    for (const head of ['^~ /wps/', '^~ /lgw/', '^~ /wps/ws/account']) {
      const block = location(config, head);
      expect(block).toContain('proxy_pass https://api.example.com;');
      expect(block).toContain('proxy_set_header Upgrade $http_upgrade;');
      expect(block).toContain('proxy_ssl_server_name on;');
      expect(block).toContain('proxy_next_upstream off;');
    }
    expect(location(config, '^~ /wps/ws/account')).toContain('proxy_read_timeout 3600s;');
    expect(location(config, '^~ /wps/')).toContain('proxy_read_timeout 60s;');
    expect(location(config, '^~ /__platform')).toContain('return 404;');
  });

  it('sends the build\'s .br files only where the module is, the .gz files always', () => {
    expect(site({ brotli: true })).toContain('brotli_static on;');
    expect(site({ brotli: false })).not.toContain('brotli_static on;');
    expect(site({ brotli: false })).toContain('gzip_static on;');
  });

  it('leaves PLATFORM_URL to the official image\'s templates, in the proxy and the CSP', () => {
    const config = site({ platformUrl: PLATFORM_URL_PLACEHOLDER });
    expect(location(config, '^~ /wps/')).toContain('proxy_pass ${PLATFORM_URL};');
    expect(config).toMatch(/connect-src 'self' \$\{PLATFORM_URL\}/);
  });

  it('refuses a platform address nginx could not proxy to', () => {
    expect(platformOrigin('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(() => platformOrigin('ftp://example.com')).toThrow(/http/);
    expect(() => platformOrigin('https://api.example.com/v1')).toThrow(/origin/);
    expect(() => platformOrigin('not a url')).toThrow(/not a URL/);
  });
});

describe('the main file of a run', () => {
  it('runs in the foreground with its files in the run\'s folder and loads brotli only when given', () => {
    const main = nginxMain({ prefix: '/tmp/run', siteFile: '/tmp/run/site.conf', brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' });
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid /tmp/run/nginx.pid;');
    expect(main).toContain('proxy_temp_path /tmp/run/proxy;');
    expect(main).toContain('include /tmp/run/site.conf;');
    expect(main).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(nginxMain({ prefix: '/tmp/run', siteFile: '/tmp/run/site.conf' })).not.toContain('load_module');
  });
});
