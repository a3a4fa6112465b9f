import { z } from 'zod';

/** Every row id is a uuid; checking the shape up front keeps malformed ids away from SQL. */
export const idSchema = z.uuid();

/** YYYY-MM-DD, a real calendar date. */
export const dateSchema = z.iso.date();
