import http from 'node:http';
import { startSmtpServer } from '../apps/server/src/test/smtp-server.ts';

/**
 * The browser tests' mail server: a real SMTP server on loopback that the console sends to, and an HTTP endpoint
 * listing what it received, so a journey can follow the link of an e-mail as its recipient would.
 */
const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 3197);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3198);

const smtp = await startSmtpServer({ port: smtpPort });
http
  .createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(smtp.received));
  })
  .listen(httpPort, '127.0.0.1');
