/** What other features may use of events: the one way in (the linter refuses imports of its other files). */
export { givePlacesUp } from './event-erasure';
export { eventRemindersJob } from './event-reminders.job';
export { eventCounts, visibleEventIds } from './events.repository';
