import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config/env';
import { PermanentSendError, type MessageProvider, type MessageProviders, type OutgoingMessage } from '../../lib/message-providers';

/** How long a provider may take to answer before the attempt counts as failed (and is retried). */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The providers the configuration names (issue 14). `catcherPort` is where Host's own SMTP catcher
 * listens when MAIL_PROVIDER=catcher: mail then really goes over SMTP, to Host itself.
 */
export function createMessageProviders(config: Config, catcherPort: number | null): MessageProviders {
  const twilio =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? { sid: config.TWILIO_ACCOUNT_SID, token: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM, api: config.TWILIO_API_URL }
      : null;
  return {
    sms: config.SMS_PROVIDER === 'twilio' ? twilioSms(twilio!) : localGateway('local-sms'),
    phone: config.CALL_PROVIDER === 'twilio' ? twilioCalls(twilio!) : localGateway('local-call'),
    email: smtpMail(
      config.MAIL_PROVIDER === 'smtp' ? config.SMTP_URL! : { host: '127.0.0.1', port: catcherPort!, secure: false, ignoreTLS: true },
      config.MAIL_FROM,
      config.MAIL_PROVIDER === 'catcher',
    ),
  };
}

/** SMS and calls kept in the delivery ledger: what was sent is read there, as on the guest's phone. */
function localGateway(name: string): MessageProvider {
  return {
    name,
    async send(message) {
      return { providerRef: `${name}-${message.id}`, state: 'delivered' };
    },
  };
}

/** The address of MAIL_FROM ("Host <no-reply@host.local>" or a bare address): a guest's mail keeps it under the restaurant's name. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Mail over SMTP, to a relay or to Host's catcher. A 5xx answer (an address the server refuses) is
 * final; a 4xx, a lost connection or a time-out is tried again.
 */
function smtpMail(
  transport: string | { host: string; port: number; secure: boolean; ignoreTLS: boolean },
  from: string,
  isCatcher: boolean,
): MessageProvider {
  // nodemailer is loaded with the first mail, not at every start (issue 16).
  let mailer: Promise<Transporter> | undefined;
  const mailerOf = () =>
    (mailer ??= import('nodemailer').then(
      ({ default: nodemailer }) =>
        nodemailer.createTransport(
          typeof transport === 'string'
            ? transport
            : {
                ...transport,
                connectionTimeout: PROVIDER_TIMEOUT_MS,
                greetingTimeout: PROVIDER_TIMEOUT_MS,
                socketTimeout: PROVIDER_TIMEOUT_MS,
              },
        ),
      (error: unknown) => {
        mailer = undefined; // the next mail tries the import again
        throw error;
      },
    ));
  return {
    name: isCatcher ? 'smtp-catcher' : 'smtp',
    async send(message) {
      try {
        const info = await (
          await mailerOf()
        ).sendMail({
          from: message.mail ? { name: message.mail.fromName, address: addressOf(from) } : from,
          ...(message.mail?.replyTo ? { replyTo: message.mail.replyTo } : {}),
          to: message.to,
          ...(message.copyTo?.length ? { bcc: message.copyTo } : {}),
          subject: message.subject ?? '',
          text: message.body,
          ...(message.mail ? { html: message.mail.html } : {}),
          messageId: `<${message.id}@host.local>`,
          headers: { 'Content-Language': message.language },
        });
        // The catcher keeps the mail before it answers: it is in the guest's inbox already.
        return { providerRef: info.messageId, state: isCatcher ? 'delivered' : 'sent' };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentSendError(`SMTP ${code}`);
        throw error;
      }
    },
  };
}

interface TwilioAccount {
  sid: string;
  token: string;
  from: string;
  api: string;
}

/** POSTs a form to Twilio's REST API; a 4xx (but 429) is final, anything else is tried again. */
async function twilioPost(
  account: TwilioAccount,
  resource: 'Messages' | 'Calls',
  form: Record<string, string>,
  idempotencyKey: string,
): Promise<string> {
  const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(account.sid)}/${resource}.json`, account.api);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      'i-twilio-idempotency-token': idempotencyKey,
    },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
  if (response.ok) return answer.sid ?? randomUUID();
  const reason = `Twilio ${response.status}${answer.code ? ` (${answer.code})` : ''}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PermanentSendError(reason);
  throw new Error(reason);
}

function twilioSms(account: TwilioAccount): MessageProvider {
  return {
    name: 'twilio-sms',
    async send(message: OutgoingMessage) {
      const sid = await twilioPost(account, 'Messages', { To: message.to, From: account.from, Body: message.body }, message.id);
      return { providerRef: sid, state: 'sent' };
    },
  };
}

/** Twilio's voices by the guest's language. */
const SAY_LANGUAGE: Record<string, string> = { en: 'en-GB', 'zh-Hans': 'cmn-CN', 'zh-Hant': 'cmn-TW', ms: 'ms-MY' };
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function twilioCalls(account: TwilioAccount): MessageProvider {
  return {
    name: 'twilio-call',
    async send(message: OutgoingMessage) {
      const twiml = `<Response><Say language="${SAY_LANGUAGE[message.language] ?? 'en-GB'}">${escapeXml(message.body)}</Say></Response>`;
      const sid = await twilioPost(account, 'Calls', { To: message.to, From: account.from, Twiml: twiml }, message.id);
      return { providerRef: sid, state: 'sent' };
    },
  };
}
