import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { waitUntilOk } from './wait-until-ok.ts';

/**
 * Debian's HAProxy on loopback in front of API processes, as docs/deploy.md lays it out: round robin, a process
 * checked on its readiness every half second and taken out after two failures, a refused connection sent to the
 * other process.
 */
const configFor = (port: number, backends: readonly number[]) => `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  option forwardfor

frontend console
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /back/health/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1
${backends.map((backend, index) => `  server api${index + 1} 127.0.0.1:${backend} check`).join('\n')}
`;

export const startHaproxy = async (backends: readonly number[]) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-haproxy-'));
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  await fs.writeFile(file, configFor(port, backends));
  // -db: in the foreground, so that the test owns the process.
  const child: ChildProcess = spawn('haproxy', ['-f', file, '-db'], {
    env: { PATH: `${process.env.PATH}:/usr/sbin` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${url}/back/health/ready`, {
    timeoutMs: 10_000,
    hasExited: () => child.exitCode !== null,
    describe: () => errors,
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
};
