import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../testing/fake-api.ts';
import { onFulfillmentCenterSwitched, switchFulfillmentCenter } from './switch-fulfillment-center.ts';

const CENTER = '22222222-2222-4222-8222-222222222222';

describe('switchFulfillmentCenter', () => {
  it('has told every listener before it resolves, so the role is reloaded whichever screen switched', async () => {
    fakeApi({ 'PUT /api/auth/fulfillment-center': () => ok({ fulfillment_center_id: CENTER }) });
    const heard: string[] = [];
    const stop = onFulfillmentCenterSwitched(async () => {
      await Promise.resolve();
      heard.push('reloaded');
    });
    await switchFulfillmentCenter(CENTER);
    stop();
    expect(heard).toEqual(['reloaded']);
  });

  it('tells nobody when the server refuses the switch', async () => {
    fakeApi({ 'PUT /api/auth/fulfillment-center': () => fail(404, 'Fulfillment center not found') });
    const heard: string[] = [];
    const stop = onFulfillmentCenterSwitched(async () => {
      heard.push('reloaded');
    });
    await expect(switchFulfillmentCenter(CENTER)).rejects.toThrow('Fulfillment center not found');
    stop();
    expect(heard).toEqual([]);
  });
});
