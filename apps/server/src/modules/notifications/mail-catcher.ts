import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { caughtMails } from '../../db/tables/notifications';
import type { Logger } from 'pino';

/** A mail larger than this is refused: guest messages are a few hundred characters. */
const MAX_MAIL_BYTES = 1_000_000;

export interface MailCatcher {
  port: number;
  close(): Promise<void>;
}

const addressText = (to: AddressObject | AddressObject[] | undefined) =>
  Array.isArray(to) ? to.map((a) => a.text).join(', ') : (to?.text ?? null);

/**
 * The local mail catcher (issue 14): an SMTP server inside Host, on 127.0.0.1 only, that keeps
 * every mail it is given in `caught_mails`, where staff read what a guest received. Host's own
 * mail provider sends to it over real SMTP, as it would to a relay.
 */
export async function startMailCatcher(db: Database, log: Logger, port: number): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    // At shutdown a mail still being received gets a second, not smtp-server's 30 s: a server stopping
    // while its database is away waited that long (the sender retries it from the ledger).
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      // mailparser is loaded with the first mail: it alone adds half a second to every start (issue 16).
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (mail) => {
          const rcptTo = session.envelope.rcptTo.map((r) => r.address).join(', ') || addressText(mail.to) || '';
          await db.insert(caughtMails).values({
            messageId: mail.messageId ?? null,
            mailFrom: mail.from?.text ?? null,
            replyTo: mail.replyTo?.text ?? null,
            rcptTo,
            subject: mail.subject ?? null,
            text: mail.text ?? null,
            html: typeof mail.html === 'string' ? mail.html : null,
          });
          callback();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'the mail catcher could not keep a mail');
          callback(error instanceof Error ? error : new Error('mail not kept'));
        });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'mail catcher error'));
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve());
    });
  try {
    await listen(port);
  } catch (error) {
    // Only Host sends to its catcher, so any free port serves (another Host may hold this one).
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    log.warn({ port }, 'the mail catcher port is taken; it listens on a free one instead');
    await listen(0);
  }
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
