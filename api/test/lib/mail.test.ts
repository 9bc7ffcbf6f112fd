// The mail module: without SMTP a mail lands as an .eml file in the outbox; with SMTP_URL it is
// handed to an SMTP server (here a minimal one on a local port that records what it receives).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sendMail } from '../../src/lib/mail.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  process.env.MAIL_OUTBOX_DIR = dir;
  delete process.env.SMTP_URL;
});
afterEach(async () => {
  delete process.env.MAIL_OUTBOX_DIR;
  delete process.env.SMTP_URL;
  await rm(dir, { recursive: true, force: true });
});

test('without SMTP the mail is written to the outbox as an .eml file', async () => {
  const r = await sendMail({ to: ['inkoop@example.nl', 'inkoop@example.nl'], subject: 'Orderbevestiging 1234', text: 'Bedankt voor uw bestelling.\nhttps://shop.example/x?a=1' });
  expect(r.via).toBe('outbox');
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  expect(path.join(dir, files[0]!)).toBe(r.file);
  const eml = await readFile(r.file!, 'utf8');
  expect(eml).toMatch(/^To: inkoop@example\.nl$/m);
  expect(eml).toMatch(/^Subject: Orderbevestiging 1234$/m);
  expect(eml).toContain('Bedankt voor uw bestelling.');
});

test('no recipients: nothing is sent', async () => {
  expect((await sendMail({ to: [], subject: 'x', text: 'y' })).via).toBe('skipped');
  expect(await readdir(dir)).toHaveLength(0);
});

test('with SMTP_URL the mail goes to the SMTP server', async () => {
  let received = '';
  const server = net.createServer((socket) => {
    let data = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      const s = chunk.toString();
      if (data) {
        received += s;
        if (received.endsWith('\r\n.\r\n')) { data = false; socket.write('250 OK queued\r\n'); }
        return;
      }
      for (const line of s.split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) { data = true; socket.write('354 go\r\n'); }
        else if (/^QUIT/i.test(line)) { socket.end('221 bye\r\n'); }
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  try {
    const r = await sendMail({ to: 'team@example.nl', subject: 'Uitnodiging', text: 'Welkom' });
    expect(r.via).toBe('smtp');
    expect(received).toMatch(/^Subject: Uitnodiging$/m);
    expect(await readdir(dir)).toHaveLength(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
