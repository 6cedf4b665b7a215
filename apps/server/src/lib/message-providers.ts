/**
 * Who carries Host's messages to guests (issue 14): one interface per channel, so that an SMTP
 * relay, Twilio or another gateway is a setting (config/env.ts), never a change to the use cases.
 * The local providers really run here: mail goes over SMTP to the catcher inside Host, SMS and
 * calls are kept in the delivery ledger as delivered.
 */
export type MessageChannel = 'sms' | 'email' | 'phone';

export interface OutgoingMessage {
  /** the ledger row's id: the provider's idempotency key where it takes one */
  id: string;
  channel: MessageChannel;
  /** E.164 phone, or an email address */
  to: string;
  subject: string | null;
  body: string;
  language: string;
  /** blind copies (an email to the guest is copied to the outlet's forwarding addresses) */
  copyTo?: string[];
  /**
   * An email's sender and HTML part (issue 28): it comes from the restaurant's name (at Host's own
   * address, MAIL_FROM), a reply goes to the outlet's email when it has one, and the body above is
   * its plain-text part.
   */
  mail?: { fromName: string; replyTo: string | null; html: string };
}

export interface SendOutcome {
  /** the provider's id of the message (an email's Message-ID, Twilio's SID) */
  providerRef: string | null;
  /** 'delivered' when the provider knows it reached the guest, else 'sent' */
  state: 'sent' | 'delivered';
}

/** A refusal no retry will change (a number that does not exist, an address refused): fail now, fall back. */
export class PermanentSendError extends Error {
  override readonly name = 'PermanentSendError';
}

export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

export type MessageProviders = Record<MessageChannel, MessageProvider>;
