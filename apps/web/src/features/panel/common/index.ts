// The panel's shared pieces, reused by every panel screen (guides, journeys, points, …).

export { changedFields } from './changed-fields.ts';
export { ConfirmDeleteButton } from './confirm-delete.tsx';
export { announcePanelGuide, useCurrentPanelGuideId } from './current-panel-guide.ts';
export { DataExportButtons, exportPaths } from './data-export-buttons.tsx';
export { downloadText, saveBlob } from './download.ts';
export { LocalizedTextField, type LocalizedTextFieldProps } from './localized-text-field.tsx';
export { MediaInput, type MediaInputProps, type MediaKind } from './media-input.tsx';
export { NarrationControl } from './narration-control.tsx';
export { postNdjson } from './ndjson.ts';
export { type AccessSummary, accessQuery, usePanelAccess } from './panel-access.ts';
export { panelHttp } from './panel-http.ts';
export { PanelNavigation } from './panel-navigation.tsx';
export { PANEL_PATHS } from './panel-paths.ts';
export { usePanelToasts } from './panel-toasts.ts';
export { EditableArea, ReadOnlyNotice, useReadOnly } from './read-only.tsx';
export { type SortableItem, SortableList } from './sortable-list.tsx';
export { fieldFlagProps } from './translation-flags.ts';
export { type RegistrationState, useRegistrationState } from './use-registration-state.ts';
