// nginx on loopback in front of the API processes, as docs/operations.md's load balancer: the
// rolling-restart check takes a process out of the upstream once its readiness fails, the way a
// load balancer following GET /readyz does, and puts the new one in once it is ready.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** The configuration for `ports` behind `listenPort`; the answer names its upstream (X-Upstream) so the check sees who served it. */
export function nginxConfig(prefix, listenPort, ports) {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  return `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  upstream api {
${servers}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that has closed its socket refuses the connection: the request was not sent, so
      # nginx tries the other process, a POST included. Nothing already sent is ever sent twice.
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on `listenPort` in front of `ports`; `route(ports)` changes the upstream with a graceful reload. */
export async function startNginx(prefix, listenPort, ports) {
  mkdirSync(prefix, { recursive: true });
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, nginxConfig(prefix, listenPort, ports));
  const child = spawn(NGINX, ['-p', prefix, '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    child,
    route(nextPorts) {
      writeFileSync(confPath, nginxConfig(prefix, listenPort, nextPorts));
      // A reload lets the old worker finish the requests it holds; new connections go to the new one.
      execFileSync(NGINX, ['-p', prefix, '-c', confPath, '-s', 'reload'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

export const isNginxInstalled = () => {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
