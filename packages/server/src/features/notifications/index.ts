/** What other features may use of notifications: the one way in (the linter refuses imports of its other files). */
export { countNotifications, deleteByDedupeKey, deleteForClique, findNotification } from './notifications.repository';
export { notify } from './notify';
export { countGroups, groupOf } from './notification-groups.repository';
