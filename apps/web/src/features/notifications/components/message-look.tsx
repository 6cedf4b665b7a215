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
export const STATE_COLOR: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = { delivered: 'success', sent: 'success', queued: 'info', retried: 'warning', failed: 'error' };
