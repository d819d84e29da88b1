import type { Session } from '@delv/shared';

/** A session as the API returns it, for tests. */
export function makeSession(over: Partial<Session> = {}): Session {
  const start = Date.now() + 3 * 24 * 3600_000;
  return {
    _id: '00000000-0000-4000-8000-0000000000a1',
    sessionTitle: 'Getting into data science',
    description: 'How to start a data career in East Africa.',
    presenter: { _id: '00000000-0000-4000-8000-000000000042', name: 'David Otieno', profilePicture: null, calendly: '' },
    organiser: 'Delv',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3600_000).toISOString(),
    timeZone: 'Africa/Kampala',
    sessionDate: '2030-01-01',
    startTime: '10:00',
    endDate: '2030-01-01',
    endTime: '11:00',
    durationMinutes: 60,
    price: 0,
    sessionAddressLink: null,
    hasAddressLink: true,
    tags: [],
    thumbnailFile: null,
    attendeeCount: 0,
    registeredByMe: false,
    isPresenter: false,
    can: { edit: false, cancel: false, seeAttendees: false },
    isPast: false,
    avgRating: 0,
    ratingCount: 0,
    institutionId: null,
    cancelled: false,
    createdAt: new Date().toISOString(),
    modifiedAt: new Date().toISOString(),
    ...over,
  };
}
