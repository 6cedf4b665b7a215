export { ConflictDialog, preloadConflictDialog } from './conflict-dialog';
export { OfflineBanner, preloadOfflineBanner } from './offline-banner';
export { useOfflineShell } from './offline-shell';
export { applyQueued, type QueuedChange } from './queue';
export { enqueue, useQueuedChanges } from './queue-store';
export { QueuedMark } from './queued-mark';
