// The floor's public surface (issue 11): the live floor the book shows, and the areas schedules offer.
export { useAllAreas, useSettingsCombinations } from './api/settings';
export { FloorView, type FloorDrop } from './live/floor-view';
export type { DragData } from './live/drag-data';
export { DragPreview } from './live/drag-preview';
export { dropTargetUnderPointer, useHostDragSensors, type QueueTarget } from './live/drag-setup';
export { SeatChoiceDialog, type SeatChoice } from './live/seat-choice-dialog';
export { TableDialog, type TableAction } from './live/table-dialog';
