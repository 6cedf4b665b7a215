import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import type { ReactNode } from 'react';

/** How a guest message's channel and delivery state look, wherever messages are listed (the ledger, a booking). */
export const CHANNEL_ICON: Record<string, ReactNode> = {
  sms: <SmsOutlinedIcon fontSize="small" />,
  email: <EmailOutlinedIcon fontSize="small" />,
  phone: <PhoneInTalkOutlinedIcon fontSize="small" />,
};
// Queued and retried read in the text's own colour: MUI's info and warning blues and oranges on white
// fall under WCAG's 4.5:1 for a chip's small label (axe found "Queued" at 3.9:1).
export const STATE_COLOR: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  delivered: 'success',
  sent: 'success',
  queued: 'default',
  retried: 'default',
  failed: 'error',
};
