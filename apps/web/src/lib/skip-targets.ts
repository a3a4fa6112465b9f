/** The element the app shell's skip link jumps into on the floor map (decision 122). */
export const FLOOR_MAP_REGION_ID = 'floor-map';
