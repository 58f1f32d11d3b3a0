import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpMail } from './smtp-mail';

// The smallest SMTP server nodemailer will talk to: enough to prove the real transport is used.
function startSmtp(): Promise<{
  port: number;
  messages: string[];
  server: Server;
  connections: () => number;
}> {
  const messages: string[] = [];
  let connections = 0;
  const server = createServer((socket: Socket) => {
    connections += 1;
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index = buffer.indexOf('\r\n');
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) {
          socket.write('250-test\r\n250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        server,
        connections: () => connections,
      }),
    );
  });
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('SmtpMail', () => {
  it('delivers through the SMTP server named by SMTP_URL and reports it up', async () => {
    const smtp = await startSmtp();
    server = smtp.server;
    const mail = new SmtpMail(`smtp://127.0.0.1:${smtp.port}`, 'Garage <pass@example.com>');
    expect(await mail.checkHealth()).toBe(true);
    await mail.send({ to: 'ana@example.com', subject: 'Receipt', text: 'Paid', html: '<p>Paid</p>' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Receipt');
    expect(smtp.messages[0]).toContain('To: ana@example.com');
  });

  it('reports down when the server cannot be reached', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    smtp.server.close();
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}`, 'x@example.com');
    expect(await mail.checkHealth()).toBe(false);
  });

  it('verifies the transport at most once a minute, one handshake for concurrent checks', async () => {
    const smtp = await startSmtp();
    server = smtp.server;
    let clock = 1_000_000;
    const mail = new SmtpMail(`smtp://127.0.0.1:${smtp.port}`, 'x@example.com', () => clock);
    expect(await Promise.all([mail.checkHealth(), mail.checkHealth()])).toEqual([true, true]);
    clock += 59_000;
    expect(await mail.checkHealth()).toBe(true);
    expect(smtp.connections()).toBe(1);
    clock += 1_000;
    expect(await mail.checkHealth()).toBe(true);
    expect(smtp.connections()).toBe(2);
  });

  it('reports down quickly when the server accepts the connection but never greets', async () => {
    const silent = createServer(() => {});
    server = silent;
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}`, 'x@example.com', Date.now, 200);
    const started = Date.now();
    expect(await mail.checkHealth()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
