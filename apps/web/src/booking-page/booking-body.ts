import type { BookingPageView, OnlineBookingInput } from './api';
import type { Details } from './details-form';
import type { Language } from './locale';
import type { PickedTime } from './times';

/** What the page sends to book: the choice, and only the fields the outlet asks for, trimmed. */
export function bookingBodyOf(
  page: BookingPageView,
  choice: { date: string; picked: PickedTime; party: number },
  details: Details,
  language: Language,
): OnlineBookingInput {
  const text = (value: string) => value.trim();
  return {
    reservationDate: choice.date,
    reservationTime: choice.picked.time,
    numberOfAdults: choice.party - details.numberOfChildren,
    numberOfChildren: details.numberOfChildren,
    ...(choice.picked.areaId ? { areaId: choice.picked.areaId } : {}),
    customerPhone: text(details.customerPhone),
    customerFirstName: text(details.customerFirstName),
    customerLastName: text(details.customerLastName),
    ...(text(details.customerEmail) ? { customerEmail: text(details.customerEmail) } : {}),
    occasions: page.isEnableOccasions ? details.occasions : [],
    ...(page.isEnableSpecificRequest && text(details.specialRequest) ? { specialRequest: text(details.specialRequest) } : {}),
    dietary: details.dietary,
    ...(details.dietary.length && text(details.dietaryNotes) ? { dietaryNotes: text(details.dietaryNotes) } : {}),
    ...(page.isEnableCustomQuestionField && text(details.customAnswer) ? { customAnswer: text(details.customAnswer) } : {}),
    language,
    acceptPolicies: true,
    ...(details.website ? { website: details.website } : {}),
  };
}
