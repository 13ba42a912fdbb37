import net from 'node:net';

export type SunkMail = { from: string; to: string[]; data: string; subject: string };

/**
 * A tiny SMTP server on 127.0.0.1 for tests: accepts every mail (no TLS, no auth) and keeps it.
 * Enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA (dot-unstuffed), RSET, NOOP,
 * QUIT. `failNext(n)` answers the next n DATA commands with a 451, as a flaky server would.
 */
export async function startSmtpSink(): Promise<{
  port: number;
  url: string;
  mails: SunkMail[];
  failNext: (n: number) => void;
  close: () => Promise<void>;
}> {
  const mails: SunkMail[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('451 try again later');
          } else {
            const subject = /^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? '';
            mails.push({ from, to, data, subject });
            reply('250 queued');
          }
          from = '';
          to = [];
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          reply('250 ok');
        } else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (n) => {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
