import { describe, it, expect } from 'vitest';
import { routingAreaCreateSchema, routingAreaUpdateSchema } from './routing-area.ts';

describe('routingAreaCreateSchema', () => {
  it('trims the name and starts the area inactive', () => {
    expect(routingAreaCreateSchema.parse({ area_name: ' Dock B ' })).toEqual({ area_name: 'Dock B', is_routing: false });
  });

  it('refuses a blank or missing name', () => {
    for (const bad of ['', '   ', undefined]) {
      expect(routingAreaCreateSchema.safeParse({ area_name: bad }).error?.issues[0]?.message).toBe('Routing area name is required');
    }
  });
});

describe('routingAreaUpdateSchema', () => {
  it('accepts the toggle alone', () => {
    expect(routingAreaUpdateSchema.parse({ is_routing: true })).toEqual({ is_routing: true });
  });

  it('refuses a blank new name', () => {
    expect(routingAreaUpdateSchema.safeParse({ area_name: ' ' }).success).toBe(false);
  });
});
