/**
 * The numbers of spec 1 §9 and spec 2 §9 (and the few durations §4 gives), in milliseconds
 * unless the name says otherwise. Numbers that belong to a rule live beside it instead:
 * PASSWORD_MIN_LENGTH (schemas/auth-form.ts), SEARCH_* (employees/search-ranking.ts),
 * QUARTER_LOOKAHEAD_MINUTES (quarters/select-quarter.ts), QUARTER_NUMBER_* (schemas/quarter.ts),
 * DEFAULT_MAXIMUM_ATTENDANCE (schemas/maximum-attendance.ts), MAX_UPLOAD_BYTES
 * (schemas/bulk-upload.ts), CENTER_CODE_MAX_LENGTH (schemas/fulfillment-center-input.ts),
 * INDIRECT_HOURS_LIMIT (dashboard/indirect-hours.ts), STATION_POSITION_MARGIN
 * (stations/station-position.ts), DEFAULT_TIME_ZONE (quarters/local-time.ts).
 */

export const SECOND = 1000;
const MINUTE = 60 * SECOND;

// Spec 1 §9: sign-in and password reset
export const TITLE_ANIMATION_DELAY_MS = 500;
export const PASSWORD_UPDATE_REDIRECT_MS = 3 * SECOND;

// Spec 1 §9 and spec 2 §9: server calls
export const API_TIMEOUT_MS = 10 * SECOND;
export const BULK_UPLOAD_TIMEOUT_MS = 600 * SECOND;

// Spec 1 §9: role and session
export const ROLE_CACHE_TTL_MS = 30 * MINUTE;
/**
 * Issue 25 (decision 137): a cached role is read again from the server in the background,
 * on a 403 from any call or when the page comes back into view, at most this often.
 */
export const ROLE_RECHECK_MIN_INTERVAL_MS = 1 * MINUTE;
export const ROLE_FETCH_TIMEOUT_MS = 8 * SECOND;
/** Waits before the first and second retry of a failed role fetch (decision 016). */
export const ROLE_FETCH_RETRY_DELAYS_MS = [1 * SECOND, 2 * SECOND] as const;
export const ROLE_FORCE_REFRESH_TIMEOUT_MS = 5 * SECOND;
export const SESSION_REFRESH_CHECK_MS = 30 * SECOND;

// Spec 1 §9 and spec 2 §9: how long cached lists stay fresh in the browser
export const CACHE_TTL_MS = {
  stations: 10 * MINUTE,
  assignments: 10 * MINUTE,
  stationTypes: 30 * MINUTE,
  quarters: 30 * MINUTE,
  rotationRules: 30 * MINUTE,
  fulfillmentCenters: 30 * MINUTE,
  tvConfigs: 5 * MINUTE,
  activeRoutingAreas: 1 * MINUTE,
  routingAreas: 5 * MINUTE,
} as const;

// Spec 1 §9 and spec 2 §9: refresh rhythms
export const STATION_REFRESH_MS = 15 * SECOND;
export const TV_QUARTER_REFRESH_MS = 30 * SECOND;
export const TV_RECENT_ASSIGNMENTS_REFRESH_MS = 30 * SECOND;
export const TV_LIST_REFRESH_MS = 15 * SECOND;
/** Issue 14: a scan stored offline is judged at its own moment while at most this old; older ones are refused. */
export const SCAN_REPLAY_WINDOW_MS = 30 * MINUTE;
/** Issue 14: a kiosk clock this far ahead of the server's is forgiven; a scanned_at later than that is refused. */
export const SCAN_FUTURE_SKEW_MS = 2 * MINUTE;
export const DASHBOARD_QUARTER_REFRESH_MS = 30 * SECOND;
export const CLOCK_TICK_MS = 60 * SECOND;
/** Issue 11: screens move to the new quarter within 5 s of a boundary; the clock is read this often. */
export const QUARTER_BOUNDARY_CHECK_MS = 1 * SECOND;

// Spec 1 §9: the TV's recent-assignments list
export const TV_RECENT_ASSIGNMENTS_FETCH = 20;
export const TV_RECENT_ASSIGNMENTS_KEEP = 10;
export const TV_RECENT_ASSIGNMENTS_SHOW = 5;

// Spec 1 §2, §4 and §9: TV List
export const TV_LIST_MESSAGE_CLEAR_MS = 10 * SECOND;
export const TV_LIST_FULLSCREEN_DELAY_MS = 1 * SECOND;
export const TV_LIST_EXIT_BACK_DELAY_MS = 1 * SECOND;
export const TV_LIST_CHECK_IN_HIGHLIGHT_MS = 10 * SECOND;

// Spec 1 §9: floor map zoom and canvas, in scale factors and pixels
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 2.5;
export const ZOOM_START = 1;
export const ZOOM_MAX_AUTO_FIT = 3;
export const CANVAS_MIN_WIDTH_PX = 1500;
export const CANVAS_MIN_HEIGHT_PX = 1200;
export const CANVAS_MARGIN_PX = 200;
export const CANVAS_MIN_DISPLAY_WIDTH_PX = 1200;
export const CANVAS_MIN_DISPLAY_HEIGHT_PX = 600;
export const STATION_CARD_WIDTH_PX = 96;
export const STATION_CARD_HEIGHT_PX = 80;
/** Issue 18: the smallest text a station card draws at zoom 1 (the 'Unassigned' line, the state chips). */
export const STATION_CARD_SMALLEST_TEXT_PX = 10;
/** Issue 18 (WCAG 2.2 AA on tablets and phones): the map opens with no card text below this, as rendered. */
export const LEGIBLE_TEXT_PX = 12;
/** Room left around the first line when the map opens on it. */
export const OPENING_VIEW_PADDING_PX = 16;
export const POPOVER_WIDTH_PX = 280;
export const POPOVER_CREATE_WIDTH_PX = 320;

// Spec 1 §4, §8 and §9: floor map feedback
export const MAP_CONFLICT_HIGHLIGHT_MS = 5 * SECOND;
export const MAP_JUST_ASSIGNED_HIGHLIGHT_MS = 5 * SECOND;
export const NEXT_STATION_POPOVER_DELAY_MS = 100;
export const NO_NEXT_STATION_MESSAGE_MS = 2 * SECOND;
export const CONFLICT_POPOVER_CLOSE_MS = 1 * SECOND;
export const LAYOUT_SAVED_MESSAGE_MS = 2 * SECOND;

// Spec 2 §9: quarter view, dashboard and planner
export const QUARTER_VIEW_CONFLICT_HIGHLIGHT_MS = 8 * SECOND;
export const QUARTER_VIEW_CONFLICT_AFTER_TAB_SWITCH_MS = 5 * SECOND;
export const COPIED_CONFIRMATION_MS = 2 * SECOND;
export const ERROR_AUTO_CLEAR_MS = 5 * SECOND;
export const UPLOAD_SUCCESS_CLOSE_MS = 2 * SECOND;
export const EMPLOYEE_TABLE_SEARCH_DEBOUNCE_MS = 500;
export const QUARTER_PAGER_SIZE = 4;

// Spec 2 §9: page sizes and fetch limits, in rows
export const EMPLOYEE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;
export const DASHBOARD_TABLE_PAGE_SIZE = 5;
export const EMPLOYEE_LOOKUP_LIMIT = 1000;
export const ASSIGNMENT_FETCH_LIMIT = 1000;

/** Spec 2 §9: indirect stations whose vertical positions differ by at most this share a row. */
export const INDIRECT_ROW_TOLERANCE_UNITS = 50;
/** Decision 159: how long a plan cell someone else changed says who changed it. */
export const CELL_AUTHOR_SHOWN_MS = 30 * SECOND;
