import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A booking's day, time and party on a guest's page, each behind its icon: a column where the booking
 * is the page (manage), one wrapping line where the amount is (pay).
 */
export function BookingFacts({ date, time, party, inline = false }: { date: string; time: string; party: string; inline?: boolean }) {
  const facts: Array<[ReactNode, string]> = [
    [<CalendarMonthOutlinedIcon key="date" fontSize="small" />, date],
    [<ScheduleOutlinedIcon key="time" fontSize="small" />, time],
    [<GroupOutlinedIcon key="party" fontSize="small" />, party],
  ];
  return (
    <Stack direction={inline ? 'row' : 'column'} sx={inline ? { flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 } : { gap: 1.25 }}>
      {facts.map(([icon, text], index) => (
        <Stack key={index} direction="row" spacing={inline ? 0.75 : 1.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          {icon}
          <Typography sx={{ color: 'text.primary', fontWeight: 500, fontSize: inline ? undefined : 17 }}>{text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The top of a guest's page: what the page is about (a chip), the restaurant as its heading, and whose booking it is. */
export function BookingHeading({ badge, outletName, bookingFor }: { badge: ReactNode; outletName: string; bookingFor: string | null }) {
  return (
    <Box>
      {badge}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.25, mt: 1.5 }}>
        {outletName}
      </Typography>
      {bookingFor && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {bookingFor}
        </Typography>
      )}
    </Box>
  );
}
